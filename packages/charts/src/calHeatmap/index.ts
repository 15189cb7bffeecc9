import { definePlugin } from '../sdk/plugin.js';
import { buildCalHeatmapQuery as buildQuery } from './buildQuery.js';
import { calHeatmapControlPanel as controlPanel } from './controlPanel.js';
import { calHeatmapFormDataSchema as formDataSchema } from './formData.js';
import { calHeatmapMetadata as metadata } from './metadata.js';
import { transformCalHeatmapProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const calHeatmapPlugin = definePlugin('cal_heatmap', parts, () => import('./Chart.js'));

export { buildCalHeatmapQuery } from './buildQuery.js';
export { transformCalHeatmapProps, type CalHeatmapChartProps } from './transformProps.js';
