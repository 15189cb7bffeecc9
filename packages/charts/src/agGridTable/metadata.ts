import type { ChartMetadata } from '../sdk/plugin.js';

/** Superset's "Table V2" (plugin-chart-ag-grid-table): the table drawn by AG Grid. */
export const agGridTableMetadata: ChartMetadata = {
  name: 'Table V2',
  description:
    'Classic row-by-column spreadsheet like view of a dataset, drawn by AG Grid: resizable, sortable and ' +
    'movable columns, search, server pagination and conditional formatting.',
  category: 'Table',
  tags: ['Additive', 'Business', 'Pattern', 'Featured', 'Report', 'Sequential', 'Tabular'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
