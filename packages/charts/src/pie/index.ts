import type { QueryContext } from '@meridian/core';
import type { ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildPieQuery } from './buildQuery.js';
import { pieControlPanel } from './controlPanel.js';
import { pieMetadata } from './metadata.js';
import { transformPieProps, type PieChartProps } from './transformProps.js';

export const piePlugin: ChartPlugin<PieChartProps, QueryContext, ChartDataResult> = {
  vizType: 'pie',
  metadata: pieMetadata,
  buildQuery: buildPieQuery,
  controlPanel: pieControlPanel,
  transformProps: transformPieProps,
  loadChart: () => import('./Chart.js'),
};

export { buildPieQuery, transformPieProps, type PieChartProps };
export { formatPieLabel, type PieLabelType } from './transformProps.js';
