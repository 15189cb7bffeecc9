import { definePlugin } from '../sdk/plugin.js';
import { buildWorldMapQuery as buildQuery } from './buildQuery.js';
import { worldMapControlPanel as controlPanel } from './controlPanel.js';
import { worldMapFormDataSchema as formDataSchema } from './formData.js';
import { worldMapMetadata as metadata } from './metadata.js';
import { transformWorldMapProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const worldMapPlugin = definePlugin('world_map', parts, () => import('./Chart.js'));

export { buildWorldMapQuery } from './buildQuery.js';
export { transformWorldMapProps, type WorldMapChartProps } from './transformProps.js';
