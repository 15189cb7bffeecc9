import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { sumMetric, transformInput } from '../test-support/chartInput.js';
import { buildRadarQuery } from './buildQuery.js';
import { radarIndicators, transformRadarProps } from './transformProps.js';

const sales = sumMetric('sales', 'SUM(sales)');
const quantity = sumMetric('quantity_ordered', 'SUM(quantity_ordered)');
/** As Superset's radar control panel saves it. */
const formData: FormData = {
  viz_type: 'radar',
  datasource: '7__table',
  groupby: ['deal_size'],
  metrics: [sales, quantity],
  timeseries_limit_metric: null,
  adhoc_filters: [],
  row_limit: 10,
  color_scheme: 'supersetColors',
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  show_labels: true,
  label_type: 'value',
  label_position: 'top',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
  column_config: { 'SUM(sales)': { radarMetricMaxValue: 10000 } },
  is_circle: false,
};
const rows = [
  { deal_size: 'Medium', 'SUM(sales)': 6000, 'SUM(quantity_ordered)': 80 },
  { deal_size: 'Small', 'SUM(sales)': 3000, 'SUM(quantity_ordered)': null },
];
const propsOf = (fd: FormData, data: Record<string, unknown>[] = rows) =>
  transformRadarProps(
    transformInput(
      fd,
      [{ colnames: ['deal_size', 'SUM(sales)', 'SUM(quantity_ordered)'], coltypes: [1, 0, 0], data }],
      { width: 500, height: 400 },
    ),
  );
type Radar = { indicator: { name: string; min: number; max?: number }[]; shape: string };
type Series = {
  data: { name: string; value: (number | null)[]; label: { formatter: (p: unknown) => string } }[];
};

describe('buildRadarQuery', () => {
  it('orders by the first metric descending, or by the sort metric', () => {
    const context = buildRadarQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['deal_size'],
      metrics: [sales, quantity],
      orderby: [[sales, false]],
      row_limit: 10,
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    expect(buildRadarQuery({ ...formData, timeseries_limit_metric: quantity }).queries[0]!.orderby).toEqual([
      [quantity, false],
    ]);
  });
});

describe('transformRadarProps', () => {
  it('draws a polygon per group on an axis per metric, with the configured max', () => {
    const p = propsOf(formData);
    const radar = p.echartOptions.radar as Radar;
    expect(radar.shape).toBe('polygon');
    expect(radar.indicator).toEqual([
      { name: 'SUM(sales)', min: 0, max: 10000 },
      { name: 'SUM(quantity_ordered)', min: 0, max: 80 },
    ]);
    const series = (p.echartOptions.series as Series[])[0]!;
    expect(series.data.map((d) => [d.name, d.value])).toEqual([
      ['Medium', [6000, 80]],
      ['Small', [3000, null]],
    ]);
    expect(series.data[0]!.label.formatter({ name: 'Medium', value: 6000, dimensionIndex: 0 })).toBe('6k');
    expect(p.labelMap).toEqual({ Medium: ['Medium'], Small: ['Small'] });
  });

  it('labels with the category when asked and draws a circle', () => {
    const p = propsOf({ ...formData, label_type: 'key_value', is_circle: true });
    const series = (p.echartOptions.series as Series[])[0]!;
    expect(series.data[0]!.label.formatter({ name: 'Medium', value: 80, dimensionIndex: 1 })).toBe(
      'Medium: 80',
    );
    expect((p.echartOptions.radar as Radar).shape).toBe('circle');
  });

  it('takes the min from the data when set to null and leaves an all-null axis to ECharts', () => {
    expect(
      radarIndicators(['a', 'b'], [[5, 9], [null]], { a: { radarMetricMinValue: null } }, (n) => n),
    ).toEqual([
      { name: 'a', min: 5, max: 9 },
      { name: 'b', min: 0 },
    ]);
  });

  it('copes with no rows and escapes the tooltip', () => {
    expect((propsOf(formData, []).echartOptions.series as Series[])[0]!.data).toEqual([]);
    const p = propsOf(formData, [{ deal_size: '<i>x</i>', 'SUM(sales)': 1, 'SUM(quantity_ordered)': 2 }]);
    const formatter = (p.echartOptions.tooltip as { formatter: (x: unknown) => string }).formatter;
    expect(formatter({ name: '<i>x</i>', value: [1, 2] })).toBe(
      '<strong>&lt;i&gt;x&lt;/i&gt;</strong><br/>SUM(sales): 1<br/>SUM(quantity_ordered): 2',
    );
  });

  it('builds the option for 10,000 groups', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      deal_size: `d${i}`,
      'SUM(sales)': i,
      'SUM(quantity_ordered)': 1,
    }));
    expect((propsOf(formData, many).echartOptions.series as Series[])[0]!.data).toHaveLength(10_000);
  });
});
