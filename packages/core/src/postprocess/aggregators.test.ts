import { describe, expect, it } from 'vitest';
import { aggregateValues, NUMPY_FUNCTIONS } from './aggregators.js';

const values = [4, null, 1, 3];

describe('aggregateValues', () => {
  it('skips missing values for the pandas-backed reductions', () => {
    expect(aggregateValues('sum', values)).toBe(8);
    expect(aggregateValues('mean', values)).toBe(8 / 3);
    expect(aggregateValues('min', values)).toBe(1);
    expect(aggregateValues('max', values)).toBe(4);
    expect(aggregateValues('prod', values)).toBe(12);
    expect(aggregateValues('count', values)).toBe(3);
    expect(aggregateValues('nanmedian', values)).toBe(3);
    expect(aggregateValues('nanpercentile', values, { q: 50 })).toBe(3);
  });

  it('propagates missing values for plain numpy functions', () => {
    expect(aggregateValues('median', values)).toBeNull();
    expect(aggregateValues('average', values)).toBeNull();
    expect(aggregateValues('percentile', values, { q: 10 })).toBeNull();
    expect(aggregateValues('median', [1, 2, 3, 4])).toBe(2.5);
  });

  it('uses population statistics and handles empty groups', () => {
    expect(aggregateValues('var', [1, 2, 3, 4])).toBe(1.25);
    expect(aggregateValues('std', [1, 2, 3, 4], { ddof: 1 })).toBeCloseTo(Math.sqrt(5 / 3), 12);
    expect(aggregateValues('sum', [])).toBe(0);
    expect(aggregateValues('mean', [null])).toBeNull();
    expect(aggregateValues('max', [])).toBeNull();
  });

  it('computes positions, running totals and text extremes', () => {
    expect(aggregateValues('argmax', [1, 9, 3])).toBe(1);
    expect(aggregateValues('argmin', [5, 9, 3])).toBe(2);
    expect(aggregateValues('cumsum', [1, 2, null, 3])).toEqual([1, 3, null, 6]);
    expect(aggregateValues('count_nonzero', [0, 1, 2, null])).toBe(2);
    expect(aggregateValues('max', ['b', 'c', 'a'])).toBe('c');
  });

  it('requires q for percentiles and lists the operators Superset documents', () => {
    expect(() => aggregateValues('percentile', [1], {})).toThrow(/needs the option "q"/);
    expect(NUMPY_FUNCTIONS).toContain('nanpercentile');
  });
});
