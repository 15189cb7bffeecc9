/**
 * Reading one MySQL statement's result off a pooled connection as a stream: rows in batches (types
 * named once, from the first fields packet), DML's affected-row count, and whether reading stopped
 * at the row limit with rows left unread (the connection is then not reused).
 */
import type { FieldPacket, PoolConnection, ResultSetHeader } from 'mysql2';
import type { BatchRequest } from '../batch-connector.js';
import type { EngineSpec, ExecuteOptions, ResultColumn, RowBatch } from '../engine.js';
import type { QueryGuard } from '../query-guard.js';
import { buildRows, withUniqueNames } from '../values.js';
import { mysqlTypeName, mysqlValue } from './types.js';

/** A statement's request on its pooled connection, with the values as mysql2 binds them. */
export interface MysqlRead extends BatchRequest {
  conn: PoolConnection;
  values: unknown[];
}

/** Collects rows and turns them into batches; the columns are made from the fields packet once. */
class Batcher {
  fields: FieldPacket[] = [];
  columns: ResultColumn[] | null = null;
  pending: unknown[][] = [];
  private types: (string | null)[] = [];

  constructor(
    private readonly spec: EngineSpec,
    private readonly options: ExecuteOptions,
  ) {}

  flush(): RowBatch {
    if (!this.columns) {
      this.types = this.fields.map(mysqlTypeName);
      this.columns = withUniqueNames(
        this.fields.map((f, i) => ({
          name: f.name,
          type: this.types[i] ?? null,
          genericType: this.spec.dialect.genericType(this.types[i]),
        })),
      );
    }
    const rows = this.pending.map((r) => r.map((v, i) => mysqlValue(v, this.types[i] ?? null)));
    this.pending = [];
    return { columns: this.columns, rows: buildRows(this.columns, rows, this.options.temporalFormat) };
  }
}

/** Yields the statement's batches; returns true when it stopped at the row limit (rows unread). */
export async function* readStatement(r: MysqlRead, spec: EngineSpec, guard: QueryGuard) {
  const stream = r.conn
    .query({ sql: r.sql, values: r.values, rowsAsArray: true })
    .stream({ highWaterMark: Math.min(r.batchSize, 1000) });
  const b = new Batcher(spec, r.options);
  stream.on('fields', (f: FieldPacket[]) => (b.fields = f ?? []));
  let seen = 0;
  let isRowResult = false;
  let stoppedEarly = false;
  for await (const row of stream as AsyncIterable<unknown[] | ResultSetHeader>) {
    if (!Array.isArray(row)) {
      r.onAffected?.(row.affectedRows);
      continue;
    }
    isRowResult = true;
    b.pending.push(row);
    seen += 1;
    if (b.pending.length >= r.batchSize) yield b.flush();
    if (seen >= r.maxRows) {
      stoppedEarly = true;
      break;
    }
  }
  guard.throwIfStopped(); // SLEEP() and friends return normally when killed
  if (b.pending.length > 0 || b.columns === null) {
    if (isRowResult || b.fields.length > 0) yield b.flush();
    else yield { columns: [], rows: [] } as RowBatch;
  }
  return stoppedEarly;
}
