/**
 * "This chart has been moved to a different filter scope." (spec §4): after a move, the charts in the
 * moved component are checked against every native filter's scope; when a filter reaches one of
 * them before the move and not after (or the other way round), the move changed what filters it.
 */
import { chartIdsInLayout, chartsInScope, type DashboardLayout, type FilterConfigItem } from '@meridian/core';

export function movedAcrossFilterScope(
  before: DashboardLayout,
  after: DashboardLayout,
  movedId: string,
  filters: Readonly<Record<string, FilterConfigItem>>,
): boolean {
  if (!after[movedId]) return false;
  const charts = chartIdsInLayout(after, movedId);
  if (charts.length === 0) return false;
  for (const filter of Object.values(filters)) {
    if (filter.type !== 'NATIVE_FILTER' || !filter.scope) continue;
    const was = new Set(chartsInScope(before, filter.scope, charts));
    const is = new Set(chartsInScope(after, filter.scope, charts));
    if (charts.some((id) => was.has(id) !== is.has(id))) return true;
  }
  return false;
}
