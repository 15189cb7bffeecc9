/**
 * The objects an export may write: those the user sees through the same rules as
 * `GET /api/v1/{resource}/{pk}` (security/access/*, a saved query its author's). Asked-for ids the
 * user does not see, or that do not exist, refuse the whole export with Superset's 404.
 */
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.js';
import { visibleDatabases, visibleDatasets } from '../../datasources/access.js';
import { NotFound } from '../../domain-errors.js';
import type { Dashboard } from '../../meta/schema.js';
import { visibleCharts, type SliceRow } from '../../security/access/chart.js';
import { visibleDashboards } from '../../security/access/dashboard.js';
import type { AuthUser } from '../../security/auth.js';
import { savedQueryOwnerFilter } from '../../services/saved-query/saved-query.js';
import type { DatasetRow } from '../../datasources/dataset-repository.js';
import type { DatabaseRow } from './database.js';
import type { SavedQueryRow } from './saved-query.js';

export const NOT_FOUND = 'Not found';

const all = sql<SqlBool>`1 = 1`;

/** Visible rows of each kind: of `ids`, or all of them when `ids` is undefined. */
export async function visibleDashboardRows(
  ctx: AppContext,
  user: AuthUser,
  ids?: number[],
): Promise<Dashboard[]> {
  let q = ctx.db
    .selectFrom('dashboards as t')
    .selectAll('t')
    .where((eb) => visibleDashboards(eb, user) ?? all);
  if (ids) q = q.where('t.id', 'in', ids.length > 0 ? ids : [-1]);
  return q.orderBy('t.id').execute();
}

export async function visibleChartRows(ctx: AppContext, user: AuthUser, ids?: number[]): Promise<SliceRow[]> {
  let q = ctx.db
    .selectFrom('slices as t')
    .selectAll('t')
    .where((eb) => visibleCharts(eb, user) ?? all);
  if (ids) q = q.where('t.id', 'in', ids.length > 0 ? ids : [-1]);
  return q.orderBy('t.id').execute();
}

export async function visibleDatasetRows(
  ctx: AppContext,
  user: AuthUser,
  ids?: number[],
  databaseId?: number,
): Promise<DatasetRow[]> {
  let q = ctx.db
    .selectFrom('tables as t')
    .selectAll('t')
    .where((eb) => visibleDatasets(eb, user) ?? all);
  if (ids) q = q.where('t.id', 'in', ids.length > 0 ? ids : [-1]);
  if (databaseId !== undefined) q = q.where('t.database_id', '=', databaseId);
  return q.orderBy('t.id').execute();
}

export async function visibleDatabaseRows(
  ctx: AppContext,
  user: AuthUser,
  ids?: number[],
): Promise<DatabaseRow[]> {
  let q = ctx.db
    .selectFrom('dbs as t')
    .selectAll('t')
    .where((eb) => visibleDatabases(eb, user) ?? all);
  if (ids) q = q.where('t.id', 'in', ids.length > 0 ? ids : [-1]);
  return q.orderBy('t.id').execute();
}

export async function visibleSavedQueryRows(
  ctx: AppContext,
  user: AuthUser,
  ids?: number[],
): Promise<SavedQueryRow[]> {
  const owner = savedQueryOwnerFilter(user);
  let q = ctx.db.selectFrom('saved_query').selectAll();
  if (owner !== null)
    q = q.where((eb) => eb.or([eb('user_id', '=', owner), eb('created_by_fk', '=', owner)]));
  if (ids) q = q.where('id', 'in', ids.length > 0 ? ids : [-1]);
  return q.orderBy('id').execute();
}

/** The rows for exactly the asked ids, or 404 when any is missing or hidden. */
export function requireAll<T extends { id: number }>(rows: T[], ids: number[]): T[] {
  const found = new Set(rows.map((r) => r.id));
  if (new Set(ids).size !== found.size || ids.some((id) => !found.has(id))) throw new NotFound(NOT_FOUND);
  return rows;
}
