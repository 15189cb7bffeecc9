import type { QueryContext } from '@meridian/core';
import type { ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildHorizonQuery } from './buildQuery.js';
import { horizonControlPanel } from './controlPanel.js';
import { horizonMetadata } from './metadata.js';
import { transformHorizonProps, type HorizonChartProps } from './transformProps.js';

export const horizonPlugin: ChartPlugin<HorizonChartProps, QueryContext, ChartDataResult> = {
  vizType: 'horizon',
  metadata: horizonMetadata,
  buildQuery: buildHorizonQuery,
  controlPanel: horizonControlPanel,
  transformProps: transformHorizonProps,
  loadChart: () => import('./Chart.js'),
};

export { buildHorizonQuery, transformHorizonProps, type HorizonChartProps };
