import { definePlugin } from '../sdk/plugin.js';
import { buildSunburstQuery as buildQuery } from './buildQuery.js';
import { sunburstControlPanel as controlPanel } from './controlPanel.js';
import { sunburstFormDataSchema as formDataSchema, type SunburstFormData } from './formData.js';
import { sunburstMetadata as metadata } from './metadata.js';
import { transformSunburstProps as transformProps, type SunburstChartProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const sunburstPlugin = definePlugin<SunburstChartProps, SunburstFormData>(
  'sunburst_v2',
  parts,
  () => import('./Chart.js'),
);

export {
  buildQuery as buildSunburstQuery,
  transformProps as transformSunburstProps,
  type SunburstChartProps,
};
