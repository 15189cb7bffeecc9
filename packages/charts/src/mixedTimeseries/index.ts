import { definePlugin } from '../sdk/plugin.js';
import { buildMixedTimeseriesQuery as buildQuery } from './buildQuery.js';
import { mixedTimeseriesControlPanel as controlPanel } from './controlPanel.js';
import { mixedTimeseriesFormDataSchema as formDataSchema } from './formData.js';
import { mixedTimeseriesMetadata as metadata } from './metadata.js';
import { transformMixedTimeseriesProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const mixedTimeseriesPlugin = definePlugin('mixed_timeseries', parts, () => import('./Chart.js'));

export { buildMixedTimeseriesQuery } from './buildQuery.js';
export { transformMixedTimeseriesProps, type MixedTimeseriesChartProps } from './transformProps.js';
