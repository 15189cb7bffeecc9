import type { QueryContext } from '@meridian/core';
import type { ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildSunburstQuery } from './buildQuery.js';
import { sunburstControlPanel } from './controlPanel.js';
import { sunburstMetadata } from './metadata.js';
import { transformSunburstProps, type SunburstChartProps } from './transformProps.js';

export const sunburstPlugin: ChartPlugin<SunburstChartProps, QueryContext, ChartDataResult> = {
  vizType: 'sunburst_v2',
  metadata: sunburstMetadata,
  buildQuery: buildSunburstQuery,
  controlPanel: sunburstControlPanel,
  transformProps: transformSunburstProps,
  loadChart: () => import('./Chart.js'),
};

export { buildSunburstQuery, transformSunburstProps, type SunburstChartProps };
