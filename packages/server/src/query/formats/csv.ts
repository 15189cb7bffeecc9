/** CSV as Superset exports it: comma-separated, header row, RFC 4180 quoting, UTF-8. */
type Cell = string | number | boolean | bigint | object | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const s = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Quote when needed; a leading =,+,-,@ is neutralised so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@\t\r]/.test(s) && typeof value === 'string' ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvHeader = (columns: readonly string[]): string => columns.map(cell).join(',') + '\r\n';

export function csvRows(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  let out = '';
  for (const row of rows) out += columns.map((c) => cell(row[c] as Cell)).join(',') + '\r\n';
  return out;
}

export const toCsv = (columns: readonly string[], rows: readonly Record<string, unknown>[]): string =>
  csvHeader(columns) + csvRows(columns, rows);
