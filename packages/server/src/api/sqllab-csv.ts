/** CSV text of a SQL Lab result (RFC 4180 quoting; objects as JSON), a line of stored rows at a time. */
import type { StoredResults } from '../sqllab/results-store.js';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'object' ? JSON.stringify(value) : `${value as string | number | boolean | bigint}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function* csvChunks(stored: StoredResults): Generator<string> {
  yield stored.columns.map((c) => cell(c.name)).join(',') + '\r\n';
  for (const line of stored.lines) {
    const rows = JSON.parse(line) as unknown[][];
    if (rows.length) yield rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
  }
}
