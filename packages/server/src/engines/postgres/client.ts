/** Small pg client helpers: extended-protocol queries, backend pid, cancel, type names. */
import pg from 'pg';
import type { PG_TYPES } from './types.js';

/** Query options @types/pg does not list (queryMode is pg 8.13+). */
export interface PgQuery {
  text: string;
  values?: unknown[];
  rowMode?: 'array';
  types?: typeof PG_TYPES;
  queryMode?: 'extended';
}

export function run(client: pg.PoolClient, query: PgQuery): Promise<pg.QueryResult<unknown[]>> {
  return client.query(query as unknown as pg.QueryConfig);
}

/** The backend process id (pg sets it at connect; @types/pg omits it). */
export const pidOf = (client: pg.PoolClient): number =>
  (client as unknown as { processID: number }).processID;

/**
 * pg_cancel_backend over a separate short-lived connection: the pool may be exhausted by the very
 * query being stopped. False when the backend was not running a query or could not be signalled.
 */
export async function cancelBackend(config: pg.ClientConfig, pid: number): Promise<boolean> {
  const client = new pg.Client(config);
  try {
    await client.connect();
    const res = await client.query<{ ok: boolean }>('SELECT pg_cancel_backend($1) AS ok', [pid]);
    return res.rows[0]?.ok === true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function typeNames(client: pg.PoolClient, oids: number[]): Promise<[number, string][]> {
  const res = await client.query<{ oid: number; name: string }>({
    text: 'SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_type WHERE oid = ANY($1::oid[])',
    values: [oids],
  });
  return res.rows.map((r) => [Number(r.oid), r.name]);
}
