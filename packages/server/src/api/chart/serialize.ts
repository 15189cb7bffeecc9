/**
 * Charts as Superset's API shows them: the list item and the `GET /api/v1/chart/{id}` result (with
 * `columns`/`select_columns` projections such as `dashboards.id`); both satisfy core's schemas.
 */
import type { ChartDetail, ChartListItem } from '@meridian/core';
import { thumbnailUrl } from '../../screenshots/digest.js';
import type { AppContext } from '../../context.js';
import { chartDatasets, dashboardsOfCharts } from '../../meta/repositories/chart.js';
import type { SliceRow } from '../../security/access/chart.js';
import { chartFormData } from '../../services/chart/form-data.js';
import { tagRefsOf } from '../../services/tag/store.js';
import { exploreUrl } from '../dataset/serialize.js';
import { naturalTime } from '../humanize.js';
import { ownersOf } from '../owners.js';
import { usersById, type UserName } from '../users-by-id.js';

export const chartUrl = (id: number) => `/explore/?slice_id=${id}`;
export const chartEditUrl = (id: number) => `/chart/edit/${id}`;

/** What a chart says about itself on a dashboard and in explore: description, cache, certification. */
export const chartAbout = (
  s: Pick<
    SliceRow,
    | 'description'
    | 'cache_timeout'
    | 'certified_by'
    | 'certification_details'
    | 'is_managed_externally'
    | 'changed_on'
  >,
) => ({
  description: s.description,
  cache_timeout: s.cache_timeout,
  certified_by: s.certified_by,
  certification_details: s.certification_details,
  is_managed_externally: s.is_managed_externally === 1,
  changed_on: s.changed_on,
});

const fullName = (u: UserName | null) => (u ? `${u.first_name} ${u.last_name}` : '');
const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

/** What the list and item shapes need besides the rows, loaded in a few queries. */
async function related(ctx: AppContext, rows: SliceRow[]) {
  const ids = rows.map((r) => r.id);
  const datasetIds = unique(rows.map((r) => (r.datasource_type === 'table' ? r.datasource_id : null)));
  const [owners, datasets, users, dashboards, tags] = await Promise.all([
    ownersOf(ctx.db, 'slice_user', 'slice_id', ids),
    chartDatasets(ctx.db, datasetIds),
    usersById(
      ctx,
      rows.flatMap((r) => [r.changed_by_fk, r.created_by_fk, r.last_saved_by_fk]),
    ),
    dashboardsOfCharts(ctx.db, ids),
    tagRefsOf(ctx.db, 'chart', ids),
  ]);
  const dashboardsOf = new Map<
    number,
    { id: number; dashboard_title: string | null; json_metadata: string | null }[]
  >();
  for (const { slice_id, ...d } of dashboards)
    dashboardsOf.set(slice_id, [...(dashboardsOf.get(slice_id) ?? []), d]);
  const thumbnails = ctx.config.features.THUMBNAILS;
  return { owners, datasets: new Map(datasets.map((d) => [d.id, d])), users, dashboardsOf, thumbnails, tags };
}
type Related = Awaited<ReturnType<typeof related>>;

function base(s: SliceRow, rel: Related) {
  const ds =
    s.datasource_type === 'table' && s.datasource_id !== null ? rel.datasets.get(s.datasource_id) : undefined;
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
    thumbnail_url: thumbnailUrl(rel.thumbnails, 'chart', s),
    tags: rel.tags.get(s.id) ?? [],
    changed_on_delta_humanized: naturalTime(s.changed_on),
  };
}

function listItem(s: SliceRow, rel: Related): ChartListItem {
  const user = (id: number | null) => (id === null ? null : (rel.users.get(id) ?? null));
  const changedBy = user(s.changed_by_fk);
  const createdBy = user(s.created_by_fk);
  const ds = s.datasource_id !== null ? rel.datasets.get(s.datasource_id) : undefined;
  return {
    ...base(s, rel),
    dashboards: (rel.dashboardsOf.get(s.id) ?? []).map((d) => ({
      id: d.id,
      dashboard_title: d.dashboard_title,
    })),
    slice_url: chartUrl(s.id),
    edit_url: chartEditUrl(s.id),
    form_data: chartFormData(s),
    table: ds ? { table_name: ds.table_name, default_endpoint: ds.default_endpoint } : null,
    changed_by: changedBy,
    changed_by_name: fullName(changedBy),
    created_by: createdBy,
    created_by_name: fullName(createdBy),
    last_saved_at: s.last_saved_at,
    last_saved_by: user(s.last_saved_by_fk),
    changed_on_utc: s.changed_on,
    changed_on_dttm: Date.parse(s.changed_on),
    created_on_delta_humanized: naturalTime(s.created_on),
  };
}

export async function serializeChartList(rows: SliceRow[], ctx: AppContext): Promise<ChartListItem[]> {
  const rel = await related(ctx, rows);
  return rows.map((s) => listItem(s, rel));
}

/** The `GET /api/v1/chart/{id}` result. */
export async function serializeChart(row: SliceRow, ctx: AppContext): Promise<ChartDetail> {
  const rel = await related(ctx, [row]);
  return {
    ...base(row, rel),
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
