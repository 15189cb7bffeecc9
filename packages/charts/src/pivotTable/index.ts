import { definePlugin, type ChartMetadata } from '../sdk/plugin.js';
import { buildPivotTableQuery as buildQuery } from './buildQuery.js';
import { pivotTableControlPanel as controlPanel } from './controlPanel.js';
import { pivotTableFormDataSchema as formDataSchema } from './formData.js';
import { transformPivotTableProps as transformProps } from './transformProps.js';

export const pivotTableMetadata: ChartMetadata = {
  name: 'Pivot Table',
  description: 'Summarises data by rows and columns, with an aggregate function, subtotals and totals.',
  category: 'Table',
  tags: ['Additive', 'Report', 'Tabular', 'Popular'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};

const parts = { metadata: pivotTableMetadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const pivotTablePlugin = definePlugin('pivot_table_v2', parts, () => import('./Chart.js'));

export { buildPivotTableQuery } from './buildQuery.js';
export { transformPivotTableProps, type PivotTableChartProps } from './transformProps.js';
