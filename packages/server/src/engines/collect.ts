/** Turning a connector's row batches into one result, the same way on every engine. */
import type { QueryResult, RowBatch } from './engine.js';

export const emptyResult = (): QueryResult => ({
  columns: [],
  rows: [],
  truncated: false,
  affectedRows: null,
});

/**
 * Gathers `batches` into `out`. The batches are read with one row past `limit`, so whether the
 * result was cut short is known without a second query.
 */
export async function collectRows(
  batches: AsyncIterable<RowBatch>,
  limit: number,
  out: QueryResult,
): Promise<QueryResult> {
  for await (const batch of batches) {
    out.columns = batch.columns;
    for (const row of batch.rows) out.rows.push(row);
  }
  if (out.rows.length > limit) {
    out.rows.length = limit;
    out.truncated = true;
  }
  return out;
}
