import { definePlugin } from '../sdk/plugin.js';
import { buildGaugeQuery as buildQuery } from './buildQuery.js';
import { gaugeControlPanel as controlPanel } from './controlPanel.js';
import { gaugeFormDataSchema as formDataSchema } from './formData.js';
import { gaugeMetadata as metadata } from './metadata.js';
import { transformGaugeProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const gaugePlugin = definePlugin('gauge_chart', parts, () => import('./Chart.js'));

export { buildGaugeQuery } from './buildQuery.js';
export { transformGaugeProps, type GaugeChartProps } from './transformProps.js';
