import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { baseAxisColumn, sumMetric, transformInput } from '../test-support/chartInput.js';
import { waterfallBars, waterfallRows } from './bars.js';
import { buildWaterfallQuery } from './buildQuery.js';
import { transformWaterfallProps } from './transformProps.js';

const metric = sumMetric('sales', 'SUM(sales)');
/** As Superset's waterfall control panel saves it. */
const formData: FormData = {
  viz_type: 'waterfall',
  datasource: '7__table',
  x_axis: 'year',
  time_grain_sqla: 'P1Y',
  groupby: [],
  metric,
  adhoc_filters: [],
  row_limit: 10000,
  show_value: true,
  show_legend: false,
  increase_color: { r: 90, g: 193, b: 137, a: 1 },
  decrease_color: { r: 224, g: 67, b: 85, a: 1 },
  total_color: { r: 102, g: 102, b: 102, a: 1 },
  x_axis_label: '',
  x_axis_time_format: 'smart_date',
  x_ticks_layout: 'auto',
  y_axis_label: '',
  y_axis_format: 'SMART_NUMBER',
};
type Bar = {
  value: number | string;
  originalValue?: number;
  totalSum?: number;
  itemStyle?: { color: string };
};
type Series = { name: string; data: Bar[] };
const propsOf = (fd: FormData, colnames: string[], coltypes: number[], data: Record<string, unknown>[]) =>
  transformWaterfallProps(transformInput(fd, [{ colnames, coltypes, data }], { width: 600, height: 400 }));
const values = (s: Series) => s.data.map((d) => d.value);

describe('buildWaterfallQuery', () => {
  it('queries the metric by the x-axis on its grain and the breakdown, both ascending', () => {
    const context = buildWaterfallQuery({ ...formData, groupby: ['product_line'] });
    expect(context.queries[0]).toMatchObject({
      columns: [baseAxisColumn('year', 'P1Y'), 'product_line'],
      metrics: [metric],
      orderby: [
        ['year', true],
        ['product_line', true],
      ],
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('reads the legacy time column when there is no x-axis', () => {
    const { x_axis: _x, ...legacy } = formData;
    expect(buildWaterfallQuery({ ...legacy, granularity_sqla: 'ds' }).queries[0]!.columns).toEqual([
      baseAxisColumn('ds', 'P1Y'),
    ]);
  });
});

describe('waterfallBars', () => {
  it('lifts each change to the running total and ends with the grand total', () => {
    const rows = waterfallRows(
      [
        { x: 'a', m: 100 },
        { x: 'b', m: -30 },
        { x: 'c', m: 50 },
      ],
      'x',
      'm',
    );
    expect(rows.map((r) => [r.x, r.value, r.isTotal])).toEqual([
      ['a', 100, false],
      ['b', -30, false],
      ['c', 50, false],
      ['Total', 120, true],
    ]);
    const bars = waterfallBars(rows, { increase: '+', decrease: '-x' });
    expect(bars.assist.map((d) => d.value)).toEqual([0, 70, 70, '-']);
    expect(bars.increase.map((d) => d.value)).toEqual([100, '-', 50, '-']);
    expect(bars.decrease.map((d) => d.value)).toEqual(['-', 30, '-', '-']);
    expect(bars.total.map((d) => d.value)).toEqual(['-', '-', '-', 120]);
  });

  it('colours the assist bar when the running total crosses zero', () => {
    const bars = waterfallBars(
      waterfallRows(
        [
          { x: 'a', m: 100 },
          { x: 'b', m: -150 },
        ],
        'x',
        'm',
      ),
      { increase: 'green', decrease: 'red' },
    );
    expect(bars.assist[1]).toEqual({ value: 100, itemStyle: { color: 'red' } });
    expect(bars.decrease[1]).toMatchObject({ value: -50, originalValue: -150, totalSum: -50 });
  });
});

describe('transformWaterfallProps', () => {
  const year = (y: number) => Date.UTC(y, 0, 1);

  it('draws years with their time format and a Total bar, values formatted', () => {
    const p = propsOf(
      formData,
      ['year', 'SUM(sales)'],
      [2, 0],
      [
        { year: year(2003), 'SUM(sales)': 3500 },
        { year: year(2004), 'SUM(sales)': -1200 },
        { year: year(2005), 'SUM(sales)': null },
      ],
    );
    expect((p.echartOptions.xAxis as { data: string[] }).data).toEqual(['2003', '2004', '2005', 'Total']);
    const series = p.echartOptions.series as (Series & { label?: { formatter: (x: unknown) => string } })[];
    expect(series.map((s) => s.name)).toEqual(['assist', 'Increase', 'Decrease', 'Total']);
    expect(values(series[3]!)).toEqual(['-', '-', '-', 2300]);
    expect(series[1]!.data[0]!.itemStyle).toBeUndefined();
    expect(series[3]!.label!.formatter({ data: series[3]!.data[3] })).toBe('2.3k');
    // A time bucket and the total are no equality filter.
    expect(p.barColumns[0]).toEqual({ column: 'year', value: null });
  });

  it('breaks each period down with a total per period, tooltip escaped', () => {
    const p = propsOf(
      { ...formData, groupby: ['line'], x_axis: 'country' },
      ['country', 'line', 'SUM(sales)'],
      [1, 1, 0],
      [
        { country: 'FR', line: '<b>Cars</b>', 'SUM(sales)': 10 },
        { country: 'FR', line: null, 'SUM(sales)': 5 },
        { country: 'US', line: 'Ships', 'SUM(sales)': 7 },
      ],
    );
    expect((p.echartOptions.xAxis as { data: string[] }).data).toEqual([
      '<b>Cars</b>',
      '<NULL>',
      'FR',
      'Ships',
      'US',
    ]);
    expect(p.barColumns[0]).toEqual({ column: 'line', value: '<b>Cars</b>' });
    const series = p.echartOptions.series as Series[];
    const tooltip = (p.echartOptions.tooltip as { formatter: (x: unknown) => string }).formatter;
    expect(tooltip([{ seriesName: 'Increase', name: '', dataIndex: 0, data: series[1]!.data[0] }])).toBe(
      '<strong>&lt;b&gt;Cars&lt;/b&gt;</strong><br/>Increase: 10<br/>Total: 10',
    );
  });

  it('copes with no rows and one row', () => {
    const none = propsOf(formData, ['year', 'SUM(sales)'], [2, 0], []);
    expect((none.echartOptions.xAxis as { data: string[] }).data).toEqual([]);
    const one = propsOf(
      { ...formData, x_axis: 'c' },
      ['c', 'SUM(sales)'],
      [1, 0],
      [{ c: 'a', 'SUM(sales)': 4 }],
    );
    expect((one.echartOptions.xAxis as { data: string[] }).data).toEqual(['a', 'Total']);
  });

  it('builds the option for 10,000 rows', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ c: `c${i}`, 'SUM(sales)': i % 2 ? i : -i }));
    const p = propsOf({ ...formData, x_axis: 'c' }, ['c', 'SUM(sales)'], [1, 0], many);
    expect((p.echartOptions.series as Series[])[0]!.data).toHaveLength(10_001);
  });
});
