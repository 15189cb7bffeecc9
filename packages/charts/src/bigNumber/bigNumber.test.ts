import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { buildBigNumberQuery } from './buildQuery.js';
import { pickerColor, transformBigNumberProps } from './transformProps.js';
import { baseAxisColumn, formDataOf, sumMetric, transformInput } from '../test-support/chartInput.js';

const metric = sumMetric('quantity_ordered', 'SUM(Sales)');
const formData: FormData = {
  viz_type: 'big_number',
  datasource: '21__table',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metric,
  rolling_type: 'cumsum',
  y_axis_format: 'SMART_NUMBER',
  compare_lag: 1,
  compare_suffix: 'MoM',
};

const day = (d: number) => Date.UTC(2004, 0, d);

describe('buildBigNumberQuery', () => {
  it('queries the metric over the x-axis, pivoted, accumulated and flattened', () => {
    const context = buildBigNumberQuery(formData);
    const q = context.queries[0]!;
    expect(q.columns).toEqual([baseAxisColumn('order_date', 'P1M')]);
    expect(q.metrics).toEqual([metric]);
    expect(q.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'cum', 'flatten']);
    expect(q.post_processing?.[1]?.options).toEqual({
      operator: 'sum',
      columns: { 'SUM(Sales)': 'SUM(Sales)' },
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });
});

describe('transformBigNumberProps', () => {
  const result = {
    colnames: ['order_date', 'SUM(Sales)'],
    coltypes: [2, 0],
    data: [
      { order_date: day(2), 'SUM(Sales)': 1200 },
      { order_date: day(1), 'SUM(Sales)': 1000 },
    ],
  };

  it('shows the latest value and its change over compare_lag periods', () => {
    const props = transformBigNumberProps(transformInput(formData, [result], { width: 300, height: 200 }));
    expect(props.bigNumber).toBe(1200);
    expect(props.formattedBigNumber).toBe('1.2k');
    expect(props.subheader).toBe('+20.0% MoM');
    expect(props.timestamp).toBe(day(2));
    expect(props.mainColor).toBe('rgba(0, 122, 135, 1)');
    const series = (props.trendLineOption?.series as { data: unknown[] }[])[0]!;
    expect(series.data).toEqual([
      [day(1), 1000],
      [day(2), 1200],
    ]);
  });

  it('falls back to the last known value and can aggregate instead', () => {
    const withGap = { ...result, data: [...result.data, { order_date: day(3), 'SUM(Sales)': null }] };
    const props = transformBigNumberProps(transformInput(formData, [withGap]));
    expect(props.bigNumber).toBe(1200);
    expect(props.isFallback).toBe(true);
    const summed = transformBigNumberProps(transformInput({ ...formData, aggregation: 'sum' }, [result]));
    expect(summed.bigNumber).toBe(2200);
  });

  it('has no trendline when switched off and says when there is no data', () => {
    const off = transformBigNumberProps(transformInput({ ...formData, show_trend_line: false }, [result]));
    expect(off.trendLineOption).toBeNull();
    const empty = transformBigNumberProps(transformInput(formData, [{ colnames: [], data: [] }]));
    expect(empty.formattedBigNumber).toBe('No data');
    expect(pickerColor({ r: 1, g: 2, b: 3, a: 0.5 })).toBe('rgba(1, 2, 3, 0.5)');
  });
});

describe('transformBigNumberProps with the dataset', () => {
  it('formats with the metric saved format', () => {
    const props = transformBigNumberProps(
      transformInput(
        formDataOf('big_number', { metric: 'count', x_axis: 'ds' }),
        [{ colnames: ['ds', 'count'], coltypes: [2, 0], data: [{ ds: day(1), count: 1234 }] }],
        {
          width: 300,
          height: 200,
          datasource: { verboseMap: {}, columnFormats: { count: ',.1f' }, currencyFormats: {} },
        },
      ),
    );
    expect(props.formattedBigNumber).toBe('1,234.0');
  });
});
