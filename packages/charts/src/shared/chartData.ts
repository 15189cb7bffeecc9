import { GenericDataType, type ChartDataResult } from '@meridian/core';

/** The wire type of a chart-data result entry and the column types live in core. */
export { GenericDataType, type ChartDataResult };

/** Whether the result column `name` holds dates. */
export function isTemporalColumn(result: ChartDataResult | undefined, name: string): boolean {
  if (!result) return false;
  const i = result.colnames.indexOf(name);
  return i >= 0 && result.coltypes?.[i] === GenericDataType.Temporal;
}

/** Display text of any cell value: scalars as text, null as "", objects as JSON. */
export function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value) ?? '';
}

/** A cell as a finite number, or null (numeric text counts; booleans do not). */
export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A temporal cell as epoch milliseconds (numbers pass through, text is parsed as UTC when naive). */
export function toEpochMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    const naive = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(text);
    const t = Date.parse(naive ? `${text.replace(' ', 'T')}${text.length === 10 ? 'T00:00:00' : ''}Z` : text);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}
