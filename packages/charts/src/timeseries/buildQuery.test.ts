import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { buildTimeseriesQuery } from './buildQuery.js';
import { baseAxisColumn, sumMetric } from '../test-support/chartInput.js';

const base: FormData = {
  viz_type: 'echarts_timeseries_line',
  datasource: '3__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metrics: ['count', sumMetric('num', 'SUM(num)')],
  groupby: ['gender'],
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'ds',
      operator: 'TEMPORAL_RANGE',
      comparator: 'Last year',
    },
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] },
    { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 0' },
    { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 10' },
  ],
  limit: 5,
  timeseries_limit_metric: 'count',
  order_desc: true,
  row_limit: 10000,
};

/** The first query of `base` with these fields changed. */
const queryOf = (fields: Partial<FormData>) => buildTimeseriesQuery({ ...base, ...fields }).queries[0]!;

describe('buildTimeseriesQuery', () => {
  const context = buildTimeseriesQuery(base);
  const query = context.queries[0]!;

  it('groups by the x-axis (as BASE_AXIS with the grain) and the series columns', () => {
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(query.columns).toEqual([baseAxisColumn('ds', 'P1M'), 'gender']);
    expect(query.series_columns).toEqual(['gender']);
    expect(query.series_limit).toBe(5);
    expect(query.series_limit_metric).toBe('count');
    expect(query.orderby).toEqual([['count', false]]);
    expect(query.row_limit).toBe(10000);
  });

  it('turns adhoc filters into filters and WHERE / HAVING text', () => {
    expect(query.filters).toEqual([
      { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
      { col: 'state', op: 'IN', val: ['CA', 'NY'] },
    ]);
    expect(query.extras).toEqual({ time_grain_sqla: 'P1M', where: '(num > 0)', having: '(SUM(num) > 10)' });
  });

  it('pivots on the x-axis, drops the metric level only with one metric, and flattens', () => {
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { count: { operator: 'mean' }, 'SUM(num)': { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
    const single = queryOf({ metrics: ['count'], show_empty_columns: true });
    expect(single.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'rename', 'flatten']);
    expect(single.post_processing?.[1]?.options).toEqual({
      columns: { count: null },
      level: 0,
      inplace: true,
    });
  });

  it('adds the advanced analytics between pivot and flatten, in Superset order', () => {
    const q = queryOf({
      groupby: [],
      rolling_type: 'mean',
      rolling_periods: '7',
      min_periods: 2,
      time_compare: ['1 year ago'],
      comparison_type: 'percentage',
      resample_rule: '1D',
      resample_method: 'ffill',
    });
    expect(q.time_offsets).toEqual(['1 year ago']);
    expect(q.post_processing?.map((s) => s?.operation)).toEqual([
      'pivot',
      'rolling',
      'compare',
      'resample',
      'flatten',
    ]);
    expect(q.post_processing?.[0]?.options?.aggregates).toEqual({
      count: { operator: 'mean' },
      'SUM(num)': { operator: 'mean' },
      'count__1 year ago': { operator: 'mean' },
      'SUM(num)__1 year ago': { operator: 'mean' },
    });
    expect(q.post_processing?.[1]?.options).toMatchObject({
      rolling_type: 'mean',
      window: 7,
      min_periods: 2,
    });
    expect(q.post_processing?.[2]?.options).toEqual({
      source_columns: ['count', 'SUM(num)'],
      compare_columns: ['count__1 year ago', 'SUM(num)__1 year ago'],
      compare_type: 'percentage',
      drop_original_columns: true,
    });
    expect(q.post_processing?.[3]?.options).toEqual({ method: 'ffill', rule: '1D', fill_value: null });
    const cumsum = queryOf({ rolling_type: 'cumsum' });
    expect(cumsum.post_processing?.[1]).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { count: 'count', 'SUM(num)': 'SUM(num)' } },
    });
  });

  it('falls back to the legacy time column and merges dashboard filters', () => {
    const { x_axis: _x, ...legacy } = base;
    const q = buildTimeseriesQuery({
      ...legacy,
      granularity_sqla: 'ds',
      extra_form_data: {
        filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
        time_range: 'Last week',
        time_grain_sqla: 'P1W',
      },
    }).queries[0]!;
    expect(q.columns?.[0]).toMatchObject({ sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1W' });
    expect(q.time_range).toBe('Last week');
    expect(q.filters?.[0]).toEqual({ col: 'gender', op: 'IN', val: ['boy'], isExtra: true });
  });

  it('produces a query context the chart-data schema accepts', () => {
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('uses contribution and the x-axis sort', () => {
    const q = queryOf({ groupby: [], contributionMode: 'row', x_axis_sort: 'count', x_axis_sort_asc: false });
    expect(q.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'contribution', 'sort', 'flatten']);
    expect(q.post_processing?.[2]?.options).toEqual({ by: 'count', ascending: false });
  });
});
