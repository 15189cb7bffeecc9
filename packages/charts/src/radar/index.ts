import { definePlugin } from '../sdk/plugin.js';
import { buildRadarQuery as buildQuery } from './buildQuery.js';
import { radarControlPanel as controlPanel } from './controlPanel.js';
import { radarFormDataSchema as formDataSchema } from './formData.js';
import { radarMetadata as metadata } from './metadata.js';
import { transformRadarProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const radarPlugin = definePlugin('radar', parts, () => import('./Chart.js'));

export { buildRadarQuery } from './buildQuery.js';
export { transformRadarProps, type RadarChartProps } from './transformProps.js';
