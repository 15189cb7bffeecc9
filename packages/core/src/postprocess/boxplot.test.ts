import { describe, expect, it } from 'vitest';
import { boxplot } from './boxplot.js';
import { col } from './test-support/fixtures.js';
import { frameFromColumns, frameToRows } from './frame.js';

const frame = frameFromColumns({
  team: ['a', 'a', 'a', 'a', 'a', 'a', 'b', 'b', 'b'],
  score: [1, 2, 3, 4, 5, 100, 10, 20, 30],
  time: [5, 5, 5, 5, 5, 5, 1, '2', null],
});

describe('boxplot', () => {
  it('computes Tukey statistics per group with outliers', () => {
    const out = boxplot(frame, { groupby: ['team'], metrics: ['score'], whisker_type: 'tukey' });
    expect(frameToRows(out).rows[0]).toEqual({
      team: 'a',
      score__mean: 115 / 6,
      score__median: 3.5,
      score__max: 5,
      score__min: 1,
      score__q1: 2.5,
      score__q3: 4.5,
      score__count: 6,
      score__outliers: [100],
    });
    expect(frameToRows(out).rows[1]).toMatchObject({
      team: 'b',
      score__q1: 15,
      score__q3: 25,
      score__outliers: [],
    });
  });

  it('orders columns statistic by statistic, then metric by metric, and coerces numeric text', () => {
    const out = boxplot(frame, { groupby: ['team'], metrics: ['score', 'time'], whisker_type: 'min/max' });
    expect(frameToRows(out).colnames.slice(0, 5)).toEqual([
      'team',
      'score__mean',
      'time__mean',
      'score__median',
      'time__median',
    ]);
    expect(col(out, 'score__max')).toEqual([100, 30]);
    expect(col(out, 'time__count')).toEqual([6, 2]);
    expect(col(out, 'time__mean')).toEqual([5, 1.5]);
  });

  it('uses percentile whiskers', () => {
    const out = boxplot(frame, { metrics: ['score'], whisker_type: 'percentile', percentiles: [10, 90] });
    expect(out.length).toBe(1);
    expect(col(out, 'score__min')).toEqual([1.8]);
    expect(col(out, 'score__max')[0]).toBeCloseTo(44, 10);
    expect(col(out, 'score__outliers')).toEqual([[100, 1]]);
  });

  it('validates whisker options', () => {
    expect(() =>
      boxplot(frame, { metrics: ['score'], whisker_type: 'percentile', percentiles: [90, 10] }),
    ).toThrow(/percentiles must be a list or tuple with two numeric values/);
    expect(() => boxplot(frame, { metrics: ['score'], whisker_type: 'iqr' as never })).toThrow(
      /Invalid options for boxplot: whisker_type/,
    );
    expect(() => boxplot(frame, { metrics: ['nope'], whisker_type: 'tukey' })).toThrow(/nope/);
  });
});
