/**
 * Pure helpers of the data grid: cell text (<NULL>, <empty string>, TRUE/FALSE, dates), the JSON
 * a cell may hold (shown in a modal), and rows as tab-separated text for the clipboard.
 */
import { formatCellValue, GenericDataType } from '@meridian/core';

/** A result column; `type` is its GenericDataType. */
export interface GridColumn {
  name: string;
  type?: number | null;
}

export function cellText(value: unknown, column?: GridColumn): string {
  return formatCellValue(value, {
    isTemporal: column?.type === GenericDataType.Temporal,
    timeFormat: '%Y-%m-%d %H:%M:%S',
  }).replace(/ 00:00:00$/, '');
}

/** A cell worth opening in the content modal: an object, or text holding a JSON object or array. */
export function cellJson(value: unknown): unknown {
  if (value !== null && typeof value === 'object') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!(text.startsWith('{') || text.startsWith('['))) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const tsvCell = (text: string) => text.replace(/[\t\r\n]+/g, ' ');

/** Header and rows as tab-separated text (the spec's export separator is a tab). */
export function rowsToTsv(columns: readonly GridColumn[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map((c) => tsvCell(c.name)).join('\t')];
  for (const row of rows) lines.push(columns.map((c) => tsvCell(cellText(row[c.name], c))).join('\t'));
  return lines.join('\n');
}

/** Copies text; the clipboard API first, then the selection fallback older browsers need. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw new Error('copy failed');
  }
}
