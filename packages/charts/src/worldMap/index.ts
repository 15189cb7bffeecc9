import { definePlugin } from '../sdk/plugin.js';
import { buildWorldMapQuery as buildQuery } from './buildQuery.js';
import { worldMapControlPanel as controlPanel } from './controlPanel.js';
import { worldMapFormDataSchema as formDataSchema, type WorldMapFormData } from './formData.js';
import { worldMapMetadata as metadata } from './metadata.js';
import { transformWorldMapProps as transformProps, type WorldMapChartProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const worldMapPlugin = definePlugin<WorldMapChartProps, WorldMapFormData>(
  'world_map',
  parts,
  () => import('./Chart.js'),
);

export {
  buildQuery as buildWorldMapQuery,
  transformProps as transformWorldMapProps,
  type WorldMapChartProps,
};
