/**
 * Keeping a dashboard's layout (position_json) and its chart memberships (dashboard_slices) in
 * step, inside the caller's transaction: saving a layout links exactly the charts placed on it, and
 * a chart added to a dashboard from explore gets a row of its own at the end of the layout.
 */
import {
  addChartToLayout,
  chartComponents,
  chartIdsInLayout,
  deleteComponent,
  GRID_ID,
  parseLayout,
  ROOT_ID,
  serializeLayout,
  type DashboardLayout,
} from '@meridian/core';
import type { MetaDb } from '../../meta/db.js';
import {
  chartUuids,
  dashboardLayouts,
  replaceLinkedCharts,
  updateDashboard,
  visibleChartIds,
} from '../../meta/repositories/dashboard.js';
import type { AuthUser } from '../../security/auth.js';
import { visibleCharts } from '../../security/access/chart.js';
import { invalidField } from '../../domain-errors.js';

/** A layout worth editing: one with a root (null/{} means "build the default from the charts"). */
const usable = (layout: DashboardLayout) =>
  Boolean(layout[ROOT_ID] && (layout[GRID_ID] || layout[ROOT_ID].children.length));

/** The distinct chart ids a saved layout places (none when it is not a usable layout). */
export function placedChartIds(positionJson: string | null): number[] {
  const layout = parseLayout(positionJson);
  return usable(layout) ? chartIdsInLayout(layout) : [];
}

/** Of `ids`, those that are no chart the user may see (missing and invisible alike). */
export async function unseenCharts(db: MetaDb, user: AuthUser, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const ok = new Set(await visibleChartIds(db, wanted, (eb) => visibleCharts(eb, user)));
  return wanted.filter((id) => !ok.has(id));
}

/**
 * Linking a chart to a dashboard exposes its form data (and its dataset's definition) to whoever
 * sees the dashboard, so a layout may only place charts its author may see. Charts the dashboard
 * already shows stay placeable (a co-owner who cannot see one may still rearrange the layout).
 * Missing and invisible ids get the same 400 naming `field`, so existence does not leak.
 */
export async function requirePlaceableCharts(
  db: MetaDb,
  user: AuthUser,
  positionJson: string | null,
  field: string,
  alreadyLinked: readonly number[] = [],
): Promise<void> {
  const linked = new Set(alreadyLinked);
  const fresh = placedChartIds(positionJson).filter((id) => !linked.has(id));
  const refused = await unseenCharts(db, user, fresh);
  if (refused.length) {
    throw invalidField(field, `Charts do not exist or are not accessible: ${refused.join(', ')}`);
  }
}

/**
 * After position_json was written: links the dashboard to the existing charts its layout places
 * (and only those), and stamps each CHART component with its chart's uuid, as Superset does.
 */
export async function syncLayoutCharts(
  db: MetaDb,
  dashboardId: number,
  positionJson: string | null,
): Promise<void> {
  const layout = parseLayout(positionJson);
  if (!usable(layout)) return;
  const placed = [...new Set(chartComponents(layout).map((c) => c.meta.chartId!))];
  const slices = await chartUuids(db, placed);
  const uuids = new Map(slices.map((s) => [s.id, s.uuid]));
  let next = layout;
  for (const component of chartComponents(layout)) {
    const uuid = uuids.get(component.meta.chartId!);
    if (uuid && component.meta.uuid !== uuid) {
      next = { ...next, [component.id]: { ...component, meta: { ...component.meta, uuid } } };
    }
  }
  if (next !== layout) await updateDashboard(db, dashboardId, { position_json: serializeLayout(next) });
  await replaceLinkedCharts(
    db,
    dashboardId,
    slices.map((s) => s.id),
  );
}

/** Places the chart at the end of each dashboard's layout (width 4, height 50), if it has one. */
export async function placeChartOnDashboards(
  db: MetaDb,
  chart: { id: number; slice_name: string; uuid: string },
  dashboardIds: number[],
): Promise<void> {
  await editLayouts(db, dashboardIds, (layout) =>
    addChartToLayout(layout, { chartId: chart.id, sliceName: chart.slice_name, uuid: chart.uuid }),
  );
}

/** Takes the chart's components (and rows they leave empty) off each dashboard's layout. */
export async function removeChartFromDashboards(
  db: MetaDb,
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
  db: MetaDb,
  dashboardIds: number[],
  edit: (layout: DashboardLayout) => DashboardLayout,
) {
  if (dashboardIds.length === 0) return;
  for (const row of await dashboardLayouts(db, dashboardIds)) {
    const layout = parseLayout(row.position_json);
    if (!usable(layout)) continue;
    const next = edit(layout);
    if (next !== layout) await updateDashboard(db, row.id, { position_json: serializeLayout(next) });
  }
}
