import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { getMatrixifyConfig, getMatrixifyValidationErrors, isMatrixifyActive } from './matrixifyConfig.js';
import {
  cellTitle,
  generateMatrixifyGrid,
  matrixifyLayout,
  staticAxisEntries,
  topNMembers,
  topNQueryContext,
} from './matrixifyGrid.js';

const SALES = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};
const QTY = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'qty' }, label: 'SUM(qty)' };
const OWN = {
  expressionType: 'SIMPLE',
  subject: 'status',
  operator: '==',
  comparator: 'Shipped',
  clause: 'WHERE',
};

const base = (extra: Record<string, unknown> = {}): FormData => ({
  viz_type: 'pie',
  datasource: '3__table',
  slice_id: 7,
  slice_name: 'Sales',
  metric: 'count',
  groupby: ['status'],
  adhoc_filters: [OWN],
  time_range: 'No filter',
  matrixify_enable: true,
  ...extra,
});

const topNRows = base({
  matrixify_mode_rows: 'dimensions',
  matrixify_dimension_rows: { dimension: 'deal_size', values: [] },
  matrixify_dimension_selection_mode_rows: 'topn',
  matrixify_topn_value_rows: 2,
  matrixify_topn_metric_rows: SALES,
  matrixify_mode_columns: 'dimensions',
  matrixify_dimension_columns: { dimension: 'product_line', values: ['Planes', 'Ships', 'Trains'] },
});

describe('Matrixify configuration', () => {
  it('is on only with the switch, an axis mode and a chart type other than a table', () => {
    expect(isMatrixifyActive(topNRows)).toBe(true);
    expect(isMatrixifyActive({ ...topNRows, matrixify_enable: false })).toBe(false);
    expect(isMatrixifyActive({ ...topNRows, viz_type: 'table' })).toBe(false);
    expect(
      isMatrixifyActive({ ...topNRows, matrixify_mode_rows: 'disabled', matrixify_mode_columns: 'disabled' }),
    ).toBe(false);
  });

  it('reads the pre-revamp per-axis flags as Superset does', () => {
    const legacy = { ...topNRows } as FormData;
    delete legacy.matrixify_enable;
    expect(isMatrixifyActive(legacy)).toBe(false); // stale modes without flags: off
    const vertical = getMatrixifyConfig({ ...legacy, matrixify_enable_vertical_layout: true })!;
    expect(vertical.rows.mode).toBe('dimensions');
    expect(vertical.columns.mode).toBe('disabled');
  });

  it('names what is missing with the spec messages', () => {
    const empty = getMatrixifyConfig(
      base({
        matrixify_mode_rows: 'dimensions',
        matrixify_dimension_selection_mode_rows: 'topn',
        matrixify_topn_value_rows: null,
        matrixify_mode_columns: 'metrics',
      }),
    )!;
    expect(getMatrixifyValidationErrors(empty)).toEqual([
      'Rows: Dimension is required',
      'Rows: Number of top values cannot be empty',
      'Rows: Metric for ordering cannot be empty',
      'Columns: Please select at least one metric for columns',
    ]);
    expect(getMatrixifyValidationErrors(getMatrixifyConfig(topNRows)!)).toEqual([]);
  });
});

describe('Matrixify grid', () => {
  it('asks for the top N members ordered by the metric, under the chart filters', () => {
    const config = getMatrixifyConfig(topNRows)!;
    expect(staticAxisEntries(config.rows)).toBeNull();
    const ctx = topNQueryContext(topNRows, config.rows);
    expect(ctx.datasource).toEqual({ id: 3, type: 'table' });
    const q = ctx.queries[0]!;
    expect(q.columns).toEqual(['deal_size']);
    expect(q.metrics).toEqual([SALES]);
    expect(q.row_limit).toBe(2);
    expect(q.orderby).toEqual([[SALES, false]]);
    expect(q.filters).toEqual([{ col: 'status', op: '==', val: 'Shipped' }]);
    const asc = topNQueryContext(topNRows, { ...config.rows, topnDescending: false });
    expect(asc.queries[0]!.orderby).toEqual([[SALES, true]]);
  });

  it('makes a cell per row and column member, each with its own filters', () => {
    const config = getMatrixifyConfig(topNRows)!;
    const rows = topNMembers(config.rows, [{ deal_size: 'Medium' }, { deal_size: null }]);
    const grid = generateMatrixifyGrid(topNRows, config, {
      rows,
      columns: staticAxisEntries(config.columns)!,
    });
    expect(grid.rowHeaders).toEqual(['Medium', '<NULL>']);
    expect(grid.colHeaders).toEqual(['Planes', 'Ships', 'Trains']);
    expect(grid.cells.flat()).toHaveLength(6);
    const cell = grid.cells[0]![2]!;
    expect(cell.formData.adhoc_filters).toEqual([
      OWN,
      expect.objectContaining({ subject: 'deal_size', operator: '==', comparator: 'Medium' }),
      expect.objectContaining({ subject: 'product_line', operator: '==', comparator: 'Trains' }),
    ]);
    expect(grid.cells[1]![0]!.formData.adhoc_filters).toContainEqual(
      expect.objectContaining({ subject: 'deal_size', operator: 'IS NULL' }),
    );
    // A cell is a plain chart: no matrixify keys, no title of its own, same type and query.
    expect(Object.keys(cell.formData).some((k) => k.startsWith('matrixify_'))).toBe(false);
    expect(cell.formData.slice_name).toBeUndefined();
    expect(cell.formData).toMatchObject({
      viz_type: 'pie',
      groupby: ['status'],
      metric: 'count',
      slice_id: 7,
    });
  });

  it('swaps the metric in metrics mode (the key the chart reads) and makes one column for rows only', () => {
    const fd = base({ matrixify_mode_rows: 'metrics', matrixify_rows: [SALES, QTY] });
    const config = getMatrixifyConfig(fd)!;
    const grid = generateMatrixifyGrid(fd, config, { rows: staticAxisEntries(config.rows)!, columns: [] });
    expect(grid.rowHeaders).toEqual(['SUM(sales)', 'SUM(qty)']);
    expect(grid.colHeaders).toEqual(['']);
    expect(grid.cells.map((r) => r.length)).toEqual([1, 1]);
    expect(grid.cells[1]![0]!.formData.metric).toEqual(QTY);
    expect(grid.cells[1]![0]!.formData.adhoc_filters).toEqual([OWN]);
    const many = { ...fd, viz_type: 'echarts_timeseries_bar', metrics: ['count'] } as FormData;
    delete many.metric;
    const manyGrid = generateMatrixifyGrid(many, config, {
      rows: staticAxisEntries(config.rows)!,
      columns: [],
    });
    expect(manyGrid.cells[0]![0]!.formData.metrics).toEqual([SALES]);
  });

  it('fills cell titles from the template and lays out rows of the configured height', () => {
    expect(cellTitle('{{rowLabel}} by {{ colLabel }}', 'Small', 'Planes')).toBe('Small by Planes');
    expect(cellTitle('{{row}}/{{column}}/{{unknown}}', 'a', 'b')).toBe('a/b/');
    expect(cellTitle(undefined, 'a', 'b')).toBe('');
    const config = getMatrixifyConfig(topNRows)!;
    expect(matrixifyLayout(topNRows, config, 3)).toEqual({
      rowHeight: 300,
      columnsPerLine: 3,
      showRowLabels: true,
      showColumnHeaders: true,
    });
    const fixed = { ...topNRows, matrixify_fit_columns_dynamically: false, matrixify_charts_per_row: 2 };
    expect(matrixifyLayout(fixed, config, 3).columnsPerLine).toBe(2);
    expect(matrixifyLayout({ ...topNRows, matrixify_row_height: 'x' }, config, 3).rowHeight).toBe(300);
  });
});
