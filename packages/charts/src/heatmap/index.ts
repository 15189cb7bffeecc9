import { z } from 'zod';
import { definePlugin, type FormData } from '../sdk/plugin.js';
import { buildHeatmapQuery } from './buildQuery.js';
import { heatmapControlPanel } from './controlPanel.js';
import { heatmapFormDataSchema, type HeatmapFormData } from './formData.js';
import { migrateLegacyHeatmapFormData } from './legacy.js';
import { legacyHeatmapControlPanel } from './legacyControlPanel.js';
import { heatmapMetadata, legacyHeatmapMetadata } from './metadata.js';
import { transformHeatmapProps, type HeatmapChartProps } from './transformProps.js';

const loadChart = () => import('./Chart.js');

export const heatmapPlugin = definePlugin<HeatmapChartProps, HeatmapFormData>(
  'heatmap_v2',
  {
    metadata: heatmapMetadata,
    controlPanel: heatmapControlPanel,
    formDataSchema: heatmapFormDataSchema,
    buildQuery: buildHeatmapQuery,
    transformProps: transformHeatmapProps,
  },
  loadChart,
);

/** Superset's legacy `heatmap`: its form data migrated, then drawn by heatmap_v2. */
export const legacyHeatmapPlugin = definePlugin<HeatmapChartProps, HeatmapFormData>(
  'heatmap',
  {
    metadata: legacyHeatmapMetadata,
    controlPanel: legacyHeatmapControlPanel,
    formDataSchema: z.preprocess((fd) => migrateLegacyHeatmapFormData(fd as FormData), heatmapFormDataSchema),
    // The query context keeps the chart's own form data (it is what gets saved with the chart).
    buildQuery: (formData) => ({
      ...buildHeatmapQuery(migrateLegacyHeatmapFormData(formData)),
      form_data: formData,
    }),
    transformProps: (input) =>
      transformHeatmapProps({ ...input, formData: migrateLegacyHeatmapFormData(input.formData) }),
  },
  loadChart,
);

export { buildHeatmapQuery, migrateLegacyHeatmapFormData, transformHeatmapProps, type HeatmapChartProps };
