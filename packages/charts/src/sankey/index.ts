import { definePlugin } from '../sdk/plugin.js';
import { buildSankeyQuery as buildQuery } from './buildQuery.js';
import { sankeyControlPanel as controlPanel } from './controlPanel.js';
import { sankeyFormDataSchema as formDataSchema } from './formData.js';
import { sankeyMetadata as metadata } from './metadata.js';
import { transformSankeyProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const sankeyPlugin = definePlugin('sankey_v2', parts, () => import('./Chart.js'));

export { buildSankeyQuery } from './buildQuery.js';
export { transformSankeyProps, type SankeyChartProps } from './transformProps.js';
