/** Dashboards, their charts and their datasets as Superset's REST API answers them. */
import type { Dashboard as DashboardAnswer, DashboardChart, DashboardDataset } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { linkedCharts, linkedDatasets } from '../../meta/repositories/dashboard.js';
import type { Dashboard } from '../../meta/schema.js';
import { thumbnailUrl } from '../../screenshots/digest.js';
import { tagRefsOf } from '../../services/tag/store.js';
import { chartAbout } from '../chart/serialize.js';
import { serializeColumn, serializeMetric } from '../dataset/serialize.js';
import { naturalTime } from '../humanize.js';
import { ownersOf } from '../owners.js';
import { usersById } from '../users-by-id.js';
import { themesById } from '../theme/refs.js';

/** Seconds since the epoch, as Superset's last_modified_time. */
export const lastModified = (changedOn: string) => Math.floor(Date.parse(changedOn) / 1000);

const dashboardUrl = (d: { id: number; slug: string | null }) => `/superset/dashboard/${d.slug ?? d.id}/`;

export async function serializeDashboards(rows: Dashboard[], ctx: AppContext): Promise<DashboardAnswer[]> {
  const owners = await ownersOf(
    ctx.db,
    'dashboard_user',
    'dashboard_id',
    rows.map((r) => r.id),
  );
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.changed_by_fk, r.created_by_fk]),
  );
  const themes = await themesById(
    ctx.db,
    rows.map((r) => r.theme_id),
  );
  const tags = await tagRefsOf(
    ctx.db,
    'dashboard',
    rows.map((r) => r.id),
  );
  return rows.map((d) => {
    const changedBy = d.changed_by_fk === null ? null : (users.get(d.changed_by_fk) ?? null);
    const createdBy = d.created_by_fk === null ? null : (users.get(d.created_by_fk) ?? null);
    return {
      id: d.id,
      uuid: d.uuid,
      dashboard_title: d.dashboard_title,
      slug: d.slug,
      url: dashboardUrl(d),
      published: d.published === 1,
      status: d.published === 1 ? 'published' : 'draft',
      css: d.css,
      json_metadata: d.json_metadata,
      position_json: d.position_json,
      certified_by: d.certified_by,
      certification_details: d.certification_details,
      is_managed_externally: d.is_managed_externally === 1,
      external_url: d.external_url,
      owners: owners.get(d.id) ?? [],
      changed_by: changedBy,
      changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}` : '',
      created_by: createdBy,
      // Superset answers changed_on too; the page's save compares it (confirm-dashboard-diff).
      changed_on: d.changed_on,
      changed_on_utc: d.changed_on,
      changed_on_delta_humanized: naturalTime(d.changed_on),
      created_on_delta_humanized: naturalTime(d.created_on),
      thumbnail_url: thumbnailUrl(ctx.config.features.THUMBNAILS, 'dashboard', d),
      tags: tags.get(d.id) ?? [],
      theme: d.theme_id === null ? null : (themes.get(d.theme_id) ?? null),
    };
  });
}

/** One dashboard in `{id, result}`, read again after a write. */
export async function dashboardAnswer(ctx: AppContext, row: Dashboard) {
  const [result] = await serializeDashboards([row], ctx);
  return { id: row.id, result: result! };
}

type ChartRow = Awaited<ReturnType<typeof linkedCharts>>[number];

export const serializeDashboardChart = (s: ChartRow): DashboardChart => ({
  id: s.id,
  slice_name: s.slice_name,
  viz_type: s.viz_type,
  form_data: { ...(JSON.parse(s.params ?? '{}') as object), slice_id: s.id, viz_type: s.viz_type },
  slice_url: `/explore/?slice_id=${s.id}`,
  url: `/explore/?slice_id=${s.id}`,
  ...chartAbout(s),
  datasource_id: s.datasource_id,
  datasource_type: s.datasource_type,
});

export function serializeDashboardDatasets({
  datasets,
  columns,
  metrics,
}: Awaited<ReturnType<typeof linkedDatasets>>): DashboardDataset[] {
  return datasets.map((t) => ({
    id: t.id,
    uid: `${t.id}__table`,
    type: 'table',
    table_name: t.table_name,
    datasource_name: t.table_name,
    name: t.schema ? `${t.schema}.${t.table_name}` : t.table_name,
    schema: t.schema,
    catalog: t.catalog,
    main_dttm_col: t.main_dttm_col,
    description: t.description,
    sql: t.sql,
    database: { id: t.database_id, database_name: t.database_name, backend: t.sqlalchemy_uri.split(':')[0]! },
    // Verbose names, formats and currencies: what the dashboard's charts show their values with.
    columns: columns.filter((c) => c.table_id === t.id).map((c) => serializeColumn(c, null)),
    metrics: metrics.filter((m) => m.table_id === t.id).map(serializeMetric),
  }));
}
