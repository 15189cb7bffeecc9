/**
 * CSV text of a SQL Lab result, a line of stored rows at a time, written by the one CSV cell writer
 * of the exports (RFC 4180 quoting, formula-looking text neutralised, objects as JSON).
 */
import { csvCell } from '../../query/formats/csv.js';
import type { StoredResults } from '../../sqllab/results-store.js';

export function* csvChunks(stored: StoredResults): Generator<string> {
  yield stored.columns.map((c) => csvCell(c.name)).join(',') + '\r\n';
  for (const line of stored.lines) {
    const rows = JSON.parse(line) as unknown[][];
    if (rows.length) yield rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }
}
