/**
 * Who may see and change a chart. A chart is visible to admins, to its owners and to whoever may read
 * its dataset; it may be changed by its owners and admins. Also the checks on what a chart points at:
 * its datasource (exists, readable) and the dashboards it is added to or removed from (editable).
 */
import { datasetOwnerNames, datasourceAccessError } from '../security/access-error.js';
import { canEditDashboard, isAdmin } from '@meridian/core';
import type { Selectable } from 'kysely';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../context.js';
import { dataAccess, visibleDatasets } from '../datasources/access.js';
import type { DatasetRow } from '../datasources/dataset-repository.js';
import type { MetaSchema, SliceTable } from '../meta/schema.js';
import type { AuthUser } from '../security/auth.js';
import { canReadDatasource } from '../security/data-access.js';
import { forbidden, HttpError, notFound } from './errors.js';

export type SliceRow = Selectable<SliceTable>;
type SliceEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['slices'] }, 't'>;
type DatasetEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['tables'] }, 't'>;

export const CHART_FORBIDDEN = 'Changing this chart is forbidden';
export const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';

/** Charts (aliased `t`) the user sees; null means all. */
export function visibleCharts(eb: SliceEb, user: AuthUser): Expression<SqlBool> | null {
  if (dataAccess(user).all) return null;
  const owned = eb.exists(
    eb
      .selectFrom('slice_user as o')
      .select(sql.lit(1).as('one'))
      .whereRef('o.slice_id', '=', 't.id')
      .where('o.user_id', '=', user.id),
  );
  // The subquery's own `t` (tables) shadows the outer `t` (slices): visibleDatasets speaks of `t`.
  const readable = eb.and([
    eb('t.datasource_type', '=', 'table'),
    eb(
      't.datasource_id',
      'in',
      eb
        .selectFrom('tables as t')
        .select('t.id')
        .where((ds) => visibleDatasets(ds as unknown as DatasetEb, user) ?? sql<SqlBool>`1 = 1`),
    ),
  ]);
  return eb.or([owned, readable]);
}

/** A chart the user sees, or 404 (existence of others does not leak). */
export async function findChart(ctx: AppContext, user: AuthUser, id: number): Promise<SliceRow> {
  const row = await ctx.db
    .selectFrom('slices as t')
    .selectAll('t')
    .where((eb) => {
      const vis = visibleCharts(eb, user);
      return vis ? eb.and([eb('t.id', '=', id), vis]) : eb('t.id', '=', id);
    })
    .executeTakeFirst();
  if (!row) throw notFound('Chart not found');
  return row;
}

export async function chartOwnerIds(ctx: AppContext, id: number): Promise<number[]> {
  const rows = await ctx.db.selectFrom('slice_user').select('user_id').where('slice_id', '=', id).execute();
  return rows.map((r) => r.user_id);
}

/** A visible chart the user owns (any, for admins); 403 otherwise. */
export async function findEditableChart(ctx: AppContext, user: AuthUser, id: number): Promise<SliceRow> {
  const row = await findChart(ctx, user, id);
  if (!isAdmin(user) && !(await chartOwnerIds(ctx, id)).includes(user.id)) throw forbidden(CHART_FORBIDDEN);
  return row;
}

export type DatasourceCheck =
  | { status: 'ok'; dataset: DatasetRow; databaseName: string }
  | { status: 'missing' }
  | { status: 'denied'; dataset: DatasetRow; databaseName: string };

/** Superset's datasource types that name a dataset here. */
export const isTableType = (type: string | null | undefined) => type === 'table' || type === 'dataset';

/** Whether a datasource exists and the user may read it (data permissions, or owning the dataset). */
export async function checkDatasource(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  type: string | null | undefined = 'table',
): Promise<DatasourceCheck> {
  if (!isTableType(type)) return { status: 'missing' };
  const row = await ctx.db
    .selectFrom('tables as t')
    .innerJoin('dbs as d', 'd.id', 't.database_id')
    .selectAll('t')
    .select('d.database_name')
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) return { status: 'missing' };
  const { database_name: databaseName, ...dataset } = row;
  const owners = await ctx.db
    .selectFrom('sqlatable_user')
    .select('user_id')
    .where('table_id', '=', id)
    .execute();
  const readable = canReadDatasource(user, {
    database: { id: dataset.database_id, database_name: databaseName },
    schema: dataset.schema,
    catalog: dataset.catalog,
    dataset: { id: dataset.id, table_name: dataset.table_name },
    ownerIds: owners.map((o) => o.user_id),
  });
  return { status: readable ? 'ok' : 'denied', dataset, databaseName };
}

export { datasourceAccessMessage } from '../security/access-error.js';

/** For saving a chart: 400 naming the field when the datasource is missing, 403 when unreadable. */
export async function requireDatasource(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  type: string,
): Promise<DatasetRow> {
  if (!isTableType(type)) {
    throw new HttpError(400, 'invalid', {
      message: { datasource_type: ['Only table datasources are supported'] },
    });
  }
  const check = await checkDatasource(ctx, user, id, type);
  if (check.status === 'missing') {
    throw new HttpError(400, 'invalid', { message: { datasource_id: ['Datasource does not exist'] } });
  }
  if (check.status === 'denied') {
    throw datasourceAccessError(check.dataset.table_name, await datasetOwnerNames(ctx.db, check.dataset.id));
  }
  return check.dataset;
}

/** Every id must be a dashboard (400 naming the field) the user may edit (403). */
export async function requireEditableDashboards(ctx: AppContext, user: AuthUser, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await ctx.db.selectFrom('dashboards').select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) {
    throw new HttpError(400, 'invalid', { message: { dashboards: ['Dashboards do not exist'] } });
  }
  const owners = await ctx.db
    .selectFrom('dashboard_user')
    .select(['dashboard_id', 'user_id'])
    .where('dashboard_id', 'in', wanted)
    .execute();
  for (const id of wanted) {
    const dashboard = { owners: owners.filter((o) => o.dashboard_id === id).map((o) => ({ id: o.user_id })) };
    if (!canEditDashboard(user, dashboard)) throw forbidden(DASHBOARDS_FORBIDDEN);
  }
}
