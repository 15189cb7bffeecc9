import { definePlugin } from '../sdk/plugin.js';
import { buildTreemapQuery as buildQuery } from './buildQuery.js';
import { treemapControlPanel as controlPanel } from './controlPanel.js';
import { treemapFormDataSchema as formDataSchema, type TreemapFormData } from './formData.js';
import { treemapMetadata as metadata } from './metadata.js';
import { transformTreemapProps as transformProps, type TreemapChartProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const treemapPlugin = definePlugin<TreemapChartProps, TreemapFormData>(
  'treemap_v2',
  parts,
  () => import('./Chart.js'),
);

export { buildQuery as buildTreemapQuery, transformProps as transformTreemapProps, type TreemapChartProps };
