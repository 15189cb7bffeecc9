import { describe, expect, it } from 'vitest';
import { formatDiffValue, getFormDataDiffs, isEqualish } from './formDataDiff';

describe('isEqualish', () => {
  it('treats empty values as equal and numbers as their text', () => {
    expect(isEqualish(null, undefined)).toBe(true);
    expect(isEqualish('', [])).toBe(true);
    expect(isEqualish({}, null)).toBe(true);
    expect(isEqualish(10000, '10000')).toBe(true);
    expect(isEqualish(10000, '1000')).toBe(false);
    expect(isEqualish('a', 'b')).toBe(false);
  });

  it('compares metrics and filters without their client ids or key order', () => {
    const a = {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'sales' },
      optionName: 'x1',
    };
    const b = {
      optionName: 'y2',
      column: { column_name: 'sales' },
      aggregate: 'SUM',
      expressionType: 'SIMPLE',
    };
    expect(isEqualish([a], [b])).toBe(true);
    expect(isEqualish([a], [{ ...b, aggregate: 'AVG' }])).toBe(false);
  });
});

describe('getFormDataDiffs', () => {
  it('lists the changed controls only, ignoring identity and temporary keys', () => {
    const saved = {
      viz_type: 'echarts_timeseries_line',
      slice_id: 3,
      metrics: ['count'],
      row_limit: 10000,
      url_params: { a: '1' },
      groupby: [],
    };
    const current = {
      viz_type: 'echarts_timeseries_line',
      slice_id: 3,
      metrics: ['sum__sales'],
      row_limit: '10000',
      url_params: {},
      rolling_type: null,
    };
    expect(getFormDataDiffs(saved, current)).toEqual({
      metrics: { before: ['count'], after: ['sum__sales'] },
    });
    expect(getFormDataDiffs(saved, saved)).toEqual({});
  });

  it('sees a key the current form data dropped', () => {
    expect(getFormDataDiffs({ color_scheme: 'd3Category10' }, {})).toEqual({
      color_scheme: { before: 'd3Category10', after: undefined },
    });
  });
});

describe('formatDiffValue', () => {
  it('shows values as the chart-changes table does', () => {
    expect(formatDiffValue(undefined)).toBe('N/A');
    expect(formatDiffValue([])).toBe('N/A');
    expect(formatDiffValue(true)).toBe('true');
    expect(formatDiffValue(25)).toBe('25');
    expect(
      formatDiffValue([
        'count',
        { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' } },
      ]),
    ).toBe('count, SUM(sales)');
    expect(
      formatDiffValue([
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'country',
          operator: 'IN',
          comparator: ['FR', 'ES'],
        },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'sales > 10' },
      ]),
    ).toBe('country IN (FR, ES), sales > 10');
    expect(formatDiffValue({ a: 1 })).toBe('{"a":1}');
  });
});
