import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildGaugeQuery } from './buildQuery.js';
import { gaugeBounds, intervalStops, transformGaugeProps } from './transformProps.js';

/** As Superset's gauge control panel saves it (min_val's default is the text "null"). */
const formData: FormData = {
  viz_type: 'gauge_chart',
  datasource: '3__table',
  groupby: ['gender'],
  metric: 'sum__num',
  adhoc_filters: [],
  row_limit: 10,
  sort_by_metric: true,
  min_val: 'null',
  max_val: null,
  start_angle: 225,
  end_angle: -45,
  color_scheme: 'supersetColors',
  font_size: 15,
  number_format: 'SMART_NUMBER',
  value_formatter: '{value} babies',
  show_pointer: true,
  animation: true,
  show_axis_tick: false,
  show_split_line: false,
  split_number: 10,
  show_progress: true,
  overlap: true,
  round_cap: false,
  intervals: '',
  interval_color_indices: '',
};

type Gauge = {
  type: string;
  min: number;
  max: number;
  radius: number;
  data: { name: string; value: number | null; itemStyle: { color: string } }[];
  axisLine: { lineStyle: { color: unknown; width: number } };
  detail: { formatter: (v: number) => string };
};
const gaugeOf = (fd: FormData, data: Record<string, unknown>[]) =>
  transformGaugeProps(
    transformInput(fd, [{ colnames: ['gender', 'sum__num'], coltypes: [1, 0], data }], {
      width: 400,
      height: 400,
      datasource: { verboseMap: { gender: 'Gender' }, columnFormats: {}, currencyFormats: {} },
    }),
  );
const seriesOf = (p: ReturnType<typeof gaugeOf>) => (p.echartOptions.series as Gauge[])[0]!;

describe('buildGaugeQuery', () => {
  it('queries the metric by the groups, sorted by it when asked', () => {
    const context = buildGaugeQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['gender'],
      metrics: ['sum__num'],
      orderby: [['sum__num', false]],
      row_limit: 10,
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    expect(buildGaugeQuery({ ...formData, sort_by_metric: false }).queries[0]!.orderby).toBeUndefined();
  });
});

describe('transformGaugeProps', () => {
  const rows = [
    { gender: 'boy', sum__num: 600 },
    { gender: 'girl', sum__num: 400 },
  ];

  it('draws a needle per group on a dial twice the largest value, named by verbose names', () => {
    const p = gaugeOf(formData, rows);
    const gauge = seriesOf(p);
    expect(gauge.type).toBe('gauge');
    expect([gauge.min, gauge.max]).toEqual([0, 1200]);
    expect(gauge.data.map((d) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['Gender: boy', 600, '#1FA8C9'],
      ['Gender: girl', 400, '#454E7C'],
    ]);
    expect(gauge.detail.formatter(600)).toBe('600 babies');
    expect(p.labelMap).toEqual({ 'Gender: boy': ['boy'], 'Gender: girl': ['girl'] });
    expect(gauge.radius).toBeGreaterThan(50);
  });

  it('uses the chosen bounds and colours the axis by the intervals', () => {
    const gauge = seriesOf(
      gaugeOf(
        { ...formData, min_val: 0, max_val: 1000, intervals: '500,1000', interval_color_indices: '6,3' },
        rows,
      ),
    );
    expect([gauge.min, gauge.max]).toEqual([0, 1000]);
    expect(gauge.axisLine.lineStyle.color).toEqual([
      [0.5, '#E04355'],
      [1, '#5AC189'],
    ]);
    expect(intervalStops('1,x', '1', ['#a'], 0, 1)).toEqual([]);
  });

  it('copes with no rows, one row without groups, nulls and negative values', () => {
    expect(seriesOf(gaugeOf(formData, [])).data).toEqual([]);
    expect(gaugeBounds([])).toEqual([0, 1]);
    expect(gaugeBounds([-5, 10])).toEqual([-10, 20]);
    const single = transformGaugeProps(
      transformInput({ ...formData, groupby: [] }, [{ colnames: ['sum__num'], data: [{ sum__num: 5 }] }], {
        width: 100,
        height: 100,
      }),
    );
    expect(seriesOf(single).data[0]).toMatchObject({ name: '', value: 5 });
    expect(seriesOf(single).radius).toBeGreaterThanOrEqual(10);
    expect(seriesOf(gaugeOf(formData, [{ gender: null, sum__num: null }])).data[0]).toMatchObject({
      name: 'Gender: <NULL>',
      value: null,
    });
  });

  it('builds the option for 10,000 needles', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ gender: `g${i}`, sum__num: i }));
    expect(seriesOf(gaugeOf(formData, many)).data).toHaveLength(10_000);
  });
});
