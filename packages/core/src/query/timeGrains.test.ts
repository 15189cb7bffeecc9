import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_GRAIN,
  TIME_GRAIN_OPTIONS,
  TIME_GRAINS,
  TIMEGRAINS_RESULT_GRAINS,
  timeGrainName,
  truncateToTimeGrain,
  type TimeGrain,
} from './timeGrains.js';

describe('time grains', () => {
  it('names grains as Superset shows them', () => {
    expect(timeGrainName('PT5S')).toBe('5 second');
    expect(timeGrainName('P1D')).toBe('Day');
    expect(timeGrainName('1969-12-28T00:00:00Z/P1W')).toBe('Week starting Sunday');
    expect(timeGrainName('P1W/1970-01-03T00:00:00Z')).toBe('Week ending Saturday');
    expect(timeGrainName('PT2H')).toBe('PT2H');
    expect(timeGrainName('PT0.5H')).toBe('Half hour');
    expect(timeGrainName('P0.25Y')).toBe('Quarter year');
  });

  it('offers the spec choices, defaulting to a day', () => {
    expect(DEFAULT_TIME_GRAIN).toBe('P1D');
    // As the controls show them (names and grains go one to one).
    expect(TIME_GRAIN_OPTIONS.map(timeGrainName)).toEqual([
      '5 second',
      '30 second',
      'Minute',
      '5 minute',
      '30 minute',
      'Hour',
      '6 hour',
      'Day',
      '7 day',
      'Week',
      'Week starting Sunday',
      'Week ending Saturday',
      'Month',
      'Quarter',
      'Year',
    ]);
  });

  it("lists every grain in Superset's order; the timegrains result keeps its own list", () => {
    expect(TIME_GRAINS).toHaveLength(22);
    expect(TIME_GRAINS.slice(7, 10)).toEqual(['PT30M', 'PT0.5H', 'PT1H']);
    expect(TIMEGRAINS_RESULT_GRAINS).toHaveLength(20);
    expect(TIMEGRAINS_RESULT_GRAINS).not.toContain('PT0.5H');
  });

  // Wednesday 13 March 2024.
  const wednesday = new Date('2024-03-13T17:47:53.500Z');
  it.each([
    ['PT1S', '2024-03-13T17:47:53.000Z'],
    ['PT5S', '2024-03-13T17:47:50.000Z'],
    ['PT30S', '2024-03-13T17:47:30.000Z'],
    ['PT5M', '2024-03-13T17:45:00.000Z'],
    ['PT15M', '2024-03-13T17:45:00.000Z'],
    ['PT30M', '2024-03-13T17:30:00.000Z'],
    ['PT0.5H', '2024-03-13T17:30:00.000Z'],
    ['PT1H', '2024-03-13T17:00:00.000Z'],
    ['PT6H', '2024-03-13T12:00:00.000Z'],
    ['P1D', '2024-03-13T00:00:00.000Z'],
    ['P1W', '2024-03-11T00:00:00.000Z'],
    ['1969-12-28T00:00:00Z/P1W', '2024-03-10T00:00:00.000Z'],
    ['P1W/1970-01-03T00:00:00Z', '2024-03-16T00:00:00.000Z'],
    ['P1W/1970-01-04T00:00:00Z', '2024-03-17T00:00:00.000Z'],
    ['P1M', '2024-03-01T00:00:00.000Z'],
    ['P3M', '2024-01-01T00:00:00.000Z'],
    ['P0.25Y', '2024-01-01T00:00:00.000Z'],
    ['P1Y', '2024-01-01T00:00:00.000Z'],
  ] as [TimeGrain, string][])('truncates to %s', (grain, expected) => {
    expect(truncateToTimeGrain(wednesday, grain).toISOString()).toBe(expected);
  });

  it('keeps a Sunday in its own "week starting Sunday" and a Saturday in its own "week ending Saturday"', () => {
    const sunday = new Date('2024-03-10T05:00:00Z');
    const saturday = new Date('2024-03-16T05:00:00Z');
    expect(truncateToTimeGrain(sunday, '1969-12-28T00:00:00Z/P1W').toISOString()).toBe(
      '2024-03-10T00:00:00.000Z',
    );
    expect(truncateToTimeGrain(saturday, 'P1W/1970-01-03T00:00:00Z').toISOString()).toBe(
      '2024-03-16T00:00:00.000Z',
    );
  });
});
