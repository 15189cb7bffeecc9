/**
 * A SQL Lab query as explore's datasource (`datasource_type=query`, Superset ≥ 2.1's "Create chart"
 * from results): only its author (or an admin) may chart it, its SQL must be one SELECT, and the
 * user must still be allowed to run that SQL as SQL Lab would (`checkSqlAccess`). Unknown or
 * someone else's query: 404, so other users' history does not leak.
 */
import { isAdmin } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import { singleSelect, VirtualSqlError } from '../../datasources/virtual-sql.js';
import { invalidField, NotFound } from '../../domain-errors.js';
import { findQuery, QueryStatus, type QueryRow } from '../../sqllab/query-record.js';
import type { AuthUser } from '../auth.js';
import { findDatabase } from './database.js';
import { checkSqlAccess } from './sql.js';

export const QUERY_NOT_FOUND = 'The query does not exist';
export const QUERY_NOT_CHARTABLE = 'Only a query that ran successfully can be charted';

export interface ChartableQuery {
  row: QueryRow;
  database: DatabaseRow;
}

/** The query `id` when `user` may chart it; 404, 400 or SQL Lab's 403 otherwise. */
export async function findChartableQuery(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<ChartableQuery> {
  const row = await findQuery(ctx.db, id);
  if (!row || (row.user_id !== user.id && !isAdmin(user))) throw new NotFound(QUERY_NOT_FOUND);
  if (row.status !== QueryStatus.SUCCESS) throw invalidField('datasource_id', QUERY_NOT_CHARTABLE);
  const database = await findDatabase(ctx, user, row.database_id);
  try {
    singleSelect(row.sql);
  } catch (err) {
    if (err instanceof VirtualSqlError) throw invalidField('datasource_id', err.message);
    throw err;
  }
  const connector = await ctx.connections.connector(database);
  await checkSqlAccess(ctx.db, user, database, {
    connector,
    statements: [row.sql],
    schema: row.schema,
    catalog: row.catalog,
  });
  return { row, database };
}
