import { definePlugin } from '../sdk/plugin.js';
import { buildPieQuery as buildQuery } from './buildQuery.js';
import { pieControlPanel as controlPanel } from './controlPanel.js';
import { pieFormDataSchema as formDataSchema } from './formData.js';
import { pieMetadata as metadata } from './metadata.js';
import { transformPieProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const piePlugin = definePlugin('pie', parts, () => import('./Chart.js'));

export { buildPieQuery } from './buildQuery.js';
export {
  formatPieLabel,
  transformPieProps,
  type PieChartProps,
  type PieLabelType,
} from './transformProps.js';
