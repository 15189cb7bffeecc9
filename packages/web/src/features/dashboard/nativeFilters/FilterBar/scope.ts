/**
 * Which filters of the bar apply to what the user sees: a filter is out of scope when every chart it
 * applies to sits under a tab that is not active (Superset's "Filters out of scope"). Dashboards
 * without tabs, and filters whose scope is unknown, are always in scope.
 */
import type { DashboardLayout, FilterConfigItem } from '@meridian/core';

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
    const charts = item.chartsInScope;
    let shown: boolean;
    if (Array.isArray(charts)) shown = charts.some(visible);
    else if (Array.isArray(item.tabsInScope) && item.tabsInScope.length)
      shown = item.tabsInScope.some((t) => active.has(t));
    else shown = true;
    (shown ? inScope : outOfScope).push(item);
  }
  return { inScope, outOfScope };
}
