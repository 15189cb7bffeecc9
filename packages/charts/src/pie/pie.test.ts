import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { buildPieQuery } from './buildQuery.js';
import { formatPieLabel, transformPieProps } from './transformProps.js';
import { formDataOf, sumMetric, transformInput } from '../test-support/chartInput.js';

const metric = sumMetric('sales', '(Sales)');
const formData: FormData = {
  viz_type: 'pie',
  datasource: '23__table',
  groupby: ['product_line'],
  metric,
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'rank', operator: '<=', comparator: '25' },
  ],
  row_limit: 100,
  donut: true,
  innerRadius: 41,
  outerRadius: 65,
  label_type: 'key_percent',
  number_format: ',d',
  show_legend: false,
};

describe('buildPieQuery', () => {
  it('queries one metric by the dimensions, largest first', () => {
    const context = buildPieQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['product_line'],
      metrics: [metric],
      orderby: [[metric, false]],
      row_limit: 100,
      filters: [{ col: 'rank', op: '<=', val: '25' }],
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    expect(buildPieQuery({ ...formData, sort_by_metric: false }).queries[0]!.orderby).toBeUndefined();
  });
});

describe('transformPieProps', () => {
  const props = transformPieProps(
    transformInput(
      formData,
      [
        {
          colnames: ['product_line', '(Sales)'],
          coltypes: [1, 0],
          data: [
            { product_line: 'Classic Cars', '(Sales)': 3000 },
            { product_line: null, '(Sales)': 1000 },
          ],
        },
      ],
      { width: 600, height: 300 },
    ),
  );
  const series = (props.echartOptions.series as Record<string, unknown>[])[0]!;

  it('draws a donut with a slice per row', () => {
    expect(series.type).toBe('pie');
    expect(series.radius).toEqual(['41%', '65%']);
    expect(series.data).toEqual([
      { name: 'Classic Cars', value: 3000, itemStyle: { color: '#1FA8C9' } },
      { name: '<NULL>', value: 1000, itemStyle: { color: '#454E7C' } },
    ]);
    expect(props.labelMap).toEqual({ 'Classic Cars': ['Classic Cars'], '<NULL>': [null] });
    expect((props.echartOptions.legend as { show: boolean }).show).toBe(false);
  });

  it('shrinks the pie in a narrow cell so outside labels are not cut', () => {
    const narrow = transformPieProps(
      transformInput(
        formData,
        [{ colnames: ['product_line', '(Sales)'], data: [{ product_line: 'Classic Cars', '(Sales)': 1 }] }],
        { width: 360, height: 300 },
      ),
    );
    const radius = (narrow.echartOptions.series as { radius: string[] }[])[0]!.radius;
    expect(parseFloat(radius[1]!)).toBeLessThan(65);
    expect(parseFloat(radius[1]!)).toBeGreaterThanOrEqual(40);
    expect(parseFloat(radius[0]!) / parseFloat(radius[1]!)).toBeCloseTo(41 / 65);
  });

  it('labels slices by the label type and hides small ones', () => {
    const label = series.label as {
      formatter: (p: { name: string; value: number; percent: number }) => string;
    };
    expect(label.formatter({ name: 'Classic Cars', value: 3000, percent: 75 })).toBe('Classic Cars: 75.00%');
    expect(label.formatter({ name: 'x', value: 1, percent: 1 })).toBe('');
    expect(
      formatPieLabel('key_value_percent', { name: 'a', value: 1234, percent: 0.5 }, (n) => String(n)),
    ).toBe('a: 1234 (50.00%)');
  });
});

describe('transformPieProps with the dataset', () => {
  it('formats slices with the metric saved format and names a lone slice by its verbose name', () => {
    const props = transformPieProps(
      transformInput(
        formDataOf('pie', { metric: 'sum__sales', groupby: [], label_type: 'key_value' }),
        [{ colnames: ['sum__sales'], coltypes: [0], data: [{ sum__sales: 1234.5 }] }],
        {
          width: 300,
          height: 300,
          datasource: {
            verboseMap: { sum__sales: 'Total sales' },
            columnFormats: { sum__sales: ',.1f' },
            currencyFormats: {},
          },
        },
      ),
    );
    const series = (
      props.echartOptions.series as {
        data: { name: string }[];
        label: { formatter: (p: unknown) => string };
      }[]
    )[0]!;
    expect(series.data[0]!.name).toBe('Total sales');
    expect(series.label.formatter({ name: 'Total sales', value: 1234.5, percent: 100 })).toBe(
      'Total sales: 1,234.5',
    );
  });
});
