import { definePlugin } from '../sdk/plugin.js';
import { buildMapboxQuery as buildQuery } from './buildQuery.js';
import { mapboxControlPanel as controlPanel } from './controlPanel.js';
import { mapboxFormDataSchema as formDataSchema } from './formData.js';
import { mapboxMetadata as metadata } from './metadata.js';
import { transformMapboxProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const mapboxPlugin = definePlugin('mapbox', parts, () => import('./Chart.js'));

export { buildMapboxQuery } from './buildQuery.js';
export { transformMapboxProps, type MapboxChartProps } from './transformProps.js';
