import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildGanttQuery } from './buildQuery.js';
import { ganttBarFilters } from './drill.js';
import { ganttTimeBounds } from './timeBounds.js';
import { transformGanttProps } from './transformProps.js';

/** As Superset's Gantt control panel saves it. */
const formData: FormData = {
  viz_type: 'gantt_chart',
  datasource: '5__table',
  start_time: 'start',
  end_time: 'finish',
  y_axis: 'customer',
  series: 'deal_size',
  subcategories: false,
  tooltip_metrics: ['count'],
  tooltip_columns: ['city'],
  adhoc_filters: [],
  order_by_cols: ['["start", true]'],
  row_limit: 10000,
  color_scheme: 'supersetColors',
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  zoomable: false,
  x_axis_time_format: 'smart_date',
  tooltipTimeFormat: 'smart_date',
  tooltipValuesFormat: 'SMART_NUMBER',
};
const DAY = 86_400_000;
const colnames = ['start', 'finish', 'customer', 'deal_size', 'city', 'count'];
const rows = [
  { start: 0, finish: 2 * DAY, customer: 'Acme', deal_size: 'Small', city: 'Paris', count: 3 },
  { start: DAY, finish: 3 * DAY, customer: 'Acme', deal_size: 'Large', city: 'Lyon', count: 1 },
  { start: 2 * DAY, finish: 4 * DAY, customer: 'Bolt', deal_size: 'Small', city: '<b>', count: 2 },
];
const props = (fd: FormData = formData, data: Record<string, unknown>[] = rows) =>
  transformGanttProps(transformInput(fd, [{ colnames, coltypes: [2, 2, 1, 1, 1, 0], data }], { width: 800 }));
type Bar = { name?: string; type: string; data: { value: unknown[] }[] };
const seriesOf = (p: ReturnType<typeof props>) => p.echartOptions.series as Bar[];

describe('buildGanttQuery', () => {
  it('queries start, end, category, series, tooltip columns and order columns once each', () => {
    const q = buildGanttQuery(formData).queries[0]!;
    expect(q.columns).toEqual(['start', 'finish', 'customer', 'deal_size', 'city']);
    expect(q.metrics).toEqual(['count']);
    expect(q.orderby).toEqual([['start', true]]);
    expect(q.series_columns).toEqual(['deal_size']);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(buildGanttQuery(formData))))).not.toThrow();
    expect(() => buildGanttQuery({ ...formData, order_by_cols: ['not json'] })).toThrow(
      'Found invalid orderby options',
    );
  });
});

describe('transformGanttProps', () => {
  it('draws a custom series per series value with each bar on its category lane', () => {
    const s = seriesOf(props());
    expect(s.map((x) => [x.type, x.name])).toEqual([
      ['custom', 'Large'],
      ['custom', 'Small'],
      ['line', undefined],
      ['line', undefined],
    ]);
    // [start, end, lane, lanes]: Acme is lane 0, Bolt lane 1.
    expect(s[1]!.data.map((d) => d.value.slice(0, 4))).toEqual([
      [0, 2 * DAY, 0, 2],
      [2 * DAY, 4 * DAY, 1, 2],
    ]);
    const labels = (s[3] as unknown as { markLine: { data: unknown[] } }).markLine.data;
    expect(labels).toEqual([
      { yAxis: 1.5, name: 'Acme' },
      { yAxis: 0.5, name: 'Bolt' },
    ]);
    expect((props().echartOptions.yAxis as { max: number }).max).toBe(2);
  });

  it('splits categories into subcategories by series when asked', () => {
    const s = seriesOf(props({ ...formData, subcategories: true }));
    expect(s[0]!.data[0]!.value.slice(2, 4)).toEqual([1, 3]);
    expect((props({ ...formData, subcategories: true }).echartOptions.yAxis as { max: number }).max).toBe(3);
  });

  it('bounds the time axis by times of day, formats and escapes the tooltip, drills on a bar', () => {
    expect(ganttTimeBounds(['08:00:00', '18:30:00'], [DAY + 5], [3 * DAY + 7])).toEqual([
      DAY + 8 * 3_600_000,
      3 * DAY + 18.5 * 3_600_000,
    ]);
    expect(ganttTimeBounds([null, null], [0], [1])).toEqual([undefined, undefined]);
    const x = props({ ...formData, x_axis_time_bounds: ['08:00:00', null] }).echartOptions.xAxis as {
      min: number;
    };
    expect(x.min).toBe(8 * 3_600_000);
    const p = props();
    const tip = (p.echartOptions.tooltip as { formatter: (x: unknown) => string }).formatter({
      seriesName: 'Small',
      value: seriesOf(p)[1]!.data[1]!.value,
    });
    expect(tip).toContain('Small');
    expect(tip).toContain('&lt;b&gt;');
    expect(tip).toContain('>2<');
    expect(ganttBarFilters(p, seriesOf(p)[1]!.data[1]!.value).filters).toEqual([
      { col: 'customer', op: '==', val: 'Bolt', formattedVal: 'Bolt' },
      { col: 'deal_size', op: '==', val: 'Small', formattedVal: 'Small' },
    ]);
  });

  it('copes with no rows and draws 10,000 events', () => {
    expect(seriesOf(props(formData, [])).filter((s) => s.type === 'custom')).toEqual([]);
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      start: i * 1000,
      finish: i * 1000 + 5000,
      customer: `c${i % 200}`,
      deal_size: ['Small', 'Medium', 'Large'][i % 3],
      city: 'x',
      count: 1,
    }));
    const bars = seriesOf(props(formData, many)).filter((s) => s.type === 'custom');
    expect(bars.reduce((n, s) => n + s.data.length, 0)).toBe(10_000);
  });
});
