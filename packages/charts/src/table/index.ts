import type { QueryContext } from '@meridian/core';
import type { ChartPlugin } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { buildTableQuery } from './buildQuery.js';
import { tableControlPanel } from './controlPanel.js';
import { tableMetadata } from './metadata.js';
import { transformTableProps, type TableChartProps } from './transformProps.js';

export const tablePlugin: ChartPlugin<TableChartProps, QueryContext, ChartDataResult> = {
  vizType: 'table',
  metadata: tableMetadata,
  buildQuery: (formData) => buildTableQuery(formData),
  controlPanel: tableControlPanel,
  transformProps: transformTableProps,
  loadChart: () => import('./Chart.js'),
};

export { buildTableQuery, getQueryMode, type TableOwnState } from './buildQuery.js';
export {
  transformTableProps,
  type TableChartProps,
  type TableColumn,
  type ColumnConfig,
} from './transformProps.js';
export { getColorFormatters, type ConditionalFormattingRule } from './conditionalFormatting.js';
