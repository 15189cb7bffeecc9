/**
 * What a dashboard chart reads about filters from the page store. Per-chart results keep their
 * identity while their content is unchanged, so a chart whose filters did not change keeps the same
 * form data and does not query again when another chart's filter moves.
 */
import {
  appliedFiltersForChart,
  chartComponents,
  extraFormDataForChart,
  parseChartConfiguration,
  parseGlobalChartConfiguration,
  pendingRequiredFilters,
  type AppliedFilter,
  type ChartFiltersArgs,
  type DataMaskWithId,
  type ExtraFormData,
} from '@meridian/core';
import { createSelector } from '@reduxjs/toolkit';
import type { DashboardRootState } from './store';

const selectMetadata = (s: DashboardRootState) => s.dashboardInfo.metadata;
const selectLayout = (s: DashboardRootState) => s.dashboardLayout.present;

export const selectChartConfiguration = createSelector([selectMetadata], (m) => parseChartConfiguration(m));
export const selectGlobalChartConfiguration = createSelector([selectMetadata], (m) =>
  parseGlobalChartConfiguration(m),
);
export const selectCrossFiltersEnabled = (s: DashboardRootState) =>
  s.dashboardInfo.metadata.cross_filters_enabled;

/** Chart names as the layout shows them (renamed on the dashboard, else the slice name). */
export const selectChartNames = createSelector([selectLayout], (layout) => {
  const names: Record<number, string> = {};
  for (const c of chartComponents(layout)) {
    const name = c.meta.sliceNameOverride || c.meta.sliceName;
    if (typeof name === 'string' && name) names[c.meta.chartId!] = name;
  }
  return names;
});

/** Everything the per-chart filter computations read, as one memoised object. */
const selectFilterInputs = createSelector(
  [
    selectLayout,
    (s: DashboardRootState) => s.nativeFilters.filters,
    (s: DashboardRootState) => s.nativeFilters.order,
    (s: DashboardRootState) => s.dataMask,
    selectChartConfiguration,
    selectGlobalChartConfiguration,
    selectCrossFiltersEnabled,
    selectChartNames,
  ],
  (
    layout,
    filters,
    filterOrder,
    dataMasks,
    chartConfiguration,
    globalChartConfiguration,
    crossFiltersEnabled,
    chartNames,
  ): Omit<ChartFiltersArgs, 'chartId'> => ({
    layout,
    filters,
    filterOrder,
    dataMasks,
    chartConfiguration,
    globalChartConfiguration,
    crossFiltersEnabled,
    chartNames,
  }),
);

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A per-chart selector: recomputed when the filter inputs change, but the previous result is
 * returned while equal in content.
 */
function perChart<T>(compute: (args: ChartFiltersArgs) => T) {
  const cache = new Map<number, { inputs: Omit<ChartFiltersArgs, 'chartId'>; value: T }>();
  return (state: DashboardRootState, chartId: number): T => {
    const inputs = selectFilterInputs(state);
    const hit = cache.get(chartId);
    if (hit?.inputs === inputs) return hit.value;
    const value = compute({ ...inputs, chartId });
    const kept = hit && sameJson(hit.value, value) ? hit.value : value;
    cache.set(chartId, { inputs, value: kept });
    return kept;
  };
}

const EMPTY: ExtraFormData = Object.freeze({});

/** The filters and cross-filters the chart queries with ({} when none reach it). */
export const selectExtraFormDataForChart = perChart<ExtraFormData>((args) => {
  const extra = extraFormDataForChart(args);
  return Object.keys(extra).length ? extra : EMPTY;
});

/** The applied filters listed by the chart's badge. */
export const selectAppliedFiltersForChart = perChart<AppliedFilter[]>(appliedFiltersForChart);

/** Whether the chart waits for a required filter's first value before querying. */
export const selectChartWaitsForFilters = (state: DashboardRootState, chartId: number): boolean =>
  pendingRequiredFilters(chartId, state.dashboardLayout.present, state.nativeFilters.filters, state.dataMask)
    .length > 0;

/** The chart's own cross-filter (its selection), if it emitted one. */
export const selectOwnCrossFilter = (
  state: DashboardRootState,
  chartId: number,
): DataMaskWithId | undefined => state.dataMask[String(chartId)];
