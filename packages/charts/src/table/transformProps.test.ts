import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../shared/chartData.js';
import { getColorFormatters, withAlpha } from './conditionalFormatting.js';
import { searchRows, sortRows, transformTableProps } from './transformProps.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';

const formData = formDataOf('table', {
  query_mode: 'aggregate',
  groupby: ['product_line', 'order_date'],
  metrics: ['count'],
  percent_metrics: ['count'],
  table_timestamp_format: '%Y-%m-%d',
  show_totals: true,
  page_length: '15',
  include_search: true,
  column_config: { count: { d3NumberFormat: ',d', customColumnName: 'Orders' } },
});

const result: ChartDataResult = {
  colnames: ['product_line', 'order_date', 'count', '%count'],
  coltypes: [1, 2, 0, 0],
  data: [
    { product_line: 'Ships', order_date: Date.UTC(2004, 0, 1), count: 1200, '%count': 0.4 },
    { product_line: null, order_date: Date.UTC(2004, 1, 1), count: 1800, '%count': 0.6 },
  ],
};
const totals: ChartDataResult = { colnames: ['count'], coltypes: [0], data: [{ count: 3000 }] };

describe('transformTableProps', () => {
  const props = transformTableProps(transformInput(formData, [result, totals], { width: 300, height: 200 }));

  it('describes each column with its format', () => {
    const [line, date, count, percent] = props.columns;
    expect(props.columns.map((c) => c.label)).toEqual(['product_line', 'order_date', 'Orders', '%count']);
    expect(line!.isDimension).toBe(true);
    expect(line!.format(null)).toBe('<NULL>');
    expect(date!.format(Date.UTC(2004, 0, 1))).toBe('2004-01-01');
    expect(count!.format(1200)).toBe('1,200');
    expect(count!.align).toBe('right');
    expect(count!.barRange).toEqual([0, 1800]);
    expect(percent!.isPercentMetric).toBe(true);
    expect(percent!.format(0.4)).toBe('40.000%');
  });

  it('carries totals, paging and search flags', () => {
    expect(props.totals).toEqual({ count: 3000 });
    expect(props.pageSize).toBe(15);
    expect(props.includeSearch).toBe(true);
    expect(props.emitCrossFilters).toBe(true);
    expect(props.rowCount).toBe(2);
  });

  it('reads the row count of server pagination', () => {
    const paged = transformTableProps(
      transformInput({ ...formData, server_pagination: true, show_totals: false, server_page_length: 10 }, [
        result,
        { colnames: ['rowcount'], data: [{ rowcount: 250 }] },
      ]),
    );
    expect(paged.rowCount).toBe(250);
    expect(paged.pageSize).toBe(10);
    expect(paged.serverPagination).toBe(true);
  });

  it('searches and sorts rows', () => {
    expect(searchRows(result.data, props.columns, 'ship')).toHaveLength(1);
    expect(sortRows(result.data, 'count', true).map((r) => r.count)).toEqual([1800, 1200]);
    expect(sortRows(result.data, 'product_line', false).map((r) => r.product_line)).toEqual(['Ships', null]);
  });

  it('colours cells by conditional formatting rules', () => {
    const formatters = getColorFormatters(
      [{ column: 'count', operator: '>', targetValue: 1000, colorScheme: '#FF0000' }],
      () => [1200, 1800, 500],
    );
    const [f] = formatters.count!;
    expect(f!(500)).toBeUndefined();
    expect(f!(1800)).toBe('rgba(255, 0, 0, 1)');
    expect(withAlpha('#00FF00', 0.5)).toBe('rgba(0, 255, 0, 0.5)');
  });

  it('shows raw records without metric formats', () => {
    const raw = transformTableProps(
      transformInput(formDataOf('table', { query_mode: 'raw', all_columns: ['name', 'sales'] }), [
        { colnames: ['name', 'sales'], coltypes: [1, 0], data: [{ name: '', sales: 1234.5 }] },
      ]),
    );
    expect(raw.columns.map((c) => c.format(raw.data[0]![c.key]))).toEqual(['<empty string>', '1234.5']);
    expect(raw.emitCrossFilters).toBe(false);
    expect(raw.totals).toBeNull();
  });
});

describe('transformTableProps with the dataset', () => {
  const datasource = {
    verboseMap: { product_line: 'Product Line', count: 'Orders', sum__sales: 'Total sales' },
    columnFormats: { sum__sales: ',.2f' },
    currencyFormats: { sum__sales: { symbol: 'USD', symbolPosition: 'prefix' } },
  };
  it('heads columns with verbose names and formats metrics with their saved formats', () => {
    const props = transformTableProps(
      transformInput(
        formDataOf('table', {
          groupby: ['product_line'],
          metrics: ['sum__sales', 'count'],
          percent_metrics: ['count'],
          column_config: { count: { customColumnName: 'Rows' } },
        }),
        [
          {
            colnames: ['product_line', 'sum__sales', 'count', '%count'],
            coltypes: [1, 0, 0, 0],
            data: [{ product_line: 'Ships', sum__sales: 1234.5, count: 1500, '%count': 1 }],
          },
        ],
        { width: 300, height: 200, datasource },
      ),
    );
    expect(props.columns.map((c) => c.label)).toEqual(['Product Line', 'Total sales', 'Rows', '%Orders']);
    expect(props.columns[1]!.format(1234.5)).toBe('$ 1,234.50');
    expect(props.columns[2]!.format(1500)).toBe('1.5k');
    expect(props.columns[3]!.format(1)).toBe('100.000%');
  });
});
