import { definePlugin, type ChartMetadata } from '../sdk/plugin.js';
import { buildBigNumberTotalQuery as buildQuery } from './buildQuery.js';
import { bigNumberTotalControlPanel as controlPanel } from './controlPanel.js';
import { bigNumberTotalFormDataSchema as formDataSchema } from './formData.js';
import { transformBigNumberTotalProps as transformProps } from './transformProps.js';

export const bigNumberTotalMetadata: ChartMetadata = {
  name: 'Big Number',
  description: 'One number in focus: a KPI, a total.',
  category: 'KPI',
  tags: ['Additive', 'Business', 'Popular', 'Report'],
  thumbnail: '',
  behaviors: ['DRILL_TO_DETAIL'],
};

const parts = { metadata: bigNumberTotalMetadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const bigNumberTotalPlugin = definePlugin('big_number_total', parts, () => import('./Chart.js'));

export { buildBigNumberTotalQuery } from './buildQuery.js';
export { transformBigNumberTotalProps, type BigNumberTotalProps } from './transformProps.js';
