import { definePlugin } from '../sdk/plugin.js';
import { buildGraphQuery as buildQuery } from './buildQuery.js';
import { graphControlPanel as controlPanel } from './controlPanel.js';
import { graphFormDataSchema as formDataSchema } from './formData.js';
import { graphMetadata as metadata } from './metadata.js';
import { transformGraphProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const graphPlugin = definePlugin('graph_chart', parts, () => import('./Chart.js'));

export { buildGraphQuery } from './buildQuery.js';
export { transformGraphProps, type GraphChartProps } from './transformProps.js';
