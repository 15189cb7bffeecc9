import { definePlugin } from '../sdk/plugin.js';
import { buildTableQuery } from './buildQuery.js';
import { tableControlPanel } from './controlPanel.js';
import { tableFormDataSchema, type TableFormData } from './formData.js';
import { tableMetadata } from './metadata.js';
import { transformTableProps, type TableChartProps } from './transformProps.js';

export const tablePlugin = definePlugin<TableChartProps, TableFormData>(
  'table',
  {
    metadata: tableMetadata,
    controlPanel: tableControlPanel,
    formDataSchema: tableFormDataSchema,
    // The plugin builds without page state; the table's own pagination passes it (TableOwnState).
    buildQuery: (formData) => buildTableQuery(formData),
    transformProps: transformTableProps,
  },
  () => import('./Chart.js'),
);

export { buildTableQuery, getQueryMode, type TableOwnState } from './buildQuery.js';
export {
  transformTableProps,
  type TableChartProps,
  type TableColumn,
  type ColumnConfig,
} from './transformProps.js';
export { getColorFormatters, type ConditionalFormattingRule } from './conditionalFormatting.js';
