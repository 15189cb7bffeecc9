import { definePlugin } from '../sdk/plugin.js';
import { buildHorizonQuery as buildQuery } from './buildQuery.js';
import { horizonControlPanel as controlPanel } from './controlPanel.js';
import { horizonFormDataSchema as formDataSchema, type HorizonFormData } from './formData.js';
import { horizonMetadata as metadata } from './metadata.js';
import { transformHorizonProps as transformProps, type HorizonChartProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const horizonPlugin = definePlugin<HorizonChartProps, HorizonFormData>(
  'horizon',
  parts,
  () => import('./Chart.js'),
);

export { buildQuery as buildHorizonQuery, transformProps as transformHorizonProps, type HorizonChartProps };
