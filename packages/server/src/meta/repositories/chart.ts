/**
 * Charts (`slices`) in the metadata store: the list's custom filters, lookups by uuid, the rows a chart
 * is written with (owners and dashboard links go with it), deletion, and what the serializers read
 * besides the chart rows (datasets, users, dashboards).
 */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { MetaDb } from '../db.js';
import type { MetaSchema, SliceTable } from '../schema.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['slices'] }, 't'>;
export type ChartFilter = (eb: Eb, value: unknown, user: { id: number }) => Expression<SqlBool>;

/** favstar class_name of charts, as Superset stores it. */
export const CHART_FAVORITE_CLASS = 'slice';

/** `%text%` for a case-insensitive LIKE with `\` as the escape. */
export const likeText = (value: unknown) =>
  `%${String(value)
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const isFalse = (value: unknown) => value === false || value === 'false';
const one = sql.lit(1).as('one');

const starredBy = (eb: Eb, userId: number) =>
  eb.exists(
    eb
      .selectFrom('favstar as f')
      .select(one)
      .where('f.class_name', '=', CHART_FAVORITE_CLASS)
      .where('f.user_id', '=', userId)
      .whereRef('f.obj_id', '=', 't.id'),
  );
const ownedBy = (eb: Eb, userId: number) =>
  eb.exists(
    eb
      .selectFrom('slice_user as o')
      .select(one)
      .whereRef('o.slice_id', '=', 't.id')
      .where('o.user_id', '=', userId),
  );

/** The list's filters beyond plain columns (Superset's chart filter classes). */
export const chartListFilters: Record<string, ChartFilter> = {
  // The list's search box: name, description, type or the dataset's name contains the text.
  chart_all_text: (eb, value) => {
    const s = likeText(value);
    return eb.or([
      sql<SqlBool>`lower(t.slice_name) like ${s} escape '\\'`,
      sql<SqlBool>`lower(t.description) like ${s} escape '\\'`,
      sql<SqlBool>`lower(t.viz_type) like ${s} escape '\\'`,
      eb.exists(
        eb
          .selectFrom('tables as ds')
          .select(one)
          .whereRef('ds.id', '=', 't.datasource_id')
          .where(sql<SqlBool>`lower(ds.table_name) like ${s} escape '\\'`),
      ),
    ]);
  },
  chart_is_favorite: (eb, value, user) =>
    isFalse(value) ? eb.not(starredBy(eb, user.id)) : starredBy(eb, user.id),
  chart_is_certified: (eb, value) =>
    isFalse(value)
      ? eb.or([eb('t.certified_by', 'is', null), eb('t.certified_by', '=', '')])
      : eb.and([eb('t.certified_by', 'is not', null), eb('t.certified_by', '!=', '')]),
  chart_owned_created_favored_by_me: (eb, _value, user) =>
    eb.or([ownedBy(eb, user.id), eb('t.created_by_fk', '=', user.id), starredBy(eb, user.id)]),
  chart_created_by_me: (eb, _value, user) => eb('t.created_by_fk', '=', user.id),
  chart_has_created_by: (eb, value) =>
    isFalse(value) ? eb('t.created_by_fk', 'is', null) : eb('t.created_by_fk', 'is not', null),
};

export async function chartIdByUuid(db: MetaDb, uuid: string): Promise<number | null> {
  const row = await db.selectFrom('slices').select('id').where('uuid', '=', uuid).executeTakeFirst();
  return row?.id ?? null;
}

/** Whether another chart than `exceptId` has the uuid. */
export async function chartUuidTaken(db: MetaDb, uuid: string, exceptId: number | null): Promise<boolean> {
  const clash = await db
    .selectFrom('slices')
    .select('id')
    .where('uuid', '=', uuid)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return clash !== undefined;
}

export async function chartDashboardIds(db: MetaDb, chartId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('dashboard_slices')
    .select('dashboard_id')
    .where('slice_id', '=', chartId)
    .execute();
  return rows.map((r) => r.dashboard_id);
}

export async function insertChart(db: MetaDb, values: Insertable<SliceTable>): Promise<number> {
  const row = await db.insertInto('slices').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateChart(db: MetaDb, id: number, values: Updateable<SliceTable>): Promise<void> {
  await db.updateTable('slices').set(values).where('id', '=', id).execute();
}

export async function unlinkChartDashboards(db: MetaDb, chartId: number, dashboardIds: number[]) {
  await db
    .deleteFrom('dashboard_slices')
    .where('slice_id', '=', chartId)
    .where('dashboard_id', 'in', dashboardIds)
    .execute();
}

export async function linkChartDashboards(db: MetaDb, chartId: number, dashboardIds: number[]) {
  await db
    .insertInto('dashboard_slices')
    .values(dashboardIds.map((dashboard_id) => ({ dashboard_id, slice_id: chartId })))
    .execute();
}

export function chartNameAndUuid(db: MetaDb, id: number) {
  return db
    .selectFrom('slices')
    .select(['slice_name', 'uuid'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Charts are deleted with their favorites and tag links; owner and dashboard links go by cascade. */
export async function deleteCharts(db: MetaDb, ids: number[]) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('favstar')
      .where('class_name', '=', CHART_FAVORITE_CLASS)
      .where('obj_id', 'in', ids)
      .execute();
    await trx
      .deleteFrom('tagged_object')
      .where('object_type', '=', 'chart')
      .where('object_id', 'in', ids)
      .execute();
    await trx.deleteFrom('slices').where('id', 'in', ids).execute();
  });
}

/** The datasets charts point at, for their names and links. */
export function chartDatasets(db: MetaDb, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('tables')
    .select(['id', 'uuid', 'table_name', 'schema', 'default_endpoint'])
    .where('id', 'in', ids)
    .execute();
}

/** The dashboards of charts, by dashboard id. */
export function dashboardsOfCharts(db: MetaDb, chartIds: number[]) {
  if (!chartIds.length) return Promise.resolve([]);
  return db
    .selectFrom('dashboard_slices as ds')
    .innerJoin('dashboards as d', 'd.id', 'ds.dashboard_id')
    .select(['ds.slice_id', 'd.id', 'd.dashboard_title', 'd.json_metadata'])
    .where('ds.slice_id', 'in', chartIds)
    .orderBy('d.id')
    .execute();
}
