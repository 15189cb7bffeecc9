import type { QueryContext } from '@meridian/core';
import type { ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildHeatmapQuery } from './buildQuery.js';
import { heatmapControlPanel } from './controlPanel.js';
import { migrateLegacyHeatmapFormData } from './legacy.js';
import { legacyHeatmapControlPanel } from './legacyControlPanel.js';
import { heatmapMetadata, legacyHeatmapMetadata } from './metadata.js';
import { transformHeatmapProps, type HeatmapChartProps } from './transformProps.js';

export const heatmapPlugin: ChartPlugin<HeatmapChartProps, QueryContext, ChartDataResult> = {
  vizType: 'heatmap_v2',
  metadata: heatmapMetadata,
  buildQuery: buildHeatmapQuery,
  controlPanel: heatmapControlPanel,
  transformProps: transformHeatmapProps,
  loadChart: () => import('./Chart.js'),
};

/** Superset's legacy `heatmap`: its form data migrated, then drawn by heatmap_v2. */
export const legacyHeatmapPlugin: ChartPlugin<HeatmapChartProps, QueryContext, ChartDataResult> = {
  vizType: 'heatmap',
  metadata: legacyHeatmapMetadata,
  // The query context keeps the chart's own form data (it is what gets saved with the chart).
  buildQuery: (formData) => ({
    ...buildHeatmapQuery(migrateLegacyHeatmapFormData(formData)),
    form_data: formData,
  }),
  controlPanel: legacyHeatmapControlPanel,
  transformProps: (input) =>
    transformHeatmapProps({ ...input, formData: migrateLegacyHeatmapFormData(input.formData) }),
  loadChart: () => import('./Chart.js'),
};

export { buildHeatmapQuery, migrateLegacyHeatmapFormData, transformHeatmapProps, type HeatmapChartProps };
