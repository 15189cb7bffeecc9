import { describe, expect, it } from 'vitest';
import { isEmptyExtraFormData, mergeExtraFormData } from './merge.js';

describe('mergeExtraFormData', () => {
  it('appends filters and adhoc filters in order', () => {
    const a = {
      filters: [{ col: 'country', op: 'IN' as const, val: ['France'] }],
      adhoc_filters: [{ x: 1 }],
    };
    const b = { filters: [{ col: 'deal_size', op: 'NOT IN' as const, val: ['Small'] }] };
    expect(mergeExtraFormData(a, b)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['France'] },
        { col: 'deal_size', op: 'NOT IN', val: ['Small'] },
      ],
      adhoc_filters: [{ x: 1 }],
    });
  });

  it('lets the later mask win for time keys and keeps the earlier one when unset', () => {
    expect(
      mergeExtraFormData(
        { time_range: 'Last week', time_grain_sqla: 'P1D', granularity_sqla: 'order_date' },
        { time_range: '2003-01-01 : 2004-01-01', time_column: 'ship_date' },
      ),
    ).toEqual({
      time_range: '2003-01-01 : 2004-01-01',
      time_grain_sqla: 'P1D',
      granularity_sqla: 'order_date',
      time_column: 'ship_date',
    });
  });

  it('drops empty lists, merges custom_form_data and accepts missing sides', () => {
    expect(mergeExtraFormData({ filters: [] }, { filters: [] })).toEqual({});
    expect(mergeExtraFormData(undefined, null)).toEqual({});
    expect(mergeExtraFormData({ custom_form_data: { a: 1 } }, { custom_form_data: { b: 2 } })).toEqual({
      custom_form_data: { a: 1, b: 2 },
    });
  });

  it('does not change its inputs', () => {
    const a = { filters: [{ col: 'a', op: 'IN' as const, val: [1] }] };
    mergeExtraFormData(a, { filters: [{ col: 'b', op: 'IN' as const, val: [2] }] });
    expect(a.filters).toHaveLength(1);
  });
});

describe('isEmptyExtraFormData', () => {
  it('is true when nothing would change a query', () => {
    expect(isEmptyExtraFormData(undefined)).toBe(true);
    expect(isEmptyExtraFormData({})).toBe(true);
    expect(isEmptyExtraFormData({ filters: [], time_range: undefined })).toBe(true);
    expect(isEmptyExtraFormData({ filters: [{ col: 'a', op: 'IN', val: [1] }] })).toBe(false);
    expect(isEmptyExtraFormData({ time_range: 'No filter' })).toBe(false);
  });
});
