/**
 * Bulk rows into an existing DuckDB table through DuckDB's appender (file uploads): far faster and
 * lighter than INSERT statements of bound values, which DuckDB plans one by one. Values are
 * appended by their JS type; DuckDB casts each to its column's type (text to TIMESTAMP, …).
 */
import { timestampValue, type DuckDBAppender, type DuckDBConnection } from '@duckdb/node-api';
import type { BoundValue } from '../engine.js';

/** Rows appended before a flush, bounding what the appender holds. */
const FLUSH_EVERY = 50_000;

function appendOne(appender: DuckDBAppender, value: BoundValue): void {
  if (value === null) appender.appendNull();
  else if (typeof value === 'boolean') appender.appendBoolean(value);
  else if (typeof value === 'bigint') appender.appendBigInt(value);
  else if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) appender.appendBigInt(BigInt(value));
    else appender.appendDouble(value);
  } else if (value instanceof Date) appender.appendValue(timestampValue(BigInt(value.getTime()) * 1000n));
  else appender.appendVarchar(value);
}

/** Appends every row to `schema.table`; the number of rows. */
export async function appendRows(
  conn: DuckDBConnection,
  table: string,
  schema: string | null,
  rows: AsyncIterable<readonly BoundValue[]>,
): Promise<number> {
  const appender = await conn.createAppender(table, schema);
  let count = 0;
  try {
    for await (const row of rows) {
      for (const value of row) appendOne(appender, value);
      appender.endRow();
      count += 1;
      if (count % FLUSH_EVERY === 0) appender.flushSync();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  return count;
}
