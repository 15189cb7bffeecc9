import { describe, expect, it } from 'vitest';
import { QueryValidationError } from './errors.js';
import { getColumnLabel, getMetricLabel, isBaseAxis } from './labels.js';
import { parseQueryContext, parseQueryObject, resolveQueryContext, resolveQueryObject } from './validate.js';

/** A request as Superset's echarts timeseries chart sends it. */
const timeseriesRequest = {
  datasource: { id: 3, type: 'table' },
  force: false,
  queries: [
    {
      filters: [
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
        { col: 'gender', op: 'IN', val: ['boy', 'girl'] },
        { col: 'name', op: 'IS NOT NULL' },
      ],
      extras: { having: '', where: '', time_grain_sqla: 'P1D' },
      applied_time_extras: {},
      columns: [
        {
          timeGrain: 'P1D',
          columnType: 'BASE_AXIS',
          sqlExpression: 'ds',
          label: 'ds',
          expressionType: 'SQL',
        },
        'gender',
      ],
      metrics: [
        'count',
        {
          expressionType: 'SIMPLE',
          column: { column_name: 'num', type: 'BIGINT', id: 7 },
          aggregate: 'SUM',
          label: 'SUM(num)',
          optionName: 'metric_abc',
        },
      ],
      orderby: [['count', false]],
      annotation_layers: [],
      row_limit: 10000,
      series_columns: ['gender'],
      series_limit: 0,
      order_desc: true,
      url_params: { slice_id: '12' },
      custom_params: {},
      custom_form_data: {},
      time_offsets: [],
      post_processing: [
        {
          operation: 'pivot',
          options: { index: ['ds'], columns: ['gender'], aggregates: { count: { operator: 'mean' } } },
        },
        { operation: 'flatten' },
      ],
    },
  ],
  form_data: { viz_type: 'echarts_timeseries_line', slice_id: 12 },
  result_format: 'json',
  result_type: 'full',
};

function issuesOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(QueryValidationError);
    return (error as QueryValidationError).issues;
  }
  throw new Error('expected a validation error');
}

describe('QueryContext schema', () => {
  it('accepts a real Superset request and keeps unknown keys', () => {
    const context = parseQueryContext(timeseriesRequest);
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]?.['custom_params']).toEqual({});
    expect(context.queries[0]?.columns?.[0]).toMatchObject({ columnType: 'BASE_AXIS', timeGrain: 'P1D' });
  });

  it('names the field at fault', () => {
    const [query] = timeseriesRequest.queries;
    const bad = {
      ...timeseriesRequest,
      result_format: 'pdf',
      queries: [
        {
          ...query,
          row_limit: 'lots',
          filters: [query?.filters[0], { col: 'gender', op: 'CONTAINS', val: 'b' }],
          metrics: ['count', { expressionType: 'SIMPLE', column: { column_name: 5 }, aggregate: 'SUM' }],
        },
      ],
    };
    const issues = issuesOf(() => parseQueryContext(bad));
    const paths = issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'queries.0.row_limit',
        'queries.0.filters.1.op',
        'queries.0.metrics.1.column.column_name',
        'result_format',
      ]),
    );
    expect(issues.find((i) => i.path === 'queries.0.row_limit')?.message).toMatch(/expected number/);
  });

  it('explains union mismatches and semantic rules', () => {
    expect(issuesOf(() => parseQueryObject({ columns: [42] }))).toEqual([
      { path: 'columns.0', message: 'expected string or object' },
    ]);
    expect(
      issuesOf(() =>
        parseQueryObject({ metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'x' } }] }),
      ),
    ).toEqual([{ path: 'metrics.0.aggregate', message: 'a SIMPLE metric needs an aggregate' }]);
    expect(
      issuesOf(() => parseQueryObject({ filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 3 }] }))[0],
    ).toEqual({
      path: 'filters.0.val',
      message: 'TEMPORAL_RANGE needs a time range string',
    });
    expect(
      issuesOf(() => parseQueryObject({ filters: [{ col: 'x', op: '==', val: [1, 2] }] }))[0]?.message,
    ).toBe('== takes a single value, not a list');
    expect(issuesOf(() => parseQueryObject({ post_processing: [{ operation: 'prophet' }] }))).toEqual([
      { path: 'post_processing.0.operation', message: 'Unsupported post processing operation: prophet' },
    ]);
    expect(issuesOf(() => parseQueryObject({ row_limit: -1 }))[0]?.path).toBe('row_limit');
    expect(issuesOf(() => parseQueryContext({ queries: [] }))[0]).toMatchObject({ path: 'datasource' });
  });

  it('applies Superset defaults and folds deprecated keys', () => {
    const resolved = resolveQueryContext(
      parseQueryContext({ datasource: { id: '3', type: 'table' }, queries: [{}] }),
    );
    expect(resolved).toMatchObject({
      force: false,
      result_format: 'json',
      result_type: 'full',
      form_data: null,
    });
    expect(resolved.queries[0]).toMatchObject({
      columns: [],
      metrics: null,
      filters: [],
      row_limit: 10000,
      row_offset: 0,
      series_limit: 0,
      order_desc: true,
      is_timeseries: false,
      post_processing: [],
    });
    const legacy = resolveQueryObject(
      parseQueryObject({
        groupby: ['__timestamp', 'gender'],
        granularity_sqla: 'ds',
        timeseries_limit: 5,
        where: 'num > 1',
        post_processing: [null, { operation: 'flatten' }],
      }),
      { rowLimit: 500 },
    );
    expect(legacy).toMatchObject({
      columns: ['__timestamp', 'gender'],
      granularity: 'ds',
      series_limit: 5,
      is_timeseries: true,
      row_limit: 500,
      extras: { where: 'num > 1' },
      post_processing: [{ operation: 'flatten' }],
    });
  });
});

describe('labels', () => {
  it('labels columns and metrics the way Superset names result columns', () => {
    expect(getColumnLabel('gender')).toBe('gender');
    expect(getColumnLabel({ sqlExpression: 'UPPER(name)', label: 'Name' })).toBe('Name');
    expect(getColumnLabel({ sqlExpression: 'UPPER(name)' })).toBe('UPPER(name)');
    expect(getMetricLabel('count')).toBe('count');
    expect(
      getMetricLabel({ expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM' }),
    ).toBe('SUM(num)');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' })).toBe('COUNT(*)');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'Rows' })).toBe('Rows');
    expect(isBaseAxis({ sqlExpression: 'ds', columnType: 'BASE_AXIS' })).toBe(true);
    expect(isBaseAxis('ds')).toBe(false);
  });
});
