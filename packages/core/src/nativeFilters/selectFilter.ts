/**
 * The value filter (filter_select): selected values → data mask, in Superset's shape
 * (extraFormData.filters [{col, op: IN | NOT IN, val}], filterState {value, label}), the cleared
 * mask every filter type uses when nothing is selected, and the paste splitting of the select
 * widget (spec §5: comma, CRLF, newline, tab, semicolon).
 */
import type { DataMask } from './types.js';

/** What a filter sends when it has no value: nothing added to charts, no value shown. */
export const clearedDataMask = (): DataMask => ({ extraFormData: {}, filterState: { value: null } });

/** Whether a mask adds nothing to chart queries (no filters, no time keys). */
export function isEmptyDataMask(mask: DataMask | undefined | null): boolean {
  const extra = mask?.extraFormData;
  if (!extra) return true;
  return Object.entries(extra).every(
    ([, v]) => v === undefined || v === null || (Array.isArray(v) && !v.length),
  );
}

const labelText = (v: unknown): string =>
  v === null || v === undefined
    ? '<NULL>'
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
        ? String(v)
        : JSON.stringify(v);

/** The mask of a value filter on `column` with `values` selected (inverse: NOT IN). */
export function selectFilterDataMask(
  column: string,
  values: readonly unknown[],
  opts: { inverse?: boolean } = {},
): DataMask {
  if (!values.length) return clearedDataMask();
  const val = [...values] as (string | number | boolean | null)[];
  const inverse = opts.inverse === true;
  return {
    extraFormData: { filters: [{ col: column, op: inverse ? 'NOT IN' : 'IN', val }] },
    filterState: {
      value: val,
      label: val.map(labelText).join(', '),
      ...(inverse ? { excludeFilterValues: true } : {}),
    },
  };
}

/** The values a value filter's mask holds (filterState.value as a list; a single value wrapped). */
export function selectedValuesOf(mask: DataMask | undefined | null): unknown[] {
  const value = mask?.filterState?.value;
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as unknown[])] : [value];
}

/** Pasted text split into values as the select widget does: trimmed, empties and repeats dropped. */
export function splitPastedValues(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/\r\n|[\n\r\t,;]/)) {
    const v = part.trim();
    if (!v || seen.has(v)) continue;
    seen.add(v);
    out.push(v);
  }
  return out;
}
