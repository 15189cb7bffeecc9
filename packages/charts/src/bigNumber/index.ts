import type { QueryContext } from '@meridian/core';
import type { ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildBigNumberQuery } from './buildQuery.js';
import { bigNumberControlPanel } from './controlPanel.js';
import { bigNumberMetadata } from './metadata.js';
import { transformBigNumberProps, type BigNumberProps } from './transformProps.js';

export const bigNumberPlugin: ChartPlugin<BigNumberProps, QueryContext, ChartDataResult> = {
  vizType: 'big_number',
  metadata: bigNumberMetadata,
  buildQuery: buildBigNumberQuery,
  controlPanel: bigNumberControlPanel,
  transformProps: transformBigNumberProps,
  loadChart: () => import('./Chart.js'),
};

export { buildBigNumberQuery, transformBigNumberProps, type BigNumberProps };
export { pickerColor, numberFormatterFor } from './transformProps.js';
