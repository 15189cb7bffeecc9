/**
 * Which filters of the bar apply to what the user sees: a filter is out of scope when every chart it
 * applies to sits under a tab that is not active (Superset's "Filters out of scope"). A filter's
 * charts are computed from its scope on today's layout (nativeFilterChartIds), as for the charts'
 * queries: stored chartsInScope/tabsInScope lists go stale (moved charts, imported bundles).
 * Dashboards without tabs, and dividers, are always in scope.
 */
import { nativeFilterChartIds, type DashboardLayout, type FilterConfigItem } from '@meridian/core';

/** The TAB ids above each chart of the layout (a chart placed twice keeps every placement). */
export function chartTabParents(layout: DashboardLayout): Map<number, string[][]> {
  const out = new Map<number, string[][]>();
  for (const c of Object.values(layout)) {
    if (c.type !== 'CHART' || typeof c.meta.chartId !== 'number') continue;
    const tabs = (c.parents ?? []).filter((id) => layout[id]?.type === 'TAB');
    out.set(c.meta.chartId, [...(out.get(c.meta.chartId) ?? []), tabs]);
  }
  return out;
}

export function splitByScope<T extends FilterConfigItem>(
  items: readonly T[],
  layout: DashboardLayout,
  activeTabs: readonly string[],
): { inScope: T[]; outOfScope: T[] } {
  const hasTabs = Object.values(layout).some((c) => c.type === 'TAB');
  if (!hasTabs) return { inScope: [...items], outOfScope: [] };
  const active = new Set(activeTabs);
  const parents = chartTabParents(layout);
  const visible = (chartId: number) =>
    (parents.get(chartId) ?? []).some((tabs) => tabs.every((t) => active.has(t)));
  const inScope: T[] = [];
  const outOfScope: T[] = [];
  for (const item of items) {
    let shown: boolean;
    if (item.type === 'DIVIDER') shown = true;
    else {
      const charts = nativeFilterChartIds(item, layout);
      // With no chart left in its scope, Superset keeps a filter shown only while its scope's root
      // is an active tab.
      shown = charts.length
        ? charts.some(visible)
        : (item.scope?.rootPath ?? []).some((id) => active.has(id));
    }
    (shown ? inScope : outOfScope).push(item);
  }
  return { inScope, outOfScope };
}
