import { describe, expect, it } from 'vitest';
import {
  timeColumnDataMask,
  timeFilterValueOf,
  timeGrainDataMask,
  timeRangeDataMask,
} from './timeFilters.js';

const cleared = { extraFormData: {}, filterState: { value: null } };

describe('timeRangeDataMask', () => {
  it('sets time_range', () => {
    expect(timeRangeDataMask('Last year')).toEqual({
      extraFormData: { time_range: 'Last year' },
      filterState: { value: 'Last year', label: 'Last year' },
    });
    expect(timeRangeDataMask('2003-01-01 : 2004-01-01').extraFormData).toEqual({
      time_range: '2003-01-01 : 2004-01-01',
    });
  });

  it('clears on "No filter" and on nothing', () => {
    expect(timeRangeDataMask('No filter')).toEqual(cleared);
    expect(timeRangeDataMask('')).toEqual(cleared);
    expect(timeRangeDataMask(null)).toEqual(cleared);
  });
});

describe.each([
  {
    name: 'timeGrainDataMask',
    mask: timeGrainDataMask,
    value: 'P1M',
    extraFormData: { time_grain_sqla: 'P1M' },
    label: 'Month',
    nothing: undefined,
  },
  {
    name: 'timeColumnDataMask',
    mask: timeColumnDataMask,
    value: 'order_date',
    extraFormData: { granularity_sqla: 'order_date' },
    label: 'order_date',
    nothing: '',
  },
])('$name', ({ mask, value, extraFormData, label, nothing }) => {
  it(`sets ${Object.keys(extraFormData)[0]} with its label, and clears on nothing`, () => {
    expect(mask(value)).toEqual({ extraFormData, filterState: { value: [value], label } });
    expect(mask(nothing)).toEqual(cleared);
  });
});

describe('timeFilterValueOf', () => {
  it('reads the value of each time mask', () => {
    expect(timeFilterValueOf(timeRangeDataMask('Last week'))).toBe('Last week');
    expect(timeFilterValueOf(timeGrainDataMask('P1D'))).toBe('P1D');
    expect(timeFilterValueOf(timeColumnDataMask('order_date'))).toBe('order_date');
    expect(timeFilterValueOf(cleared)).toBeNull();
  });
});
