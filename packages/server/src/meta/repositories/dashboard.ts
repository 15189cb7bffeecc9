/**
 * Dashboards in the metadata store: the row, its roles, the charts it links (dashboard_slices) and
 * what the `/charts` and `/datasets` answers read. Visibility predicates come from the caller
 * (security/access/), so this file knows tables, not rules.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { MetaDb } from '../db.js';
import { createdBy } from './audit.js';
import type { Dashboard, DashboardUpdate, MetaSchema, NewDashboard } from '../schema.js';

type SliceEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['slices'] }, 't'>;
type TableEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['tables'] }, 't'>;
/** Which rows (aliased `t`) the caller may see; null means all. */
export type Visible<Eb> = (eb: Eb) => Expression<SqlBool> | null;

const all = sql<SqlBool>`1 = 1`;

export function dashboardById(db: MetaDb, id: number): Promise<Dashboard> {
  return db.selectFrom('dashboards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Whether another dashboard (not `exceptId`) has the slug. */
export async function slugTaken(db: MetaDb, slug: string, exceptId: number | null): Promise<boolean> {
  const clash = await db
    .selectFrom('dashboards')
    .select('id')
    .where('slug', '=', slug)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return clash !== undefined;
}

/** How many of the role ids exist. */
export async function countRoles(db: MetaDb, ids: readonly number[]): Promise<number> {
  const found = await db.selectFrom('ab_role').select('id').where('id', 'in', ids).execute();
  return found.length;
}

export async function insertDashboard(db: MetaDb, values: NewDashboard): Promise<number> {
  const row = await db.insertInto('dashboards').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDashboard(db: MetaDb, id: number, values: DashboardUpdate): Promise<void> {
  await db.updateTable('dashboards').set(values).where('id', '=', id).execute();
}

/** Deletes the dashboards and their tag links (tagged_object.object_type 'dashboard'). */
export async function deleteDashboards(db: MetaDb, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('tagged_object')
      .where('object_type', '=', 'dashboard')
      .where('object_id', 'in', ids)
      .execute();
    await trx.deleteFrom('dashboards').where('id', 'in', ids).execute();
  });
}

export async function replaceDashboardRoles(db: MetaDb, id: number, roles: readonly number[]): Promise<void> {
  await db.deleteFrom('dashboard_roles').where('dashboard_id', '=', id).execute();
  if (roles.length === 0) return;
  await db
    .insertInto('dashboard_roles')
    .values([...new Set(roles)].map((role_id) => ({ dashboard_id: id, role_id })))
    .execute();
}

/** Ids of the charts a dashboard shows now. */
export async function linkedChartIds(db: MetaDb, dashboardId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('dashboard_slices')
    .select('slice_id')
    .where('dashboard_id', '=', dashboardId)
    .execute();
  return rows.map((r) => r.slice_id);
}

/** The dashboard shows exactly these charts. */
export async function replaceLinkedCharts(db: MetaDb, dashboardId: number, chartIds: readonly number[]) {
  await db.deleteFrom('dashboard_slices').where('dashboard_id', '=', dashboardId).execute();
  if (chartIds.length === 0) return;
  await db
    .insertInto('dashboard_slices')
    .values(chartIds.map((slice_id) => ({ dashboard_id: dashboardId, slice_id })))
    .execute();
}

/** Of `ids`, the charts that exist and pass `visible`. */
export async function visibleChartIds(
  db: MetaDb,
  ids: readonly number[],
  visible: Visible<SliceEb>,
): Promise<number[]> {
  const rows = await db
    .selectFrom('slices as t')
    .select('t.id')
    .where((eb) => {
      const vis = visible(eb);
      return vis ? eb.and([eb('t.id', 'in', ids), vis]) : eb('t.id', 'in', ids);
    })
    .execute();
  return rows.map((r) => r.id);
}

/** Id and uuid of the existing charts among `ids`. */
export function chartUuids(db: MetaDb, ids: readonly number[]) {
  return ids.length
    ? db.selectFrom('slices').select(['id', 'uuid']).where('id', 'in', ids).execute()
    : Promise.resolve([]);
}

export function dashboardLayouts(db: MetaDb, ids: readonly number[]) {
  return db.selectFrom('dashboards').select(['id', 'position_json']).where('id', 'in', ids).execute();
}

/** The charts a dashboard links, whole rows, by id. */
export function linkedCharts(db: MetaDb, dashboardId: number, visible: Visible<SliceEb> = () => null) {
  return db
    .selectFrom('slices as t')
    .selectAll('t')
    .where('t.id', 'in', (eb) =>
      eb
        .selectFrom('dashboard_slices as ds')
        .select('ds.slice_id')
        .where('ds.dashboard_id', '=', dashboardId),
    )
    .where((eb) => visible(eb) ?? all)
    .orderBy('t.id')
    .execute();
}

/** The datasets of a dashboard's charts that pass `visible`, with their columns and metrics. */
export async function linkedDatasets(db: MetaDb, dashboardId: number, visible: Visible<TableEb>) {
  const datasets = await db
    .selectFrom('tables as t')
    .innerJoin('dbs as db', 'db.id', 't.database_id')
    .select(['t.id', 't.table_name', 't.schema', 't.catalog', 't.main_dttm_col', 't.description', 't.sql'])
    .select(['db.id as database_id', 'db.database_name', 'db.sqlalchemy_uri'])
    .where('t.id', 'in', (eb) =>
      eb
        .selectFrom('dashboard_slices as ds')
        .innerJoin('slices as s', 's.id', 'ds.slice_id')
        .select('s.datasource_id')
        .where('ds.dashboard_id', '=', dashboardId)
        .where('s.datasource_type', '=', 'table')
        .where('s.datasource_id', 'is not', null)
        .$castTo<number>(),
    )
    .where((eb) => visible(eb as unknown as TableEb) ?? all)
    .execute();
  const ids = datasets.map((t) => t.id);
  const columns = ids.length
    ? await db.selectFrom('table_columns').selectAll().where('table_id', 'in', ids).execute()
    : [];
  const metrics = ids.length
    ? await db.selectFrom('sql_metrics').selectAll().where('table_id', 'in', ids).execute()
    : [];
  return { datasets, columns, metrics };
}

/** The user owns the dashboard (one more owner link). */
export async function addDashboardOwner(db: MetaDb, dashboardId: number, userId: number): Promise<void> {
  await db.insertInto('dashboard_user').values({ dashboard_id: dashboardId, user_id: userId }).execute();
}

/**
 * A copy of a chart row (new id and uuid, created and changed now by the user, owned by them); its
 * saved query_context is rewritten by `queryContext` once the new id is known.
 */
export async function insertChartCopy(
  db: MetaDb,
  chart: Selectable<MetaSchema['slices']>,
  userId: number,
  now: string,
  queryContext: (text: string | null, newId: number) => string | null,
): Promise<{ id: number; uuid: string }> {
  const { id: _id, uuid: _uuid, ...values } = chart;
  const uuid = randomUUID();
  const clone = await db
    .insertInto('slices')
    .values({ ...values, uuid, ...createdBy(userId, now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('slices')
    .set({ query_context: queryContext(values.query_context, clone.id) })
    .where('id', '=', clone.id)
    .execute();
  await db.insertInto('slice_user').values({ slice_id: clone.id, user_id: userId }).execute();
  return { id: clone.id, uuid };
}
