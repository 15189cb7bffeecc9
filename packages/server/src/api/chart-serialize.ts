/**
 * Charts as Superset's API shows them: the list item, the `GET /api/v1/chart/{id}` result (with
 * `columns`/`select_columns` projections such as `dashboards.id`), and a chart's form_data.
 */
import { ownersOf } from './owners.js';
import type { AppContext } from '../context.js';
import type { SliceRow } from '../security/access/chart.js';
import { exploreUrl } from './dataset-serialize.js';
import { naturalTime } from './humanize.js';

export const chartUrl = (id: number) => `/explore/?slice_id=${id}`;
export const chartEditUrl = (id: number) => `/chart/edit/${id}`;

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Superset's Slice.form_data: the saved params plus the chart's identity. */
export function chartFormData(s: SliceRow): Record<string, unknown> {
  const formData: Record<string, unknown> = {
    ...parseObject(s.params),
    slice_id: s.id,
    viz_type: s.viz_type,
    datasource: `${s.datasource_id}__${s.datasource_type}`,
  };
  if (s.cache_timeout) formData.cache_timeout = s.cache_timeout;
  return formData;
}

const chartOwners = (ctx: AppContext, ids: number[]) => ownersOf(ctx.db, 'slice_user', 'slice_id', ids);

type Named = { id: number; first_name: string; last_name: string };
const fullName = (u: Named | null) => (u ? `${u.first_name} ${u.last_name}` : null);

/** What the list and item shapes need besides the rows, loaded in a few queries. */
async function related(ctx: AppContext, rows: SliceRow[]) {
  const ids = rows.map((r) => r.id);
  const datasetIds = [
    ...new Set(
      rows
        .filter((r) => r.datasource_type === 'table' && r.datasource_id !== null)
        .map((r) => r.datasource_id!),
    ),
  ];
  const userIds = [
    ...new Set(
      rows
        .flatMap((r) => [r.changed_by_fk, r.created_by_fk, r.last_saved_by_fk])
        .filter((i): i is number => i !== null),
    ),
  ];
  const [owners, datasets, users, dashboards] = await Promise.all([
    chartOwners(ctx, ids),
    datasetIds.length
      ? ctx.db
          .selectFrom('tables')
          .select(['id', 'uuid', 'table_name', 'schema', 'default_endpoint'])
          .where('id', 'in', datasetIds)
          .execute()
      : [],
    userIds.length
      ? ctx.db
          .selectFrom('ab_user')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', userIds)
          .execute()
      : [],
    ids.length
      ? ctx.db
          .selectFrom('dashboard_slices as ds')
          .innerJoin('dashboards as d', 'd.id', 'ds.dashboard_id')
          .select(['ds.slice_id', 'd.id', 'd.dashboard_title', 'd.json_metadata'])
          .where('ds.slice_id', 'in', ids)
          .orderBy('d.id')
          .execute()
      : [],
  ]);
  const dashboardsOf = new Map<
    number,
    { id: number; dashboard_title: string | null; json_metadata: string | null }[]
  >();
  for (const d of dashboards) {
    const list = dashboardsOf.get(d.slice_id) ?? [];
    list.push({ id: d.id, dashboard_title: d.dashboard_title, json_metadata: d.json_metadata });
    dashboardsOf.set(d.slice_id, list);
  }
  return {
    owners,
    datasets: new Map(datasets.map((d) => [d.id, d])),
    users: new Map<number, Named>(users.map((u) => [u.id, u])),
    dashboardsOf,
  };
}

function base(s: SliceRow, rel: Awaited<ReturnType<typeof related>>) {
  const ds =
    s.datasource_type === 'table' && s.datasource_id !== null ? rel.datasets.get(s.datasource_id) : undefined;
  const user = (id: number | null) => (id === null ? null : (rel.users.get(id) ?? null));
  return {
    id: s.id,
    uuid: s.uuid,
    slice_name: s.slice_name,
    viz_type: s.viz_type,
    description: s.description,
    params: s.params,
    query_context: s.query_context,
    cache_timeout: s.cache_timeout,
    certified_by: s.certified_by,
    certification_details: s.certification_details,
    is_managed_externally: s.is_managed_externally === 1,
    external_url: s.external_url,
    datasource_id: s.datasource_id,
    datasource_type: s.datasource_type,
    datasource_uuid: ds?.uuid ?? null,
    datasource_name_text: ds ? (ds.schema ? `${ds.schema}.${ds.table_name}` : ds.table_name) : null,
    datasource_url: ds ? exploreUrl(ds) : null,
    owners: rel.owners.get(s.id) ?? [],
    url: chartUrl(s.id),
    thumbnail_url: null,
    tags: [],
    changed_on_delta_humanized: naturalTime(s.changed_on),
    user,
  };
}

export async function serializeChartList(rows: SliceRow[], ctx: AppContext) {
  const rel = await related(ctx, rows);
  return rows.map((s) => {
    const { user, ...b } = base(s, rel);
    const changedBy = user(s.changed_by_fk);
    const createdBy = user(s.created_by_fk);
    const ds = s.datasource_id !== null ? rel.datasets.get(s.datasource_id) : undefined;
    return {
      ...b,
      dashboards: (rel.dashboardsOf.get(s.id) ?? []).map((d) => ({
        id: d.id,
        dashboard_title: d.dashboard_title,
      })),
      slice_url: chartUrl(s.id),
      edit_url: chartEditUrl(s.id),
      form_data: chartFormData(s),
      table: ds ? { table_name: ds.table_name, default_endpoint: ds.default_endpoint } : null,
      changed_by: changedBy,
      changed_by_name: fullName(changedBy) ?? '',
      created_by: createdBy,
      created_by_name: fullName(createdBy) ?? '',
      last_saved_at: s.last_saved_at,
      last_saved_by: user(s.last_saved_by_fk),
      changed_on_utc: s.changed_on,
      changed_on_dttm: Date.parse(s.changed_on),
      created_on_delta_humanized: naturalTime(s.created_on),
    };
  });
}

/** The `GET /api/v1/chart/{id}` result. */
export async function serializeChart(row: SliceRow, ctx: AppContext) {
  const rel = await related(ctx, [row]);
  const { user: _user, ...b } = base(row, rel);
  return {
    ...b,
    dashboards: rel.dashboardsOf.get(row.id) ?? [],
    form_data: chartFormData(row),
    changed_on: row.changed_on,
    last_saved_at: row.last_saved_at,
  };
}

/**
 * Keeps the requested columns. `dashboards.id` keeps `dashboards` with only `id` in each element,
 * as Flask-AppBuilder's dotted column names do.
 */
export function projectColumns(
  item: Record<string, unknown>,
  columns: readonly string[] | undefined,
): Record<string, unknown> {
  if (!columns?.length) return item;
  const wanted = new Map<string, Set<string> | null>();
  for (const c of columns) {
    const [head, ...rest] = c.split('.');
    if (!head || !(head in item)) continue;
    if (rest.length === 0) wanted.set(head, null);
    else if (wanted.get(head) !== null) wanted.set(head, (wanted.get(head) ?? new Set()).add(rest.join('.')));
  }
  const pick = (v: unknown, keys: Set<string>): unknown => {
    if (Array.isArray(v)) return v.map((e) => pick(e, keys));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k]) => keys.has(k)));
    return v;
  };
  return Object.fromEntries([...wanted].map(([k, sub]) => [k, sub === null ? item[k] : pick(item[k], sub)]));
}
