import { describe, expect, it } from 'vitest';
import { col, day } from './test-support/fixtures.js';
import { frameFromColumns, frameToRows, type Frame } from './frame.js';
import { resample } from './resample.js';
import { parseResampleRule } from './resampleRule.js';

// Superset's timeseries_df2: a daily series with gaps.
const series: Frame = {
  length: 4,
  index: [{ name: '__timestamp', values: [day(1), day(2), day(5), day(7)] }],
  columns: [
    { key: 'label', values: ['x', 'y', 'z', 'q'] },
    { key: 'y', values: [1, 2, 5, 7] },
  ],
};
const dates = (frame: Frame) =>
  frame.index[0]?.values.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v));

describe('resample', () => {
  it('upsamples with ffill / bfill', () => {
    const ffill = resample(series, { rule: '1D', method: 'ffill' });
    expect(dates(ffill)).toEqual([
      '2019-01-01',
      '2019-01-02',
      '2019-01-03',
      '2019-01-04',
      '2019-01-05',
      '2019-01-06',
      '2019-01-07',
    ]);
    expect(col(ffill, 'y')).toEqual([1, 2, 2, 2, 5, 5, 7]);
    expect(col(ffill, 'label')).toEqual(['x', 'y', 'y', 'y', 'z', 'z', 'q']);
    expect(col(resample(series, { rule: '1D', method: 'bfill' }), 'y')).toEqual([1, 2, 5, 5, 5, 7, 7]);
  });

  it('fills gaps with fill_value for asfreq (zero fill), missing otherwise', () => {
    expect(col(resample(series, { rule: '1D', method: 'asfreq' }), 'y')).toEqual([
      1,
      2,
      null,
      null,
      5,
      null,
      7,
    ]);
    const zero = resample(series, { rule: '1D', method: 'asfreq', fill_value: 0 });
    expect(col(zero, 'y')).toEqual([1, 2, 0, 0, 5, 0, 7]);
    expect(col(zero, 'label')).toEqual(['x', 'y', 0, 0, 'z', 0, 'q']);
  });

  it('zero-fills the whole query range when time_range_start/end are given', () => {
    const out = resample(series, {
      rule: '1D',
      method: 'asfreq',
      fill_value: 0,
      time_range_start: '2018-12-30',
      time_range_end: '2019-01-09',
    });
    expect(dates(out)?.[0]).toBe('2018-12-30');
    expect(out.length).toBe(10);
    expect(col(out, 'y')).toEqual([0, 0, 1, 2, 0, 0, 5, 0, 7, 0]);
  });

  it('interpolates linearly', () => {
    expect(col(resample(series, { rule: '1D', method: 'linear' }), 'y')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('aggregates bins when downsampling', () => {
    const out = resample(series, { rule: '2D', method: 'sum' });
    expect(dates(out)).toEqual(['2019-01-01', '2019-01-03', '2019-01-05', '2019-01-07']);
    expect(col(out, 'y')).toEqual([3, 0, 5, 7]);
    expect(col(out, 'label')).toEqual([null, null, null, null]);
    expect(col(resample(series, { rule: '7D', method: 'mean' }), 'y')).toEqual([3.75]);
    expect(col(resample(series, { rule: '7D', method: 'median' }), 'y')).toEqual([3.5]);
  });

  it('labels calendar rules like pandas (month end, month start, year start, weeks ending Sunday)', () => {
    const monthly: Frame = {
      length: 3,
      index: [
        {
          name: 'ds',
          values: [
            new Date('2019-01-01T00:00Z'),
            new Date('2019-01-31T00:00Z'),
            new Date('2019-03-03T00:00Z'),
          ],
        },
      ],
      columns: [{ key: 'v', values: [1, 2, 3] }],
    };
    const me = resample(monthly, { rule: '1M', method: 'sum' });
    expect(dates(me)).toEqual(['2019-01-31', '2019-02-28', '2019-03-31']);
    expect(col(me, 'v')).toEqual([3, 0, 3]);
    expect(dates(resample(monthly, { rule: 'MS', method: 'sum' }))).toEqual([
      '2019-01-01',
      '2019-02-01',
      '2019-03-01',
    ]);
    expect(dates(resample(monthly, { rule: '1AS', method: 'sum' }))).toEqual(['2019-01-01']);
    const weekly = resample(monthly, { rule: 'W', method: 'sum' });
    expect(dates(weekly)?.[0]).toBe('2019-01-06');
    expect(parseResampleRule('W-MON')?.bucket(Date.parse('2024-03-13T00:00Z'))).toBe(
      Date.parse('2024-03-18T00:00Z'),
    );
  });

  it('keeps the index representation (epoch numbers stay numbers)', () => {
    const epoch: Frame = {
      ...series,
      index: [{ name: 'ts', values: [0, 2 * 3_600_000] }],
      length: 2,
      columns: [{ key: 'v', values: [1, 3] }],
    };
    expect(frameToRows(resample(epoch, { rule: '1H', method: 'linear' })).rows).toEqual([
      { ts: 0, v: 1 },
      { ts: 3_600_000, v: 2 },
      { ts: 7_200_000, v: 3 },
    ]);
  });

  it('accepts the older time_column form on an unindexed frame', () => {
    const flat = frameFromColumns({ __timestamp: ['2019-01-01', '2019-01-03'], y: [1, 3] });
    const out = resample(flat, { rule: '1D', method: 'ffill', time_column: '__timestamp' });
    expect(frameToRows(out).rows).toEqual([
      { __timestamp: '2019-01-01T00:00:00.000Z', y: 1 },
      { __timestamp: '2019-01-02T00:00:00.000Z', y: 1 },
      { __timestamp: '2019-01-03T00:00:00.000Z', y: 3 },
    ]);
  });

  it('validates method, rule and index', () => {
    expect(() => resample(series, { rule: '1D', method: 'foo' })).toThrow(
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
    );
    expect(() => resample(series, { rule: 'fortnightly', method: 'sum' })).toThrow(
      'Invalid resample rule: fortnightly',
    );
    expect(() => resample(frameFromColumns({ y: [1] }), { rule: '1D', method: 'sum' })).toThrow(
      'Resample operation requires DatetimeIndex',
    );
    expect(() =>
      resample(series, {
        rule: '1L',
        method: 'asfreq',
        fill_value: 0,
        time_range_start: '2000-01-01',
        time_range_end: '2030-01-01',
      }),
    ).toThrow(/too many rows/);
  });
});
