import { describe, expect, it } from 'vitest';
import { InvalidPostProcessingError } from './errors.js';
import { col, day, keys, multipleMetrics, singleMetric } from './test-support/fixtures.js';
import { flatten } from './flatten.js';
import { frameFromColumns, frameToRows } from './frame.js';
import { pivot } from './pivot.js';
import { rolling } from './rolling.js';

// Superset's timeseries_df: label x y, y = 1..4.
const timeseries = frameFromColumns({ label: ['x', 'y', 'z', 'q'], y: [1, 2, 3, 4] });
/** `rolling` over `timeseries`: a sum of y in place unless `options` say otherwise. */
const rollY = (options: Partial<Parameters<typeof rolling>[1]>) =>
  rolling(timeseries, { columns: { y: 'y' }, rolling_type: 'sum', ...options });

describe('rolling', () => {
  it('sums over a trailing window in place', () => {
    const out = rollY({ window: 2, min_periods: 0 });
    expect(keys(out)).toEqual(['label', 'y']);
    expect(col(out, 'y')).toEqual([1, 3, 5, 7]);
  });

  it('writes to a new column when mapped to another name', () => {
    const out = rollY({ columns: { y: 'y_mean' }, rolling_type: 'mean', window: 10, min_periods: 0 });
    expect(keys(out)).toEqual(['label', 'y', 'y_mean']);
    expect(col(out, 'y_mean')).toEqual([1, 1.5, 2, 2.5]);
    expect(col(out, 'y')).toEqual([1, 2, 3, 4]);
  });

  it('supports count, quantile, std, median, min, max, skew and kurt', () => {
    const run = (rolling_type: string, extra = {}) =>
      col(
        rolling(timeseries, { columns: { y: 'r' }, rolling_type, window: 10, min_periods: 0, ...extra }),
        'r',
      );
    expect(run('count')).toEqual([1, 2, 3, 4]);
    expect(run('quantile', { rolling_type_options: { quantile: 0.25 } })).toEqual([1, 1.25, 1.5, 1.75]);
    expect(run('median')).toEqual([1, 1.5, 2, 2.5]);
    expect(run('max')).toEqual([1, 2, 3, 4]);
    expect(run('min')).toEqual([1, 1, 1, 1]);
    const std = run('std') as (number | null)[];
    expect(std[0]).toBeNull();
    expect(std[1]).toBeCloseTo(Math.SQRT1_2, 12);
    expect(run('skew')).toEqual([null, null, 0, 0]);
    expect((run('kurt') as number[])[3]).toBeCloseTo(-1.2, 12);
  });

  it('leaves cells missing until min_periods values are present (default: the window) and trims like Superset', () => {
    const full = rollY({ window: 3 });
    expect(col(full, 'y')).toEqual([null, null, 6, 9]);
    const trimmed = rollY({ window: 3, min_periods: 2 });
    expect(frameToRows(trimmed).rows).toEqual([
      { label: 'y', y: 3 },
      { label: 'z', y: 6 },
      { label: 'q', y: 9 },
    ]);
  });

  it('centres the window with center', () => {
    const out = rollY({ window: 3, min_periods: 1, center: true });
    expect(col(out, 'y')).toEqual([3, 6, 9, 7]);
  });

  it('skips missing values inside the window', () => {
    const gappy = frameFromColumns({ y: [1, null, 3, 4] });
    expect(
      col(rolling(gappy, { columns: { y: 'y' }, rolling_type: 'mean', window: 2, min_periods: 0 }), 'y'),
    ).toEqual([1, 1, 3, 3.5]);
  });

  it('runs a cumulative sum for rolling_type cumsum', () => {
    expect(col(rolling(timeseries, { columns: { y: 'y' }, rolling_type: 'cumsum' }), 'y')).toEqual([
      1, 3, 6, 10,
    ]);
  });

  it('rolls every series of a pivoted frame', () => {
    const pivoted = pivot(multipleMetrics, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' }, count_metric: { operator: 'sum' } },
    });
    const out = flatten(
      rolling(pivoted, {
        columns: { count_metric: 'count_metric', sum_metric: 'sum_metric' },
        rolling_type: 'sum',
        window: 2,
        min_periods: 0,
      }),
    );
    expect(frameToRows(out).rows).toEqual([
      {
        dttm: day(1),
        'count_metric, UK': 1,
        'count_metric, US': 2,
        'sum_metric, UK': 5,
        'sum_metric, US': 6,
      },
      {
        dttm: day(2),
        'count_metric, UK': 4,
        'count_metric, US': 6,
        'sum_metric, UK': 12,
        'sum_metric, US': 14,
      },
    ]);
    const single = pivot(singleMetric, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' } },
    });
    const trimmed = rolling(single, {
      rolling_type: 'sum',
      window: 2,
      min_periods: 2,
      columns: { sum_metric: 'sum_metric' },
    });
    expect(trimmed.length).toBe(1);
    expect(trimmed.index[0]?.values).toEqual([day(2)]);
  });

  it('rejects bad options with Superset messages', () => {
    const run = (options: Parameters<typeof rolling>[1]) => () => rolling(timeseries, options);
    expect(run({ columns: { y: 'y' }, rolling_type: 'abc', window: 2 })).toThrow('Invalid rolling_type: abc');
    expect(
      run({ columns: { y: 'y' }, rolling_type: 'quantile', rolling_type_options: { abc: 123 }, window: 2 }),
    ).toThrow('Invalid options for quantile: {"abc":123}');
    expect(run({ columns: { y: 'y' }, rolling_type: 'sum' })).toThrow(
      'Undefined window for rolling operation',
    );
    expect(run({ columns: { y: 'y' }, rolling_type: 'sum', window: 0 })).toThrow('Window must be > 0');
    expect(run({ columns: { y: 'y' }, rolling_type: 'sum', window: 10001 })).toThrow('must not exceed');
    expect(run({ columns: { nope: 'y' }, rolling_type: 'sum', window: 2 })).toThrow(
      InvalidPostProcessingError,
    );
  });

  it('does not change its input', () => {
    const before = JSON.stringify(timeseries);
    rolling(timeseries, { columns: { y: 'y' }, rolling_type: 'sum', window: 2, min_periods: 0 });
    expect(JSON.stringify(timeseries)).toBe(before);
  });
});
