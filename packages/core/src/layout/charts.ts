/** Charts in a layout: ids, tab subtrees, native-filter scope, and adding a chart from explore. */
import { GRID_ID, ROOT_ID } from './constants.js';
import { newChartComponent, newComponent } from './factory.js';
import { subtreeIds, topLevelTabs, updateParents } from './tree.js';
import type { DashboardLayout, LayoutComponent } from './types.js';

/** Native filter / cross-filter scope: charts under any of rootPath, minus the excluded chart ids. */
export interface FilterScope {
  rootPath: string[];
  excluded: number[];
}

/** CHART components under `rootId` (default ROOT_ID), in reading order. */
export function chartComponents(layout: DashboardLayout, rootId: string = ROOT_ID): LayoutComponent[] {
  return subtreeIds(layout, rootId)
    .map((id) => layout[id]!)
    .filter((c) => c.type === 'CHART' && typeof c.meta.chartId === 'number');
}

/** Distinct slice ids of the charts under `rootId` (a TAB id gives the charts in that tab). */
export function chartIdsInLayout(layout: DashboardLayout, rootId: string = ROOT_ID): number[] {
  return [...new Set(chartComponents(layout, rootId).map((c) => c.meta.chartId!))];
}

/**
 * Slice ids in the scope (Superset's getChartIdsInFilterScope): not excluded and placed somewhere
 * below one of rootPath. `chartIds` limits and orders the answer (default: the layout's charts).
 */
export function chartsInScope(
  layout: DashboardLayout,
  scope: FilterScope,
  chartIds?: readonly number[],
): number[] {
  const roots = new Set(scope.rootPath);
  const excluded = new Set(scope.excluded);
  const inScope = new Set<number>();
  for (const component of Object.values(layout)) {
    if (component.type !== 'CHART' || typeof component.meta.chartId !== 'number') continue;
    if (component.parents.some((p) => roots.has(p))) inScope.add(component.meta.chartId);
  }
  return (chartIds ?? chartIdsInLayout(layout)).filter((id) => inScope.has(id) && !excluded.has(id));
}

/** TAB ids holding at least one of `chartIds` (the filter's tabsInScope). */
export function tabsInScope(layout: DashboardLayout, chartIds: readonly number[]): string[] {
  const wanted = new Set(chartIds);
  const tabs = new Set<string>();
  for (const component of Object.values(layout)) {
    if (component.type !== 'CHART' || !wanted.has(component.meta.chartId as number)) continue;
    for (const p of component.parents) if (layout[p]?.type === 'TAB') tabs.add(p);
  }
  return Object.keys(layout).filter((id) => tabs.has(id));
}

export interface ChartToAdd {
  chartId: number;
  sliceName?: string;
  uuid?: string;
}

/**
 * Appends a ROW holding the chart (width 4, height 50, id CHART-explore-{id}-{n}) at the end of the
 * grid, or of the first top-level tab. A chart already on the dashboard is left where it is.
 */
export function addChartToLayout(layout: DashboardLayout, chart: ChartToAdd): DashboardLayout {
  if (chartComponents(layout).some((c) => c.meta.chartId === chart.chartId)) return layout;
  const next: DashboardLayout = { ...layout };
  if (!next[ROOT_ID]) next[ROOT_ID] = { ...newComponent('ROOT', {}, [], ROOT_ID), children: [GRID_ID] };
  if (!next[GRID_ID]) next[GRID_ID] = newComponent('GRID', {}, [ROOT_ID], GRID_ID);
  const tabs = topLevelTabs(next);
  const containerId = (tabs?.children[0] && next[tabs.children[0]] ? tabs.children[0] : undefined) ?? GRID_ID;
  const component = newChartComponent(chart, next);
  const row = newComponent('ROW');
  row.children = [component.id];
  next[component.id] = component;
  next[row.id] = row;
  const container = next[containerId]!;
  next[containerId] = { ...container, children: [...container.children, row.id] };
  return updateParents(next);
}
