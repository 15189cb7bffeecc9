import { definePlugin } from '../sdk/plugin.js';
import { buildWaterfallQuery as buildQuery } from './buildQuery.js';
import { waterfallControlPanel as controlPanel } from './controlPanel.js';
import { waterfallFormDataSchema as formDataSchema } from './formData.js';
import { waterfallMetadata as metadata } from './metadata.js';
import { transformWaterfallProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const waterfallPlugin = definePlugin('waterfall', parts, () => import('./Chart.js'));

export { buildWaterfallQuery } from './buildQuery.js';
export { transformWaterfallProps, type WaterfallChartProps } from './transformProps.js';
