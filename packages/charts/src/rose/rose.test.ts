import { parseQueryContext, type ChartDataResult } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildRoseQuery } from './buildQuery.js';
import { petalRings } from './petals.js';
import { transformRoseProps } from './transformProps.js';

/** As Superset's legacy rose control panel saves it. */
const formData: FormData = {
  viz_type: 'rose',
  datasource: '3__table',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1M',
  time_range: 'No filter',
  metrics: ['sum__sales'],
  adhoc_filters: [],
  groupby: ['deal_size'],
  limit: 10,
  timeseries_limit_metric: null,
  order_desc: true,
  contribution: false,
  row_limit: 10000,
  color_scheme: 'supersetColors',
  number_format: 'SMART_NUMBER',
  date_time_format: '%b %Y',
  rich_tooltip: true,
  rose_area_proportion: false,
  rolling_type: 'None',
  comparison_type: 'values',
  resample_rule: null,
  resample_method: null,
};

const T = (m: number) => Date.UTC(2024, m, 1);
const result = {
  colnames: ['__timestamp', 'Large', 'Small'],
  coltypes: [2, 0, 0],
  data: [
    { __timestamp: T(1), Large: 30, Small: 10 },
    { __timestamp: T(0), Large: 5, Small: null },
  ],
};
type Series = { name: string; type: string; stack: string; data: { value: number; raw: number | null }[] };
const props = (fd: FormData = formData, r: ChartDataResult = result) =>
  transformRoseProps(transformInput(fd, [r], { width: 600, height: 400 }));

describe('buildRoseQuery', () => {
  it('asks for a legacy time series by the dimensions, pivoted on __timestamp, then flattened', () => {
    const context = buildRoseQuery(formData);
    const [q] = context.queries;
    expect(q).toMatchObject({
      is_timeseries: true,
      granularity: 'order_date',
      columns: ['deal_size'],
      metrics: ['sum__sales'],
      series_limit: 10,
      extras: { time_grain_sqla: 'P1M' },
      time_offsets: [],
    });
    expect(q!.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['deal_size'],
          aggregates: { sum__sales: { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('runs the analytics in the legacy order; "absolute" is the difference, contribution row shares', () => {
    const q = buildRoseQuery({
      ...formData,
      resample_rule: '1M',
      resample_method: 'sum',
      rolling_type: 'cumsum',
      time_compare: ['1 year'],
      comparison_type: 'absolute',
      contribution: true,
    }).queries[0]!;
    expect(q.time_offsets).toEqual(['1 year']);
    expect(q.post_processing!.map((p) => p?.operation)).toEqual([
      'pivot',
      'resample',
      'cum',
      'compare',
      'contribution',
      'flatten',
    ]);
    expect(q.post_processing![3]).toMatchObject({ options: { compare_type: 'difference' } });
  });
});

describe('transformRoseProps', () => {
  it('draws a wedge per time in order, each series a ring stacked outwards', () => {
    const option = props().echartOptions;
    expect((option.angleAxis as { data: string[] }).data).toEqual(['Jan 2024', 'Feb 2024']);
    const series = option.series as Series[];
    expect(series.map((s) => [s.name, s.type, s.stack])).toEqual([
      ['Large', 'bar', 'rose'],
      ['Small', 'bar', 'rose'],
    ]);
    expect(series[0]!.data).toEqual([
      { value: 5, raw: 5 },
      { value: 30, raw: 30 },
    ]);
    expect(series[1]!.data).toEqual([
      { value: 0, raw: null },
      { value: 10, raw: 10 },
    ]);
    expect((option.legend as { data: string[] }).data).toEqual(['Large', 'Small']);
  });

  it('with area proportions, ring areas (not thickness) follow the values', () => {
    const rings = petalRings([[9], [16]], true);
    expect(rings.map((r) => r[0]!.value)).toEqual([3, 2]);
    // Outer radius² ∝ the cumulated sum: 3² = 9, (3+2)² = 25 = 9 + 16.
    expect(petalRings([[-4], [null]], false).map((r) => r[0])).toEqual([
      { value: 0, raw: -4 },
      { value: 0, raw: null },
    ]);
  });

  it('lists every series of the time in a rich tooltip, escaped; one ring otherwise', () => {
    const r = {
      ...result,
      colnames: ['__timestamp', '<i>x</i>'],
      data: [{ __timestamp: T(0), '<i>x</i>': 1500 }],
    };
    const option = props(formData, r).echartOptions;
    const tooltip = option.tooltip as { trigger: string; formatter: (p: unknown) => string };
    expect(tooltip.trigger).toBe('axis');
    const param = {
      seriesName: '<i>x</i>',
      color: '#000',
      name: 'Jan 2024',
      data: { value: 1500, raw: 1500 },
    };
    const html = tooltip.formatter([param]);
    expect(html).toContain('Jan 2024');
    expect(html).toContain('&lt;i&gt;x&lt;/i&gt;: 1.5k');
    expect(
      (props({ ...formData, rich_tooltip: false }).echartOptions.tooltip as { trigger: string }).trigger,
    ).toBe('item');
  });

  it('names series by metric and values when there are several metrics; copes with no rows', () => {
    const r = {
      colnames: ['__timestamp', 'sum__sales, Large', 'count, Large'],
      coltypes: [2, 0, 0],
      data: [{ __timestamp: T(0), 'sum__sales, Large': 1, 'count, Large': 2 }],
    };
    const series = props({ ...formData, metrics: ['sum__sales', 'count'] }, r).echartOptions
      .series as Series[];
    expect(series.map((s) => s.name)).toEqual(['sum__sales, Large', 'count, Large']);
    expect(props(formData, { colnames: [], coltypes: [], data: [] }).echartOptions.series).toEqual([]);
  });

  it('builds the option for 10,000 times', () => {
    const data = Array.from({ length: 10_000 }, (_, i) => ({
      __timestamp: T(0) + i * 86_400_000,
      Large: i % 50,
    }));
    const option = props(formData, {
      colnames: ['__timestamp', 'Large'],
      coltypes: [2, 0],
      data,
    }).echartOptions;
    expect((option.series as Series[])[0]!.data).toHaveLength(10_000);
    expect(option.animation).toBe(false);
  });
});
