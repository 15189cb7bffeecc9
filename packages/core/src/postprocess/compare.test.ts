import { describe, expect, it } from 'vitest';
import { compare, roundHalfEven } from './compare.js';
import { col, keys, oneRowFrame } from './test-support/fixtures.js';
import { flatten } from './flatten.js';
import { frameFromColumns, frameToRows } from './frame.js';

const frame = frameFromColumns({ label: ['x', 'y', 'z'], y: [1, 2, 3], z: [2, 0, null] });

describe('compare', () => {
  it('adds difference / percentage / ratio columns named type__source__compare', () => {
    const difference = compare(frame, {
      source_columns: ['y'],
      compare_columns: ['z'],
      compare_type: 'difference',
    });
    expect(keys(difference)).toEqual(['label', 'y', 'z', 'difference__y__z']);
    expect(col(difference, 'difference__y__z')).toEqual([-1, 2, null]);
    const percentage = compare(frame, {
      source_columns: ['y'],
      compare_columns: ['z'],
      compare_type: 'percentage',
    });
    expect(col(percentage, 'percentage__y__z')).toEqual([-0.5, Infinity, null]);
    const ratio = compare(frame, { source_columns: ['z'], compare_columns: ['y'], compare_type: 'ratio' });
    expect(col(ratio, 'ratio__z__y')).toEqual([2, 0, null]);
  });

  it('rounds relative values to precision (half to even) and can drop the originals', () => {
    const thirds = frameFromColumns({ a: [1, 2], b: [3, 3] });
    const out = compare(thirds, {
      source_columns: ['a'],
      compare_columns: ['b'],
      compare_type: 'ratio',
      precision: 2,
      drop_original_columns: true,
    });
    expect(frameToRows(out)).toEqual({
      colnames: ['ratio__a__b'],
      rows: [{ ratio__a__b: 0.33 }, { ratio__a__b: 0.67 }],
    });
    expect(roundHalfEven(0.125, 2)).toBe(0.12);
    expect(roundHalfEven(0.375, 2)).toBe(0.38);
  });

  it('compares series by series on a pivoted frame', () => {
    const pivoted = oneRowFrame(
      ['ds', '2020'],
      [
        [['m', 'boy'], 10],
        [['m', 'girl'], 20],
        [['m__1 year ago', 'boy'], 5],
        [['m__1 year ago', 'girl'], 40],
      ],
    );
    const out = compare(pivoted, {
      source_columns: ['m'],
      compare_columns: ['m__1 year ago'],
      compare_type: 'percentage',
      drop_original_columns: true,
    });
    expect(frameToRows(flatten(out)).rows).toEqual([
      { ds: '2020', 'percentage__m__m__1 year ago, boy': 1, 'percentage__m__m__1 year ago, girl': -0.5 },
    ]);
  });

  it('validates its options', () => {
    expect(() =>
      compare(frame, { source_columns: ['y'], compare_columns: [], compare_type: 'ratio' }),
    ).toThrow('`compare_columns` must have the same length as `source_columns`.');
    expect(() =>
      compare(frame, { source_columns: ['y'], compare_columns: ['z'], compare_type: 'abs' }),
    ).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
    expect(() =>
      compare(frame, { source_columns: ['q'], compare_columns: ['z'], compare_type: 'ratio' }),
    ).toThrow(/q/);
  });
});
