import { definePlugin } from '../sdk/plugin.js';
import { buildHistogramQuery as buildQuery } from './buildQuery.js';
import { histogramControlPanel as controlPanel } from './controlPanel.js';
import { histogramFormDataSchema as formDataSchema } from './formData.js';
import { histogramMetadata as metadata } from './metadata.js';
import { transformHistogramProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const histogramPlugin = definePlugin('histogram_v2', parts, () => import('./Chart.js'));

export { buildHistogramQuery } from './buildQuery.js';
export { transformHistogramProps, type HistogramChartProps } from './transformProps.js';
