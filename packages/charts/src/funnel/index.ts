import { definePlugin } from '../sdk/plugin.js';
import { buildFunnelQuery as buildQuery } from './buildQuery.js';
import { funnelControlPanel as controlPanel } from './controlPanel.js';
import { funnelFormDataSchema as formDataSchema } from './formData.js';
import { funnelMetadata as metadata } from './metadata.js';
import { transformFunnelProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const funnelPlugin = definePlugin('funnel', parts, () => import('./Chart.js'));

export { buildFunnelQuery } from './buildQuery.js';
export { transformFunnelProps, type FunnelChartProps } from './transformProps.js';
