/** Form data of the AG Grid table as Superset's control panel saves it, and its results. */
import type { ChartDataResult } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';

/** An adhoc SUM metric, as explore saves it. */
export const SUM_SALES = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};

/** Aggregate mode by product line and deal size, server pagination off. */
export const aggregateFormData = (fields: Record<string, unknown> = {}): FormData => ({
  viz_type: 'ag-grid-table',
  datasource: '7__table',
  slice_id: 12,
  query_mode: 'aggregate',
  groupby: ['product_line', 'deal_size'],
  metrics: [SUM_SALES, 'count'],
  percent_metrics: [],
  all_columns: [],
  adhoc_filters: [],
  timeseries_limit_metric: null,
  order_desc: true,
  row_limit: 10000,
  server_pagination: false,
  server_page_length: 10,
  show_totals: false,
  table_timestamp_format: 'smart_date',
  page_length: null,
  include_search: true,
  show_cell_bars: true,
  align_pn: false,
  color_pn: true,
  column_config: {},
  conditional_formatting: [],
  time_range: 'No filter',
  ...fields,
});

const LINES = [
  'Classic Cars',
  'Motorcycles',
  'Planes',
  'Ships',
  'Trains',
  'Trucks and Buses',
  'Vintage Cars',
];
const SIZES = ['Small', 'Medium', 'Large'];

/** `n` result rows of the aggregate form data (product_line, deal_size, SUM(sales), count). */
export function aggregateResult(n: number): ChartDataResult {
  const data = Array.from({ length: n }, (_, i) => ({
    product_line: `${LINES[i % LINES.length]} ${Math.floor(i / LINES.length)}`,
    deal_size: SIZES[i % SIZES.length],
    'SUM(sales)': 1000 + ((i * 7919) % 5000) - 2500,
    count: 1 + (i % 50),
  }));
  return { colnames: ['product_line', 'deal_size', 'SUM(sales)', 'count'], coltypes: [1, 1, 0, 0], data };
}
