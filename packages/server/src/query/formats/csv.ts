/** CSV as Superset exports it: comma-separated, header row, RFC 4180 quoting, UTF-8. */
type Cell = string | number | boolean | bigint | object | null | undefined;

/**
 * Text a spreadsheet would run as a formula (CSV injection): a leading = + - @ | % tab or CR, also
 * after leading spaces or an empty quoted prefix (`""=…`), as Superset's `escape_value` matches.
 */
const FORMULA_START = /^(?:""|\s+)(?=[-@+|=%])|^[-@+|=%\t\r]/;
/** A negative number stays a number (`-12.50` from a NUMERIC column arrives as text). */
const NEGATIVE_NUMBER = /^-(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Superset's `escape_value`: a text cell that could start a formula gets a leading `'` (shown as
 * text, hidden by most spreadsheets) and its pipes escaped (DDE payloads use `|`).
 */
export function escapeCsvText(text: string): string {
  if (!FORMULA_START.test(text) || NEGATIVE_NUMBER.test(text)) return text;
  return `'${text.replace(/\|/g, '\\|')}`;
}

/** One CSV field: text neutralised (numbers, booleans and JSON of objects as they are), then quoted. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? escapeCsvText(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : `${value as number | boolean | bigint}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvHeader = (columns: readonly string[]): string => columns.map(csvCell).join(',') + '\r\n';

export function csvRows(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  let out = '';
  for (const row of rows) out += columns.map((c) => csvCell(row[c] as Cell)).join(',') + '\r\n';
  return out;
}

export const toCsv = (columns: readonly string[], rows: readonly Record<string, unknown>[]): string =>
  csvHeader(columns) + csvRows(columns, rows);
