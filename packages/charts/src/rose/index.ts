import { definePlugin } from '../sdk/plugin.js';
import { buildRoseQuery as buildQuery } from './buildQuery.js';
import { roseControlPanel as controlPanel } from './controlPanel.js';
import { roseFormDataSchema as formDataSchema } from './formData.js';
import { roseMetadata as metadata } from './metadata.js';
import { transformRoseProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const rosePlugin = definePlugin('rose', parts, () => import('./Chart.js'));

export { buildRoseQuery } from './buildQuery.js';
export { transformRoseProps, type RoseChartProps } from './transformProps.js';
