/**
 * The scoping tree of the filter configuration and cross-filter scoping modals: the dashboard's
 * tabs and charts (rows, columns and the grid are flattened away), and the conversions between the
 * charts ticked in it and a scope {rootPath, excluded} (Superset's shape: whole tabs as roots where
 * possible, so charts added to those tabs later are in scope too).
 */
import {
  GRID_ID,
  ROOT_ID,
  chartIdsInLayout,
  chartsInScope,
  tabsInScope,
  type DashboardLayout,
  type NativeFilterScope,
} from '@meridian/core';

export interface ScopeTreeNode {
  key: string;
  title: string;
  kind: 'root' | 'tab' | 'chart';
  chartId?: number;
  children?: ScopeTreeNode[];
}

export const ALL_PANELS_SCOPE: NativeFilterScope = { rootPath: [ROOT_ID], excluded: [] };

export const isScopingAll = (scope: NativeFilterScope | undefined): boolean =>
  !scope || (scope.rootPath.length === 1 && scope.rootPath[0] === ROOT_ID && scope.excluded.length === 0);

/** Tree nodes under layout component `id` (TABs and CHARTs; other containers are see-through). */
function nodesUnder(
  layout: DashboardLayout,
  id: string,
  chartName: (chartId: number, componentId: string) => string,
  skipChart?: number,
): ScopeTreeNode[] {
  const out: ScopeTreeNode[] = [];
  for (const childId of layout[id]?.children ?? []) {
    const c = layout[childId];
    if (!c) continue;
    if (c.type === 'CHART' && typeof c.meta.chartId === 'number') {
      if (c.meta.chartId === skipChart) continue;
      out.push({ key: c.id, title: chartName(c.meta.chartId, c.id), kind: 'chart', chartId: c.meta.chartId });
    } else if (c.type === 'TAB') {
      const children = nodesUnder(layout, c.id, chartName, skipChart);
      if (children.length > 0)
        out.push({ key: c.id, title: tabTitle(c.meta.text, c.meta.defaultText), kind: 'tab', children });
    } else {
      out.push(...nodesUnder(layout, c.id, chartName, skipChart));
    }
  }
  return out;
}

const tabTitle = (text: unknown, defaultText: unknown) =>
  (typeof text === 'string' && text) || (typeof defaultText === 'string' && defaultText) || 'Tab';

/**
 * The tree: one "All panels" root holding the tabs and charts of the layout. `skipChart` leaves a
 * chart out (a chart's own cross-filter scope never holds the chart).
 */
export function buildScopeTree(
  layout: DashboardLayout,
  chartName: (chartId: number, componentId: string) => string,
  skipChart?: number,
): ScopeTreeNode[] {
  const start = layout[ROOT_ID] ? ROOT_ID : GRID_ID;
  const children = nodesUnder(layout, start, chartName, skipChart);
  return children.length ? [{ key: ROOT_ID, title: 'All panels', kind: 'root', children }] : [];
}

/** Chart component keys of the tree that a scope covers (what the tree shows ticked). */
export function checkedKeysForScope(
  layout: DashboardLayout,
  scope: NativeFilterScope,
  skipChart?: number,
): string[] {
  const inScope = new Set(chartsInScope(layout, scope));
  return Object.values(layout)
    .filter(
      (c) =>
        c.type === 'CHART' &&
        typeof c.meta.chartId === 'number' &&
        c.meta.chartId !== skipChart &&
        inScope.has(c.meta.chartId),
    )
    .map((c) => c.id);
}

/** Chart ids of the ticked tree keys (tab and root keys are ignored: their charts are ticked too). */
export function chartIdsOfKeys(layout: DashboardLayout, keys: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const key of keys) {
    const c = layout[key];
    if (c?.type === 'CHART' && typeof c.meta.chartId === 'number') ids.add(c.meta.chartId);
  }
  return [...ids];
}

/** The TAB ids nearest below `id` (not looking inside those tabs). */
function childTabs(layout: DashboardLayout, id: string): string[] {
  const out: string[] = [];
  for (const childId of layout[id]?.children ?? []) {
    const c = layout[childId];
    if (!c) continue;
    if (c.type === 'TAB') out.push(c.id);
    else out.push(...childTabs(layout, c.id));
  }
  return out;
}

/**
 * The scope whose charts are exactly `selected` (among the layout's charts; `skipChart` counts as
 * selected, being out of the tree): whole tabs become roots, a partly ticked container becomes a
 * root with its unticked charts excluded.
 */
export function scopeFromCharts(
  layout: DashboardLayout,
  selected: readonly number[],
  skipChart?: number,
): NativeFilterScope {
  const sel = new Set(selected);
  if (skipChart !== undefined) sel.add(skipChart);
  const all = chartIdsInLayout(layout);
  if (all.every((id) => sel.has(id))) return { ...ALL_PANELS_SCOPE, excluded: [] };
  const rootPath: string[] = [];
  const excluded = new Set<number>();
  const visit = (id: string) => {
    const charts = chartIdsInLayout(layout, id);
    const ticked = charts.filter((c) => sel.has(c));
    if (ticked.length === 0) return;
    if (ticked.length === charts.length) {
      rootPath.push(id);
      return;
    }
    const tabs = childTabs(layout, id);
    const inTabs = new Set(tabs.flatMap((t) => chartIdsInLayout(layout, t)));
    if (charts.some((c) => sel.has(c) && !inTabs.has(c))) {
      rootPath.push(id);
      for (const c of charts) if (!sel.has(c)) excluded.add(c);
      return;
    }
    tabs.forEach(visit);
  };
  visit(ROOT_ID);
  if (skipChart !== undefined) excluded.delete(skipChart);
  return { rootPath, excluded: [...excluded] };
}

/** chartsInScope and tabsInScope of a scope on this layout (what is saved with the filter). */
export function scopeFields(layout: DashboardLayout, scope: NativeFilterScope) {
  const charts = chartsInScope(layout, scope);
  return { chartsInScope: charts, tabsInScope: tabsInScope(layout, charts) };
}
