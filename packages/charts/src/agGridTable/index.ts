import { definePlugin } from '../sdk/plugin.js';
import { buildAgGridTableQuery } from './buildQuery.js';
import { agGridTableControlPanel } from './controlPanel.js';
import { agGridTableFormDataSchema, type AgGridTableFormData } from './formData.js';
import { agGridTableMetadata } from './metadata.js';
import { transformAgGridTableProps, type AgGridTableChartProps } from './transformProps.js';

export const agGridTablePlugin = definePlugin<AgGridTableChartProps, AgGridTableFormData>(
  'ag-grid-table',
  {
    metadata: agGridTableMetadata,
    controlPanel: agGridTableControlPanel,
    formDataSchema: agGridTableFormDataSchema,
    // The first page; the grid fetches other pages, sorts and searches itself (useServerPages).
    buildQuery: (formData) => buildAgGridTableQuery(formData),
    transformProps: transformAgGridTableProps,
  },
  () => import('./Chart.js'),
);

export { buildAgGridTableQuery, type AgGridOwnState } from './buildQuery.js';
