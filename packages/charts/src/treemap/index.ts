import type { QueryContext } from '@meridian/core';
import type { ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildTreemapQuery } from './buildQuery.js';
import { treemapControlPanel } from './controlPanel.js';
import { treemapMetadata } from './metadata.js';
import { transformTreemapProps, type TreemapChartProps } from './transformProps.js';

export const treemapPlugin: ChartPlugin<TreemapChartProps, QueryContext, ChartDataResult> = {
  vizType: 'treemap_v2',
  metadata: treemapMetadata,
  buildQuery: buildTreemapQuery,
  controlPanel: treemapControlPanel,
  transformProps: transformTreemapProps,
  loadChart: () => import('./Chart.js'),
};

export { buildTreemapQuery, transformTreemapProps, type TreemapChartProps };
