/**
 * Cross-filter scoping (Superset's chart_configuration and global_chart_configuration): the
 * dashboard-wide scope plus per-chart overrides, read from the metadata and written back with
 * chartsInScope computed on the layout (a chart never cross-filters itself).
 */
import {
  ROOT_ID,
  chartIdsInLayout,
  chartsInScope,
  parseChartConfiguration,
  parseGlobalChartConfiguration,
  type ChartConfiguration,
  type DashboardLayout,
  type GlobalChartConfiguration,
  type NativeFilterScope,
} from '@meridian/core';

export interface CrossFilterScoping {
  global: NativeFilterScope;
  /** Charts with their own scope, by chart id. */
  custom: Record<number, NativeFilterScope>;
}

export const allPanels = (): NativeFilterScope => ({ rootPath: [ROOT_ID], excluded: [] });

export function readCrossFilterScoping(metadata: Record<string, unknown>): CrossFilterScoping {
  const global = parseGlobalChartConfiguration(metadata)?.scope ?? allPanels();
  const custom: Record<number, NativeFilterScope> = {};
  for (const entry of Object.values(parseChartConfiguration(metadata))) {
    const scope = entry.crossFilters.scope;
    if (scope !== 'global') custom[entry.id] = scope;
  }
  return { global, custom };
}

export function buildCrossFilterMetadata(
  layout: DashboardLayout,
  scoping: CrossFilterScoping,
): { chart_configuration: ChartConfiguration; global_chart_configuration: GlobalChartConfiguration } {
  const charts = chartIdsInLayout(layout);
  const chart_configuration: ChartConfiguration = {};
  for (const id of charts) {
    const own = scoping.custom[id];
    chart_configuration[String(id)] = {
      id,
      crossFilters: {
        scope: own ?? 'global',
        chartsInScope: chartsInScope(layout, own ?? scoping.global).filter((c) => c !== id),
      },
    };
  }
  return {
    chart_configuration,
    global_chart_configuration: {
      scope: scoping.global,
      chartsInScope: chartsInScope(layout, scoping.global),
    },
  };
}
