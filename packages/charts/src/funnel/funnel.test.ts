import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { sumMetric, transformInput } from '../test-support/chartInput.js';
import { buildFunnelQuery } from './buildQuery.js';
import { stepPercent, transformFunnelProps } from './transformProps.js';

const metric = sumMetric('sales', 'SUM(sales)');
/** As Superset's funnel control panel saves it (label types as enum indexes). */
const formData: FormData = {
  viz_type: 'funnel',
  datasource: '7__table',
  groupby: ['deal_size'],
  metric,
  adhoc_filters: [],
  row_limit: 10,
  sort_by_metric: true,
  percent_calculation_type: 'first_step',
  color_scheme: 'supersetColors',
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  label_type: 3,
  tooltip_label_type: 5,
  number_format: 'SMART_NUMBER',
  show_labels: true,
  show_tooltip_labels: true,
};

const rows = [
  { deal_size: 'Medium', 'SUM(sales)': 6000 },
  { deal_size: 'Small', 'SUM(sales)': 3000 },
  { deal_size: null, 'SUM(sales)': 1500 },
];
const props = (fd: FormData, data: Record<string, unknown>[] = rows) =>
  transformFunnelProps(
    transformInput(fd, [{ colnames: ['deal_size', 'SUM(sales)'], coltypes: [1, 0], data }], {
      width: 600,
      height: 400,
    }),
  );
type Series = {
  type: string;
  data: { name: string; value: number | null; firstStepPercent: number; prevStepPercent: number }[];
  label: { show: boolean; formatter: (p: unknown) => string };
};
const seriesOf = (p: ReturnType<typeof props>) => (p.echartOptions.series as Series[])[0]!;

describe('buildFunnelQuery', () => {
  it('queries the metric by the steps, largest first; no order when sort_by_metric is off', () => {
    const context = buildFunnelQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['deal_size'],
      metrics: [metric],
      orderby: [[metric, false]],
      row_limit: 10,
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    expect(buildFunnelQuery({ ...formData, sort_by_metric: false }).queries[0]!.orderby).toBeUndefined();
  });
});

describe('transformFunnelProps', () => {
  it('draws a step per row with shares of the first and previous steps', () => {
    const p = props(formData);
    const series = seriesOf(p);
    expect(series.type).toBe('funnel');
    expect(series.data.map((d) => [d.name, d.value, d.firstStepPercent, d.prevStepPercent])).toEqual([
      ['Medium', 6000, 1, 1],
      ['Small', 3000, 0.5, 0.5],
      ['<NULL>', 1500, 0.25, 0.5],
    ]);
    expect(p.labelMap).toEqual({ Medium: ['Medium'], Small: ['Small'], '<NULL>': [null] });
    expect((p.echartOptions.legend as { data: string[] }).data).toEqual(['Medium', 'Small', '<NULL>']);
    // Inner labels in a colour that reads on their step; outer ones keep the series colour.
    const colored = seriesOf(p).data as unknown as { label?: { color: string } }[];
    expect(colored[1]!.label).toEqual({ color: '#ffffff' });
    const outer = seriesOf(props({ ...formData, label_line: true })).data as unknown as { label?: unknown }[];
    expect(outer[1]!.label).toBeUndefined();
  });

  it('labels by the saved enum index and the percent calculation type', () => {
    const series = seriesOf(props(formData));
    const params = { name: 'Small', value: 3000, percent: 28.57, data: series.data[1] };
    expect(series.label.formatter(params)).toBe('Small: 3k');
    const prev = seriesOf(props({ ...formData, label_type: 4, percent_calculation_type: 'prev_step' }));
    expect(prev.label.formatter({ ...params, data: prev.data[2], name: '<NULL>' })).toBe('<NULL>: 50.00%');
    expect(stepPercent('total', { firstStepPercent: 1, prevStepPercent: 1 }, 25)).toBe(0.25);
    // Older charts saved the names.
    expect(seriesOf(props({ ...formData, label_type: 'value' })).label.formatter(params)).toBe('3k');
  });

  it('escapes the tooltip and hides it when tooltip labels are off', () => {
    const p = props(formData, [{ deal_size: '<b>x</b>', 'SUM(sales)': 1 }]);
    const tooltip = p.echartOptions.tooltip as { show: boolean; formatter: (x: unknown) => string };
    const data = seriesOf(p).data[0];
    expect(tooltip.formatter({ name: '<b>x</b>', value: 1, percent: 100, data })).toBe(
      '&lt;b&gt;x&lt;/b&gt;: 1 (100.00%)',
    );
    expect(
      (props({ ...formData, show_tooltip_labels: false }).echartOptions.tooltip as { show: boolean }).show,
    ).toBe(false);
  });

  it('copes with no rows, one row, a null metric and a zero first step', () => {
    expect(seriesOf(props(formData, [])).data).toEqual([]);
    expect(seriesOf(props(formData, [rows[0]!])).data[0]).toMatchObject({ value: 6000, firstStepPercent: 1 });
    const odd = seriesOf(
      props(formData, [
        { deal_size: 'a', 'SUM(sales)': 0 },
        { deal_size: 'b', 'SUM(sales)': null },
      ]),
    ).data;
    expect(odd.map((d) => [d.value, d.firstStepPercent, d.prevStepPercent])).toEqual([
      [0, 0, 1],
      [null, 0, 0],
    ]);
  });

  it('builds the option for 10,000 steps', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ deal_size: `s${i}`, 'SUM(sales)': 10_000 - i }));
    expect(seriesOf(props(formData, many)).data).toHaveLength(10_000);
  });
});
