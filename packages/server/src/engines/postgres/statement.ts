/**
 * One statement on one pooled PostgreSQL client: the session it runs in (a read-only transaction
 * unless writes are allowed, statement_timeout, standard strings, search_path), its rows read
 * through a server-side cursor (or all at once for a non-SELECT), and the session reset after.
 */
import type pg from 'pg';
import type { BatchRequest } from '../batch-connector.js';
import type { EngineSpec, ExecuteOptions, ResultColumn, RowBatch } from '../engine.js';
import { buildRows, toJsonValue, withUniqueNames } from '../values.js';
import { run, typeNames } from './client.js';
import { PG_TYPES, type PgTypeNames } from './types.js';

const CURSOR = 'meridian_cursor';
const RESET = 'RESET statement_timeout; RESET search_path';

export interface PgStatement {
  client: pg.PoolClient;
  /** Without a trailing semicolon. */
  statement: string;
  values: unknown[];
  options: ExecuteOptions;
  /** Row-returning: read through a cursor (always inside a transaction). */
  useCursor: boolean;
  writable: boolean;
  inTransaction: boolean;
}

/** BEGIN (read only unless writable) and the session settings the access checks assume. */
export async function openSession(s: PgStatement, spec: EngineSpec): Promise<void> {
  const { client, options, inTransaction, writable } = s;
  const timeout = Math.max(0, Math.ceil(options.timeoutMs ?? 0));
  const scope = inTransaction ? 'LOCAL ' : '';
  if (inTransaction) await client.query(writable ? 'BEGIN' : 'BEGIN READ ONLY');
  // Strings read as the access checks read them (libpg-query), whatever an earlier statement set.
  await client.query(
    `SET ${scope}statement_timeout = ${timeout}; SET ${scope}standard_conforming_strings = on`,
  );
  if (options.schema)
    await client.query(`SET ${scope}search_path TO ${spec.dialect.quoteIdentifier(options.schema)}`);
}

/** Ends a statement that completed: COMMIT / ROLLBACK, or the session settings reset. */
export async function closeSession(s: PgStatement): Promise<void> {
  if (s.inTransaction) await s.client.query(s.writable ? 'COMMIT' : 'ROLLBACK');
  else await s.client.query(RESET);
}

/** After a failure or an abandoned stream: may the client go back to the pool? */
export async function resetAfterFailure(s: PgStatement): Promise<boolean> {
  try {
    await s.client.query(s.inTransaction ? 'ROLLBACK' : RESET);
    return true;
  } catch {
    return false;
  }
}

type ToBatch = (res: pg.QueryResult<unknown[]>, rows: unknown[][]) => Promise<RowBatch>;

/** Turns result rows into batches; column types are resolved (and named) once, on the first batch. */
function batchMaker(s: PgStatement, spec: EngineSpec, types: PgTypeNames): ToBatch {
  let columns: ResultColumn[] | null = null;
  return async (res, rows) => {
    if (!columns) {
      await types.resolve(
        res.fields.map((f) => f.dataTypeID),
        (missing) => typeNames(s.client, missing),
      );
      columns = withUniqueNames(
        res.fields.map((f) => {
          const type = types.name(f.dataTypeID);
          return { name: f.name, type, genericType: spec.dialect.genericType(type) };
        }),
      );
    }
    return {
      columns,
      rows: buildRows(
        columns,
        rows.map((r) => r.map(toJsonValue)),
        s.options.temporalFormat,
      ),
    };
  };
}

async function* readCursor(s: PgStatement, toBatch: ToBatch, batchSize: number, maxRows: number) {
  await run(s.client, {
    text: `DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${s.statement}`,
    values: s.values,
    queryMode: 'extended',
  });
  let seen = 0;
  while (seen < maxRows) {
    const n = Math.min(batchSize, maxRows - seen);
    const res = await run(s.client, {
      text: `FETCH FORWARD ${n} FROM ${CURSOR}`,
      rowMode: 'array',
      types: PG_TYPES,
    });
    seen += res.rows.length;
    if (res.rows.length > 0 || seen === 0) yield await toBatch(res, res.rows);
    if (res.rows.length < n) break;
  }
}

async function* readAll(
  s: PgStatement,
  toBatch: ToBatch,
  batchSize: number,
  maxRows: number,
  onAffected?: (n: number | null) => void,
) {
  const res = await run(s.client, {
    text: s.statement,
    values: s.values,
    rowMode: 'array',
    types: PG_TYPES,
    queryMode: 'extended',
  });
  if (res.fields.length === 0) onAffected?.(res.rowCount);
  const rows = Number.isFinite(maxRows) ? res.rows.slice(0, maxRows) : res.rows;
  for (let i = 0; i < Math.max(rows.length, 1); i += batchSize)
    yield await toBatch(res, rows.slice(i, i + batchSize));
}

/** The statement's rows in batches of `batchSize`, at most `maxRows` of them. */
export function readRows(
  s: PgStatement,
  spec: EngineSpec,
  types: PgTypeNames,
  { batchSize, maxRows, onAffected }: Pick<BatchRequest, 'batchSize' | 'maxRows' | 'onAffected'>,
): AsyncGenerator<RowBatch> {
  const toBatch = batchMaker(s, spec, types);
  return s.useCursor
    ? readCursor(s, toBatch, batchSize, maxRows)
    : readAll(s, toBatch, batchSize, maxRows, onAffected);
}
