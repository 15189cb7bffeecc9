import { definePlugin } from '../sdk/plugin.js';
import { buildSunburstQuery as buildQuery } from './buildQuery.js';
import { sunburstControlPanel as controlPanel } from './controlPanel.js';
import { sunburstFormDataSchema as formDataSchema } from './formData.js';
import { sunburstMetadata as metadata } from './metadata.js';
import { transformSunburstProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const sunburstPlugin = definePlugin('sunburst_v2', parts, () => import('./Chart.js'));

export { buildSunburstQuery } from './buildQuery.js';
export { transformSunburstProps, type SunburstChartProps } from './transformProps.js';
