import { describe, expect, it } from 'vitest';
import { transformInput } from '../test-support/chartInput.js';
import { aggregateFormData, aggregateResult } from './agGridTable.test-support.js';
import { transformAgGridTableProps } from './transformProps.js';

describe('transformAgGridTableProps', () => {
  it('keeps 10,000 rows with their columns, formats and cell-bar ranges', () => {
    const result = aggregateResult(10_000);
    const props = transformAgGridTableProps(transformInput(aggregateFormData(), [result]));
    expect(props.data).toHaveLength(10_000);
    expect(props.rowCount).toBe(10_000);
    expect(props.columns.map((c) => [c.key, c.isMetric, c.isDimension])).toEqual([
      ['product_line', false, true],
      ['deal_size', false, true],
      ['SUM(sales)', true, false],
      ['count', true, false],
    ]);
    const sales = props.columns[2]!;
    expect(sales.align).toBe('right');
    expect(sales.barRange).toEqual([-1500, 3499]);
    expect(sales.format(1500)).toBe('1.5k');
    expect(props.includeSearch).toBe(true);
    expect(props.emitCrossFilters).toBe(true);
    // The server search looks in the text dimensions.
    expect(props.searchColumns).toEqual(['product_line', 'deal_size']);
    expect(props.formData.viz_type).toBe('ag-grid-table');
  });

  it('under server pagination reads the row count of the second query and the page size', () => {
    const fd = aggregateFormData({ server_pagination: true, server_page_length: 20 });
    const props = transformAgGridTableProps(
      transformInput(fd, [aggregateResult(20), { colnames: ['rowcount'], data: [{ rowcount: 9876 }] }]),
    );
    expect(props.serverPagination).toBe(true);
    expect(props.rowCount).toBe(9876);
    expect(props.pageSize).toBe(20);
    expect(props.data).toHaveLength(20);
  });

  it('colours cells by the conditional formatting rules, text comparators included', () => {
    const fd = aggregateFormData({
      conditional_formatting: [
        { column: 'product_line', operator: 'containing', targetValue: 'Cars', colorScheme: '#EFA1AA' },
        { column: 'count', operator: '>', targetValue: 25, colorScheme: '#ACE1C4' },
      ],
    });
    const props = transformAgGridTableProps(transformInput(fd, [aggregateResult(14)]));
    const [line, , , count] = props.columns;
    const lineColours = props.data.map((row) => line!.colorFormatters[0]!(row.product_line));
    expect(lineColours.filter(Boolean)).toHaveLength(4);
    expect(line!.colorFormatters[0]!('Classic Cars 0')).toBe('rgba(239, 161, 170, 1)');
    expect(line!.colorFormatters[0]!('Planes 0')).toBeUndefined();
    expect(count!.colorFormatters[0]!(10)).toBeUndefined();
    expect(count!.colorFormatters[0]!(14)).toBeUndefined();
  });

  it('reads the totals query after the row count', () => {
    const fd = aggregateFormData({ server_pagination: true, show_totals: true });
    const props = transformAgGridTableProps(
      transformInput(fd, [
        aggregateResult(3),
        { colnames: ['rowcount'], data: [{ rowcount: 30 }] },
        { colnames: ['SUM(sales)', 'count'], data: [{ 'SUM(sales)': 12345, count: 30 }] },
      ]),
    );
    expect(props.totals).toEqual({ 'SUM(sales)': 12345, count: 30 });
    expect(props.rowCount).toBe(30);
  });
});
