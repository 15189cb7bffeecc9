import type { QueryContext } from '@meridian/core';
import type { ChartMetadata, ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildPivotTableQuery } from './buildQuery.js';
import { pivotTableControlPanel } from './controlPanel.js';
import { transformPivotTableProps, type PivotTableChartProps } from './transformProps.js';

export const pivotTableMetadata: ChartMetadata = {
  name: 'Pivot Table',
  description: 'Summarises data by rows and columns, with an aggregate function, subtotals and totals.',
  category: 'Table',
  tags: ['Additive', 'Report', 'Tabular', 'Popular'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};

export const pivotTablePlugin: ChartPlugin<PivotTableChartProps, QueryContext, ChartDataResult> = {
  vizType: 'pivot_table_v2',
  metadata: pivotTableMetadata,
  buildQuery: buildPivotTableQuery,
  controlPanel: pivotTableControlPanel,
  transformProps: transformPivotTableProps,
  loadChart: () => import('./Chart.js'),
};

export { buildPivotTableQuery, transformPivotTableProps, type PivotTableChartProps };
