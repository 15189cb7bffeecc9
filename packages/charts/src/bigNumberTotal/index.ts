import type { QueryContext } from '@meridian/core';
import type { ChartMetadata, ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildBigNumberTotalQuery } from './buildQuery.js';
import { bigNumberTotalControlPanel } from './controlPanel.js';
import { transformBigNumberTotalProps, type BigNumberTotalProps } from './transformProps.js';

export const bigNumberTotalMetadata: ChartMetadata = {
  name: 'Big Number',
  description: 'One number in focus: a KPI, a total.',
  category: 'KPI',
  tags: ['Additive', 'Business', 'Popular', 'Report'],
  thumbnail: '',
  behaviors: ['DRILL_TO_DETAIL'],
};

export const bigNumberTotalPlugin: ChartPlugin<BigNumberTotalProps, QueryContext, ChartDataResult> = {
  vizType: 'big_number_total',
  metadata: bigNumberTotalMetadata,
  buildQuery: buildBigNumberTotalQuery,
  controlPanel: bigNumberTotalControlPanel,
  transformProps: transformBigNumberTotalProps,
  loadChart: () => import('./Chart.js'),
};

export { buildBigNumberTotalQuery, transformBigNumberTotalProps, type BigNumberTotalProps };
