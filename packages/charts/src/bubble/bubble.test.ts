import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { sumMetric, transformInput } from '../test-support/chartInput.js';
import { buildBubbleQuery } from './buildQuery.js';
import { bubbleSizer, transformBubbleProps } from './transformProps.js';

const x = sumMetric('SP_RUR_TOTL_ZS', 'rural');
const y = sumMetric('SP_DYN_LE00_IN', 'life');
const size = sumMetric('SP_POP_TOTL', 'pop');
/** As Superset's bubble control panel saves it. */
const formData: FormData = {
  viz_type: 'bubble_v2',
  datasource: '2__table',
  series: 'region',
  entity: 'country_name',
  x,
  y,
  size,
  adhoc_filters: [],
  orderby: size,
  order_desc: true,
  row_limit: 10000,
  color_scheme: 'supersetColors',
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  max_bubble_size: '25',
  tooltipSizeFormat: 'SMART_NUMBER',
  opacity: 0.6,
  x_axis_label: 'Rural',
  xAxisLabelRotation: 0,
  x_axis_title_margin: 30,
  xAxisFormat: 'SMART_NUMBER',
  logXAxis: false,
  y_axis_label: '',
  yAxisLabelRotation: 0,
  y_axis_title_margin: 30,
  y_axis_format: 'SMART_NUMBER',
  logYAxis: false,
  truncateXAxis: true,
  xAxisBounds: [0, null],
  truncateYAxis: false,
  y_axis_bounds: [null, null],
};
const rows = [
  { country_name: 'France', region: 'Europe', rural: 20, life: 82, pop: 60 },
  { country_name: 'Chad', region: 'Africa', rural: 78, life: 52, pop: 10 },
  { country_name: 'Spain', region: 'Europe', rural: 21, life: 83, pop: 35 },
];
const propsOf = (fd: FormData, data: Record<string, unknown>[] = rows) =>
  transformBubbleProps(
    transformInput(
      fd,
      [{ colnames: ['country_name', 'region', 'rural', 'life', 'pop'], coltypes: [1, 1, 0, 0, 0], data }],
      {
        width: 600,
        height: 400,
      },
    ),
  );
type Series = { name: string; data: unknown[][]; symbolSize: (v: unknown[]) => number };

describe('buildBubbleQuery', () => {
  it('queries x, y and size per entity and series, sorted by the chosen metric', () => {
    const context = buildBubbleQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['country_name', 'region'],
      metrics: [x, y, size],
      orderby: [[size, false]],
      row_limit: 10000,
    });
    expect(context.form_data).toBe(formData);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    // A saved metric's name is a metric, not order-by JSON.
    expect(
      buildBubbleQuery({ ...formData, orderby: 'count', order_desc: false }).queries[0]!.orderby,
    ).toEqual([['count', true]]);
    expect(buildBubbleQuery({ ...formData, orderby: null, series: null }).queries[0]).toMatchObject({
      columns: ['country_name'],
    });
  });
});

describe('transformBubbleProps', () => {
  it('draws a series per dimension value, bubbles sized between the smallest and largest', () => {
    const p = propsOf(formData);
    const series = p.echartOptions.series as Series[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      [
        'Europe',
        [
          [20, 82, 60, 'France', 'Europe'],
          [21, 83, 35, 'Spain', 'Europe'],
        ],
      ],
      ['Africa', [[78, 52, 10, 'Chad', 'Africa']]],
    ]);
    expect(series[0]!.symbolSize(series[0]!.data[0]!)).toBe(55);
    expect(series[1]!.symbolSize(series[1]!.data[0]!)).toBe(5);
    expect(p.echartOptions.xAxis).toMatchObject({ type: 'value', min: 0, name: 'Rural', nameGap: 30 });
    expect(p.columns).toEqual(['country_name', 'region']);
    // The y title clears the value labels ("83" is about 13 px wide).
    const titled = propsOf({ ...formData, y_axis_label: 'Life' });
    expect((titled.echartOptions.yAxis as { nameGap: number }).nameGap).toBe(30 + 13);
  });

  it('escapes the tooltip', () => {
    const p = propsOf(formData, [{ country_name: '<x>', region: null, rural: 1, life: 2, pop: 3 }]);
    const formatter = (p.echartOptions.tooltip as { formatter: (x: unknown) => string }).formatter;
    const data = (p.echartOptions.series as Series[])[0]!.data[0];
    expect((p.echartOptions.series as Series[])[0]!.name).toBe('<NULL>');
    expect(formatter({ data })).toBe(
      '<strong>&lt;x&gt;<br/>&lt;NULL&gt;</strong><br/>rural: 1<br/>life: 2<br/>pop: 3',
    );
  });

  it('copes with no rows, one row (minimum size) and null sizes', () => {
    expect(propsOf(formData, []).echartOptions.series).toEqual([]);
    expect(bubbleSizer([7], 25)(7)).toBe(5);
    expect(bubbleSizer([null, 4, 8], 10)(null)).toBe(5);
    expect(bubbleSizer([], 10)(null)).toBe(5);
  });

  it('builds the option for 10,000 points', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      country_name: `c${i}`,
      region: `r${i % 7}`,
      rural: i,
      life: i % 90,
      pop: i * 3,
    }));
    const series = propsOf(formData, many).echartOptions.series as Series[];
    expect(series.reduce((n, s) => n + s.data.length, 0)).toBe(10_000);
  });
});
