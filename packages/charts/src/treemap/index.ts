import { definePlugin } from '../sdk/plugin.js';
import { buildTreemapQuery as buildQuery } from './buildQuery.js';
import { treemapControlPanel as controlPanel } from './controlPanel.js';
import { treemapFormDataSchema as formDataSchema } from './formData.js';
import { treemapMetadata as metadata } from './metadata.js';
import { transformTreemapProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const treemapPlugin = definePlugin('treemap_v2', parts, () => import('./Chart.js'));

export { buildTreemapQuery } from './buildQuery.js';
export { transformTreemapProps, type TreemapChartProps } from './transformProps.js';
