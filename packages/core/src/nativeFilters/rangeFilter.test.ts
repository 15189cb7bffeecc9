import { describe, expect, it } from 'vitest';
import {
  RANGE_ORDER_MESSAGE,
  rangeFilterDataMask,
  rangeFilterLabel,
  rangeValueOf,
  validateRange,
} from './rangeFilter.js';

describe('validateRange', () => {
  it('refuses a minimum at or above the maximum with the spec message', () => {
    expect(validateRange(5, 5)).toBe('Minimum must be strictly less than maximum');
    expect(validateRange(6, 5)).toBe(RANGE_ORDER_MESSAGE);
  });

  it('accepts an ordered pair and open ends', () => {
    expect(validateRange(1, 5)).toBeNull();
    expect(validateRange(null, 5)).toBeNull();
    expect(validateRange(5, undefined)).toBeNull();
    expect(validateRange()).toBeNull();
  });
});

describe('rangeFilterDataMask', () => {
  it('filters with >= and <= and keeps [min, max]', () => {
    expect(rangeFilterDataMask('quantity_ordered', [20, 40])).toEqual({
      extraFormData: {
        filters: [
          { col: 'quantity_ordered', op: '>=', val: 20 },
          { col: 'quantity_ordered', op: '<=', val: 40 },
        ],
      },
      filterState: { value: [20, 40], label: '20 ≤ x ≤ 40' },
    });
  });

  it('sends one side when the other is open', () => {
    expect(rangeFilterDataMask('q', [20, null]).extraFormData?.filters).toEqual([
      { col: 'q', op: '>=', val: 20 },
    ]);
    expect(rangeFilterDataMask('q', [null, 40]).extraFormData?.filters).toEqual([
      { col: 'q', op: '<=', val: 40 },
    ]);
    expect(rangeFilterDataMask('q', [null, 40]).filterState?.label).toBe('x ≤ 40');
  });

  it('is not applied when invalid or empty (cleared mask)', () => {
    const cleared = { extraFormData: {}, filterState: { value: null } };
    expect(rangeFilterDataMask('q', [40, 20])).toEqual(cleared);
    expect(rangeFilterDataMask('q', [40, 40])).toEqual(cleared);
    expect(rangeFilterDataMask('q', [null, null])).toEqual(cleared);
    expect(rangeFilterDataMask('q', [Number.NaN, 'x'])).toEqual(cleared);
  });
});

describe('rangeValueOf and rangeFilterLabel', () => {
  it('reads back what the mask holds', () => {
    expect(rangeValueOf(rangeFilterDataMask('q', [1, 2]))).toEqual([1, 2]);
    expect(rangeValueOf(rangeFilterDataMask('q', [null, 2]))).toEqual([null, 2]);
    expect(rangeValueOf({ filterState: { value: null } })).toEqual([null, null]);
    expect(rangeFilterLabel([3, null])).toBe('x ≥ 3');
    expect(rangeFilterLabel([null, null])).toBe('');
  });
});
