import { definePlugin } from '../sdk/plugin.js';
import { buildPieQuery as buildQuery } from './buildQuery.js';
import { pieControlPanel as controlPanel } from './controlPanel.js';
import { pieFormDataSchema as formDataSchema, type PieFormData } from './formData.js';
import { pieMetadata as metadata } from './metadata.js';
import { transformPieProps as transformProps, type PieChartProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const piePlugin = definePlugin<PieChartProps, PieFormData>('pie', parts, () => import('./Chart.js'));

export { buildQuery as buildPieQuery, transformProps as transformPieProps, type PieChartProps };
export { formatPieLabel, type PieLabelType } from './transformProps.js';
