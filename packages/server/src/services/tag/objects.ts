/**
 * `get_objects`: the dashboards, charts and saved queries carrying some tags (by id, or by name),
 * limited to what the user sees, in Superset's TaggedObjectEntityResponseSchema shape.
 */
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { MetaDb } from '../../meta/db.js';
import type { MetaSchema } from '../../meta/schema.js';
import type { AuthUser } from '../../security/auth.js';
import { visibleCharts } from '../../security/access/chart.js';
import { visibleDashboards } from '../../security/access/dashboard.js';
import { savedQueryOwnerFilter } from '../saved-query/saved-query.js';
import { tagsOf } from './store.js';
import { tagTypeId, type ObjectTypeName } from './vocabulary.js';

export interface TagSelector {
  tagIds: number[];
  names: string[];
  types: ObjectTypeName[];
  /** These objects whatever their tags (a visibility check). */
  onlyIds?: number[];
}

interface Row {
  id: number;
  name: string | null;
  url: string;
  changed_on: string;
  created_by_fk: number | null;
}

type Eb<T extends keyof MetaSchema> = ExpressionBuilder<MetaSchema & { t: MetaSchema[T] }, 't'>;
const always = sql<SqlBool>`1 = 1`;

/** The ids of objects of this type carrying one of the selected tags. */
function taggedIds(db: MetaDb, type: ObjectTypeName, sel: TagSelector) {
  let q = db
    .selectFrom('tagged_object as o')
    .innerJoin('tag as g', 'g.id', 'o.tag_id')
    .select('o.object_id')
    .where('o.object_type', '=', type);
  if (sel.tagIds.length) q = q.where('g.id', 'in', sel.tagIds);
  else if (sel.names.length) q = q.where('g.name', 'in', sel.names);
  return q;
}

async function rowsOf(db: MetaDb, user: AuthUser, type: ObjectTypeName, sel: TagSelector): Promise<Row[]> {
  const ids = sel.onlyIds ?? taggedIds(db, type, sel);
  if (type === 'dashboard') {
    const rows = await db
      .selectFrom('dashboards as t')
      .select(['t.id', 't.dashboard_title as name', 't.slug', 't.changed_on', 't.created_by_fk'])
      .where((eb) => (Array.isArray(ids) ? eb('t.id', 'in', ids.length ? ids : [-1]) : eb('t.id', 'in', ids)))
      .where((eb) => visibleDashboards(eb as Eb<'dashboards'>, user) ?? always)
      .execute();
    return rows.map((r) => ({ ...r, url: `/superset/dashboard/${r.slug ?? r.id}/` }));
  }
  if (type === 'chart') {
    const rows = await db
      .selectFrom('slices as t')
      .select(['t.id', 't.slice_name as name', 't.changed_on', 't.created_by_fk'])
      .where((eb) => (Array.isArray(ids) ? eb('t.id', 'in', ids.length ? ids : [-1]) : eb('t.id', 'in', ids)))
      .where((eb) => visibleCharts(eb as Eb<'slices'>, user) ?? always)
      .execute();
    return rows.map((r) => ({ ...r, url: `/explore/?slice_id=${r.id}` }));
  }
  const owner = savedQueryOwnerFilter(user);
  const rows = await db
    .selectFrom('saved_query as t')
    .select(['t.id', 't.label as name', 't.changed_on', 't.created_by_fk', 't.user_id'])
    .where((eb) => (Array.isArray(ids) ? eb('t.id', 'in', ids.length ? ids : [-1]) : eb('t.id', 'in', ids)))
    .where((eb) =>
      owner === null ? always : eb.or([eb('t.user_id', '=', owner), eb('t.created_by_fk', '=', owner)]),
    )
    .execute();
  return rows.map((r) => ({ ...r, url: `/sqllab/?savedQueryId=${r.id}` }));
}

const OWNER_LINKS = {
  dashboard: { table: 'dashboard_user', fk: 'dashboard_id' },
  chart: { table: 'slice_user', fk: 'slice_id' },
} as const;

async function ownersOf(db: MetaDb, type: ObjectTypeName, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const out = new Map<number, number[]>();
  if (type === 'query' || ids.length === 0) {
    for (const r of rows) out.set(r.id, r.created_by_fk === null ? [] : [r.created_by_fk]);
    return out;
  }
  const { table, fk } = OWNER_LINKS[type as 'dashboard' | 'chart'];
  const links = await db
    .selectFrom(`${table} as l` as 'dashboard_user as l')
    .select([sql.ref<number>(`l.${fk}`).as('obj'), 'l.user_id'])
    .where(sql.ref(`l.${fk}`), 'in', ids)
    .execute();
  for (const l of links) out.set(l.obj, [...(out.get(l.obj) ?? []), l.user_id]);
  return out;
}

async function userNames(db: MetaDb, ids: number[]) {
  const wanted = [...new Set(ids)];
  const rows = wanted.length
    ? await db
        .selectFrom('ab_user')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', wanted)
        .execute()
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The tagged objects the user sees, dashboards first, then charts, then saved queries. */
export async function taggedObjects(db: MetaDb, user: AuthUser, sel: TagSelector) {
  const out: Record<string, unknown>[] = [];
  for (const type of ['dashboard', 'chart', 'query'] as const) {
    if (sel.types.length && !sel.types.includes(type)) continue;
    const rows = await rowsOf(db, user, type, sel);
    const owners = await ownersOf(db, type, rows);
    const tags = await tagsOf(
      db,
      type,
      rows.map((r) => r.id),
    );
    const users = await userNames(db, [
      ...rows.flatMap((r) => (r.created_by_fk ? [r.created_by_fk] : [])),
      ...[...owners.values()].flat(),
    ]);
    for (const r of rows) {
      const creator = r.created_by_fk === null ? undefined : users.get(r.created_by_fk);
      out.push({
        id: r.id,
        type,
        name: r.name ?? '',
        url: r.url,
        changed_on: r.changed_on,
        created_by: creator ?? null,
        creator: creator ? `${creator.first_name} ${creator.last_name}` : '',
        owners: (owners.get(r.id) ?? []).flatMap((o) => (users.get(o) ? [users.get(o)!] : [])),
        tags: (tags.get(r.id) ?? []).map((t) => ({ id: t.id, name: t.name, type: tagTypeId(t.type) })),
      });
    }
  }
  return out;
}
