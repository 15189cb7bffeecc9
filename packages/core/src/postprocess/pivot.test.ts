import { describe, expect, it } from 'vitest';
import { InvalidPostProcessingError } from './errors.js';
import { col, day, keys, multipleMetrics, singleMetric } from './test-support/fixtures.js';
import { flatten } from './flatten.js';
import { frameFromRows, frameToRows } from './frame.js';
import { pivot } from './pivot.js';

const mean = { operator: 'mean' };
/** The sum of sum_metric per day, one column a country. */
const sumByCountry = {
  index: ['dttm'],
  columns: ['country'],
  aggregates: { sum_metric: { operator: 'sum' } },
};

describe('pivot', () => {
  it('pivots without columns: one plain column per metric, rows indexed and sorted', () => {
    const out = pivot(
      frameFromRows([
        { name: 'b', v: 1 },
        { name: 'a', v: 2 },
        { name: 'b', v: 3 },
      ]),
      { index: ['name'], aggregates: { v: { operator: 'sum' } } },
    );
    expect(keys(out)).toEqual(['v']);
    expect(out.index).toEqual([{ name: 'name', values: ['a', 'b'] }]);
    expect(col(out, 'v')).toEqual([2, 4]);
  });

  it('pivots a series column into (metric, value) columns', () => {
    const out = pivot(singleMetric, sumByCountry);
    expect(keys(out)).toEqual([
      ['sum_metric', 'UK'],
      ['sum_metric', 'US'],
    ]);
    expect(out.index[0]?.values).toEqual([day(1), day(2)]);
    expect(col(out, ['sum_metric', 'US'])).toEqual([6, 8]);
    expect(out.columnLevelNames).toEqual([null, 'country']);
  });

  it('sorts metrics and series like pandas pivot_table', () => {
    const out = pivot(multipleMetrics, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' }, count_metric: { operator: 'sum' } },
    });
    expect(keys(flatten(out))).toEqual([
      'dttm',
      'count_metric, UK',
      'count_metric, US',
      'sum_metric, UK',
      'sum_metric, US',
    ]);
  });

  it('keeps only combinations present in the data when drop_missing_columns is false', () => {
    const data = frameFromRows([
      { dttm: day(1), a: 0, b: 0, metric: 9 },
      { dttm: day(1), a: 1, b: 1, metric: null },
    ]);
    const kept = flatten(
      pivot(data, {
        index: ['dttm'],
        columns: ['a', 'b'],
        aggregates: { metric: mean },
        drop_missing_columns: false,
      }),
    );
    expect(frameToRows(kept)).toEqual({
      colnames: ['dttm', 'metric, 0, 0', 'metric, 1, 1'],
      rows: [{ dttm: day(1), 'metric, 0, 0': 9, 'metric, 1, 1': null }],
    });
    const dropped = flatten(
      pivot(data, { index: ['dttm'], columns: ['a', 'b'], aggregates: { metric: mean } }),
    );
    expect(keys(dropped)).toEqual(['dttm', 'metric, 0, 0']);
  });

  it('fills missing cells with metric_fill_value (alias fill_value) and missing series names with <NULL>', () => {
    const data = frameFromRows([
      { d: 'x', c: 'p', v: 1 },
      { d: 'y', c: null, v: 2 },
    ]);
    const out = pivot(data, {
      index: ['d'],
      columns: ['c'],
      aggregates: { v: { operator: 'sum' } },
      metric_fill_value: 0,
    });
    expect(keys(out)).toEqual([
      ['v', '<NULL>'],
      ['v', 'p'],
    ]);
    expect(col(out, ['v', 'p'])).toEqual([1, 0]);
    const aliased = pivot(data, {
      index: ['d'],
      columns: ['c'],
      aggregates: { v: { operator: 'sum' } },
      fill_value: -1,
    });
    expect(col(aliased, ['v', 'p'])).toEqual([1, -1]);
  });

  it('drops rows with a missing index unless drop_missing_columns is false', () => {
    const data = frameFromRows([
      { d: 'x', v: 1 },
      { d: null, v: 2 },
    ]);
    expect(pivot(data, { index: ['d'], aggregates: { v: mean } }).length).toBe(1);
    const kept = pivot(data, { index: ['d'], aggregates: { v: mean }, drop_missing_columns: false });
    expect(kept.index[0]?.values).toEqual(['x', null]);
  });

  it('keeps a metric whose values are all missing, with the series found in the data', () => {
    const data = frameFromRows([
      { dttm: day(1), category: 'C', metric: null, other: 1 },
      { dttm: day(1), category: 'A', metric: null, other: 2 },
    ]);
    const out = pivot(data, {
      index: ['dttm'],
      columns: ['category'],
      aggregates: { metric: mean, other: mean },
    });
    expect(keys(out)).toEqual([
      ['metric', 'C'],
      ['metric', 'A'],
      ['other', 'A'],
      ['other', 'C'],
    ]);
    expect(col(out, ['metric', 'C'])).toEqual([null]);
  });

  it('groups values under each series with combine_value_with_metric', () => {
    const out = pivot(multipleMetrics, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: mean, count_metric: mean },
      combine_value_with_metric: true,
    });
    expect(keys(out)).toEqual([
      ['UK', 'count_metric'],
      ['UK', 'sum_metric'],
      ['US', 'count_metric'],
      ['US', 'sum_metric'],
    ]);
    expect(out.columnLevelNames).toEqual(['country', null]);
  });

  it('adds totals with marginal_distributions', () => {
    const out = pivot(singleMetric, {
      ...sumByCountry,
      marginal_distributions: true,
    });
    expect(keys(out)).toEqual([
      ['sum_metric', 'UK'],
      ['sum_metric', 'US'],
      ['sum_metric', 'All'],
    ]);
    expect(out.index[0]?.values).toEqual([day(1), day(2), 'All']);
    expect(col(out, ['sum_metric', 'UK'])).toEqual([5, 7, 12]);
    expect(col(out, ['sum_metric', 'All'])).toEqual([11, 15, 26]);
  });

  it('supports the legacy flatten_columns / reset_index options', () => {
    const out = pivot(singleMetric, {
      ...sumByCountry,
      flatten_columns: true,
      reset_index: true,
    });
    expect(frameToRows(out).colnames).toEqual(['dttm', 'UK', 'US']);
  });

  it('validates its options like Superset', () => {
    const fail = (options: Parameters<typeof pivot>[1]) => () => pivot(singleMetric, options);
    expect(fail({ columns: ['country'], aggregates: { sum_metric: mean } })).toThrow(
      'Pivot operation requires at least one index',
    );
    expect(fail({ index: ['dttm'] })).toThrow('Pivot operation must include at least one aggregate');
    expect(fail({ index: ['abc'], aggregates: { sum_metric: mean } })).toThrow(InvalidPostProcessingError);
    expect(fail({ index: ['dttm'], columns: ['abc'], aggregates: { sum_metric: mean } })).toThrow(/abc/);
    expect(fail({ index: ['dttm'], aggregates: { sum_metric: {} } })).toThrow(
      'Operator undefined for aggregator: sum_metric',
    );
  });

  it('leaves its input untouched', () => {
    const before = JSON.stringify(singleMetric);
    pivot(singleMetric, { index: ['dttm'], columns: ['country'], aggregates: { sum_metric: mean } });
    expect(JSON.stringify(singleMetric)).toBe(before);
  });
});
