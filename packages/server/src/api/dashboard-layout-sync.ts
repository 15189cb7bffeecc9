/**
 * Keeping a dashboard's layout (position_json) and its chart memberships (dashboard_slices) in
 * step, inside the caller's transaction: saving a layout links exactly the charts placed on it, and
 * a chart added to a dashboard from explore gets a row of its own at the end of the layout.
 */
import {
  addChartToLayout,
  chartComponents,
  deleteComponent,
  GRID_ID,
  parseLayout,
  ROOT_ID,
  serializeLayout,
  type DashboardLayout,
} from '@meridian/core';
import type { Kysely } from 'kysely';
import type { MetaSchema } from '../meta/schema.js';

type Db = Kysely<MetaSchema>;

/** A layout worth editing: one with a root (null/{} means "build the default from the charts"). */
const usable = (layout: DashboardLayout) =>
  Boolean(layout[ROOT_ID] && (layout[GRID_ID] || layout[ROOT_ID].children.length));

/**
 * After position_json was written: links the dashboard to the existing charts its layout places
 * (and only those), and stamps each CHART component with its chart's uuid, as Superset does.
 */
export async function syncLayoutCharts(
  db: Db,
  dashboardId: number,
  positionJson: string | null,
): Promise<void> {
  const layout = parseLayout(positionJson);
  if (!usable(layout)) return;
  const placed = [...new Set(chartComponents(layout).map((c) => c.meta.chartId!))];
  const slices = placed.length
    ? await db.selectFrom('slices').select(['id', 'uuid']).where('id', 'in', placed).execute()
    : [];
  const uuids = new Map(slices.map((s) => [s.id, s.uuid]));
  let next = layout;
  for (const component of chartComponents(layout)) {
    const uuid = uuids.get(component.meta.chartId!);
    if (uuid && component.meta.uuid !== uuid) {
      next = { ...next, [component.id]: { ...component, meta: { ...component.meta, uuid } } };
    }
  }
  if (next !== layout) {
    await db
      .updateTable('dashboards')
      .set({ position_json: serializeLayout(next) })
      .where('id', '=', dashboardId)
      .execute();
  }
  await db.deleteFrom('dashboard_slices').where('dashboard_id', '=', dashboardId).execute();
  if (slices.length) {
    await db
      .insertInto('dashboard_slices')
      .values(slices.map((s) => ({ dashboard_id: dashboardId, slice_id: s.id })))
      .execute();
  }
}

/** Places the chart at the end of each dashboard's layout (width 4, height 50), if it has one. */
export async function placeChartOnDashboards(
  db: Db,
  chart: { id: number; slice_name: string; uuid: string },
  dashboardIds: number[],
): Promise<void> {
  await editLayouts(db, dashboardIds, (layout) =>
    addChartToLayout(layout, { chartId: chart.id, sliceName: chart.slice_name, uuid: chart.uuid }),
  );
}

/** Takes the chart's components (and rows they leave empty) off each dashboard's layout. */
export async function removeChartFromDashboards(
  db: Db,
  chartId: number,
  dashboardIds: number[],
): Promise<void> {
  await editLayouts(db, dashboardIds, (layout) =>
    chartComponents(layout)
      .filter((c) => c.meta.chartId === chartId)
      .reduce((acc, c) => deleteComponent(acc, c.id), layout),
  );
}

async function editLayouts(
  db: Db,
  dashboardIds: number[],
  edit: (layout: DashboardLayout) => DashboardLayout,
) {
  if (dashboardIds.length === 0) return;
  const rows = await db
    .selectFrom('dashboards')
    .select(['id', 'position_json'])
    .where('id', 'in', dashboardIds)
    .execute();
  for (const row of rows) {
    const layout = parseLayout(row.position_json);
    if (!usable(layout)) continue;
    const next = edit(layout);
    if (next !== layout) {
      await db
        .updateTable('dashboards')
        .set({ position_json: serializeLayout(next) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
