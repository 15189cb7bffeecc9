import { parseQueryContext, type ChartDataResult } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { baseAxisColumn, transformInput } from '../test-support/chartInput.js';
import { buildMixedTimeseriesQuery } from './buildQuery.js';
import { transformMixedTimeseriesProps } from './transformProps.js';

/** As Superset's mixed chart control panel saves it: query B under `_b`, its style under `B`. */
const formData: FormData = {
  viz_type: 'mixed_timeseries',
  datasource: '3__table',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: ['sum__sales'],
  groupby: ['deal_size'],
  adhoc_filters: [],
  limit: 5,
  order_desc: true,
  row_limit: 10000,
  truncate_metric: true,
  metrics_b: ['count'],
  groupby_b: [],
  adhoc_filters_b: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'Shipped' },
  ],
  row_limit_b: 500,
  time_compare_b: ['1 year ago'],
  comparison_type_b: 'values',
  seriesType: 'bar',
  stack: true,
  seriesTypeB: 'line',
  area: false,
  areaB: true,
  markerEnabledB: true,
  markerSizeB: 4,
  yAxisIndex: 0,
  yAxisIndexB: 1,
  y_axis_format: 'SMART_NUMBER',
  y_axis_format_secondary: ',.1f',
  yAxisTitleSecondary: 'Orders',
  rich_tooltip: true,
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  color_scheme: 'supersetColors',
  time_range: 'No filter',
};

const T = (m: number) => Date.UTC(2024, m, 1);
const resultA = {
  colnames: ['order_date', 'Large', 'Small'],
  coltypes: [2, 0, 0],
  data: [
    { order_date: T(0), Large: 10, Small: 4 },
    { order_date: T(1), Large: 12, Small: null },
  ],
};
const resultB = {
  colnames: ['order_date', 'count', 'count__1 year ago'],
  coltypes: [2, 0, 0],
  data: [
    { order_date: T(0), count: 3, 'count__1 year ago': 2 },
    { order_date: T(1), count: 5, 'count__1 year ago': 1 },
  ],
};
type Series = Record<string, unknown> & { name: string; data: unknown[][] };

describe('buildMixedTimeseriesQuery', () => {
  it('builds query A from the plain keys and query B from the _b keys, one context', () => {
    const context = buildMixedTimeseriesQuery(formData);
    expect(context.queries).toHaveLength(2);
    const [a, b] = context.queries;
    const axis = baseAxisColumn('order_date', 'P1M');
    expect(a).toMatchObject({ columns: [axis, 'deal_size'], metrics: ['sum__sales'], series_limit: 5 });
    expect(a!.row_limit).toBe(10000);
    expect(a!.time_offsets).toEqual([]);
    expect(a!.filters).toEqual([]);
    expect(b).toMatchObject({ columns: [axis], metrics: ['count'], row_limit: 500 });
    expect(b!.time_offsets).toEqual(['1 year ago']);
    expect(b!.filters).toEqual([{ col: 'status', op: '==', val: 'Shipped' }]);
    expect(a!.post_processing!.map((p) => p?.operation)).toEqual(['pivot', 'rename', 'flatten']);
    expect(b!.post_processing!.map((p) => p?.operation)).toEqual(['pivot', 'flatten']);
    expect(context.form_data).toBe(formData);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('query B inherits what it has no own value for (Superset: metrics, groupby)', () => {
    const { metrics_b: _m, groupby_b: _g, ...rest } = formData;
    const [, b] = buildMixedTimeseriesQuery(rest as FormData).queries;
    expect(b).toMatchObject({ metrics: ['sum__sales'] });
    expect(b!.columns).toContain('deal_size');
  });
});

describe('transformMixedTimeseriesProps', () => {
  const props = (fd: FormData = formData, a: ChartDataResult = resultA, b: ChartDataResult = resultB) =>
    transformMixedTimeseriesProps(transformInput(fd, [a, b], { width: 800, height: 400 }));

  it('draws A as stacked bars on the primary axis and B as area lines on the secondary', () => {
    const p = props();
    const series = p.echartOptions.series as Series[];
    expect(series.map((s) => [s.name, s.type, s.yAxisIndex, s.stack ?? null])).toEqual([
      ['Large', 'bar', 0, 'A'],
      ['Small', 'bar', 0, 'A'],
      ['count', 'line', 1, null],
      ['count__1 year ago', 'line', 1, null],
    ]);
    expect(series[2]!.areaStyle).toEqual({ opacity: 0.2 });
    expect(series[2]!.showSymbol).toBe(true);
    expect(series[0]!.data).toEqual([
      [T(0), 10],
      [T(1), 12],
    ]);
    expect(p.seriesBreakdown).toBe(2);
    expect(p.labelMap).toEqual({ Large: ['Large'], Small: ['Small'] });
    expect(p.labelMapB).toEqual({ count: [], 'count__1 year ago': [] });
    const yAxis = p.echartOptions.yAxis as Record<string, unknown>[];
    expect(yAxis).toHaveLength(2);
    expect(yAxis[1]!.name).toBe('Orders');
    expect(yAxis[0]!.alignTicks).toBe(true);
    const secondary = (yAxis[1]!.axisLabel as { formatter: (v: number) => string }).formatter;
    expect(secondary(1234.56)).toBe('1,234.6');
    expect((p.echartOptions.xAxis as { type: string }).type).toBe('time');
    expect((p.echartOptions.tooltip as { trigger: string }).trigger).toBe('axis');
    expect((p.echartOptions.legend as { data: string[] }).data).toEqual([
      'Large',
      'Small',
      'count',
      'count__1 year ago',
    ]);
  });

  it('tells B series apart from same-named A series; identifiers name the queries', () => {
    const same = { ...resultB, colnames: ['order_date', 'Large'], data: [{ order_date: T(0), Large: 1 }] };
    const names = (p: ReturnType<typeof props>) => (p.echartOptions.series as Series[]).map((s) => s.name);
    expect(names(props(formData, resultA, same))).toEqual(['Large', 'Small', 'Large (1)']);
    expect(names(props({ ...formData, show_query_identifiers: true }, resultA, same))).toEqual([
      'Large (Query A)',
      'Small (Query A)',
      'Large (Query B)',
    ]);
  });

  it('copes with an empty query and a category x-axis', () => {
    const p = props(
      { ...formData, x_axis: 'deal_size' },
      { colnames: [], coltypes: [], data: [] },
      {
        colnames: ['deal_size', 'count'],
        coltypes: [1, 0],
        data: [
          { deal_size: 'Small', count: 2 },
          { deal_size: null, count: 1 },
        ],
      },
    );
    expect(p.echartOptions.xAxis).toMatchObject({ type: 'category', data: ['Small', 'NULL'] });
    expect(p.xRawValues).toEqual({ Small: 'Small', NULL: null });
    expect(p.seriesBreakdown).toBe(0);
  });

  it('builds the option for 10,000 points per query', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ order_date: T(0) + i * 3_600_000, count: i % 97 }));
    const big = { colnames: ['order_date', 'count'], coltypes: [2, 0], data: rows(10_000) };
    const p = props({ ...formData, groupby: [] }, big, big);
    const series = p.echartOptions.series as Series[];
    expect(series).toHaveLength(2);
    expect(series[1]!.data).toHaveLength(10_000);
  });
});
