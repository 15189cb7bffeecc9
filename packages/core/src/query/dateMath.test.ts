import { describe, expect, it } from 'vitest';
import { addMonths, addToDate, lastDayOf, truncateDate } from './dateMath.js';

const at = (iso: string) => new Date(iso);
const s = (date: Date) => date.toISOString();

describe('dateMath', () => {
  const friday = at('2024-03-15T14:30:45.123Z');

  it('adds calendar months, quarters and years with day clamping', () => {
    expect(s(addMonths(at('2024-01-31T10:00:00Z'), 1))).toBe('2024-02-29T10:00:00.000Z');
    expect(s(addMonths(at('2023-01-31T00:00:00Z'), 1))).toBe('2023-02-28T00:00:00.000Z');
    expect(s(addMonths(at('2024-01-15T00:00:00Z'), -13))).toBe('2022-12-15T00:00:00.000Z');
    expect(s(addToDate(at('2024-02-29T00:00:00Z'), 1, 'year'))).toBe('2025-02-28T00:00:00.000Z');
    expect(s(addToDate(at('2024-11-30T00:00:00Z'), 1, 'quarter'))).toBe('2025-02-28T00:00:00.000Z');
  });

  it('adds fixed units exactly', () => {
    expect(s(addToDate(friday, -1, 'week'))).toBe('2024-03-08T14:30:45.123Z');
    expect(s(addToDate(friday, 2, 'hour'))).toBe('2024-03-15T16:30:45.123Z');
    expect(s(addToDate(friday, -90, 'second'))).toBe('2024-03-15T14:29:15.123Z');
  });

  it.each([
    { unit: 'year', start: '2024-01-01T00:00:00.000Z', lastDay: '2024-12-31T00:00:00.000Z' },
    { unit: 'quarter', start: '2024-01-01T00:00:00.000Z', lastDay: '2024-03-31T00:00:00.000Z' },
    { unit: 'month', start: '2024-03-01T00:00:00.000Z', lastDay: '2024-03-31T00:00:00.000Z' },
    { unit: 'week', start: '2024-03-11T00:00:00.000Z', lastDay: '2024-03-17T00:00:00.000Z' },
    { unit: 'day', start: '2024-03-15T00:00:00.000Z', lastDay: '2024-03-15T00:00:00.000Z' },
  ] as const)('truncates to the start of the $unit and finds its last day', ({ unit, start, lastDay }) => {
    expect(s(truncateDate(friday, unit))).toBe(start);
    expect(s(lastDayOf(friday, unit))).toBe(lastDay);
  });

  it.each([
    ['hour', '2024-03-15T14:00:00.000Z'],
    ['minute', '2024-03-15T14:30:00.000Z'],
    ['second', '2024-03-15T14:30:45.000Z'],
  ] as const)('truncates to the start of the %s', (unit, expected) => {
    expect(s(truncateDate(friday, unit))).toBe(expected);
  });

  it('truncates a Sunday to the Monday before it', () => {
    expect(s(truncateDate(at('2024-03-17T23:00:00Z'), 'week'))).toBe('2024-03-11T00:00:00.000Z');
  });

  it('finds the last day of a quarter ending in a 30-day month', () => {
    expect(s(lastDayOf(at('2024-05-31T00:00:00Z'), 'quarter'))).toBe('2024-06-30T00:00:00.000Z');
  });
});
