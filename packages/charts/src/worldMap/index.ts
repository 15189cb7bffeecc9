import type { QueryContext } from '@meridian/core';
import type { ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildWorldMapQuery } from './buildQuery.js';
import { worldMapControlPanel } from './controlPanel.js';
import { worldMapMetadata } from './metadata.js';
import { transformWorldMapProps, type WorldMapChartProps } from './transformProps.js';

export const worldMapPlugin: ChartPlugin<WorldMapChartProps, QueryContext, ChartDataResult> = {
  vizType: 'world_map',
  metadata: worldMapMetadata,
  buildQuery: buildWorldMapQuery,
  controlPanel: worldMapControlPanel,
  transformProps: transformWorldMapProps,
  loadChart: () => import('./Chart.js'),
};

export { buildWorldMapQuery, transformWorldMapProps, type WorldMapChartProps };
