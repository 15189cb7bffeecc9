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

describe('timeGrainDataMask', () => {
  it('sets time_grain_sqla with the grain name as label', () => {
    expect(timeGrainDataMask('P1M')).toEqual({
      extraFormData: { time_grain_sqla: 'P1M' },
      filterState: { value: ['P1M'], label: 'Month' },
    });
    expect(timeGrainDataMask(undefined)).toEqual(cleared);
  });
});

describe('timeColumnDataMask', () => {
  it('sets granularity_sqla', () => {
    expect(timeColumnDataMask('order_date')).toEqual({
      extraFormData: { granularity_sqla: 'order_date' },
      filterState: { value: ['order_date'], label: 'order_date' },
    });
    expect(timeColumnDataMask('')).toEqual(cleared);
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
