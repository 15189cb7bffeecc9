import { addToDate, truncateDate } from './dateMath.js';

/**
 * Superset's time grains (ISO 8601 durations, plus anchored weeks) with the names Superset shows, in
 * Superset's order (builtin_time_grains, with the spec's P7D after P1W). Every engine implements all
 * of them; explore offers TIME_GRAIN_OPTIONS.
 */
export const TIME_GRAIN_NAMES = {
  PT1S: 'Second',
  PT5S: '5 second',
  PT30S: '30 second',
  PT1M: 'Minute',
  PT5M: '5 minute',
  PT10M: '10 minute',
  PT15M: '15 minute',
  PT30M: '30 minute',
  'PT0.5H': 'Half hour',
  PT1H: 'Hour',
  PT6H: '6 hour',
  P1D: 'Day',
  P1W: 'Week',
  P7D: '7 day',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
  P1M: 'Month',
  P3M: 'Quarter',
  'P0.25Y': 'Quarter year',
  P1Y: 'Year',
} as const;

export type TimeGrain = keyof typeof TIME_GRAIN_NAMES;

export const TIME_GRAINS = Object.keys(TIME_GRAIN_NAMES) as TimeGrain[];

export const WEEK_STARTING_SUNDAY = '1969-12-28T00:00:00Z/P1W' satisfies TimeGrain;
export const WEEK_STARTING_MONDAY = '1969-12-29T00:00:00Z/P1W' satisfies TimeGrain;
export const WEEK_ENDING_SATURDAY = 'P1W/1970-01-03T00:00:00Z' satisfies TimeGrain;
export const WEEK_ENDING_SUNDAY = 'P1W/1970-01-04T00:00:00Z' satisfies TimeGrain;

/** Default time granularity of charts (spec §9). */
export const DEFAULT_TIME_GRAIN: TimeGrain = 'P1D';

/** The granularity choices the explore controls offer, in the spec's order (§9). */
export const TIME_GRAIN_OPTIONS: readonly TimeGrain[] = [
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT30M',
  'PT1H',
  'PT6H',
  'P1D',
  'P7D',
  'P1W',
  WEEK_STARTING_SUNDAY,
  WEEK_ENDING_SATURDAY,
  'P1M',
  'P3M',
  'P1Y',
];

/**
 * The grains the chart-data `timegrains` result type lists, in the order it has always answered
 * (without the engines' PT0.5H and P0.25Y, which duplicate PT30M and P3M).
 */
export const TIMEGRAINS_RESULT_GRAINS: readonly TimeGrain[] = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT10M',
  'PT15M',
  'PT30M',
  'PT1H',
  'PT6H',
  'P1D',
  'P7D',
  'P1W',
  'P1M',
  'P3M',
  'P1Y',
  WEEK_STARTING_SUNDAY,
  WEEK_STARTING_MONDAY,
  WEEK_ENDING_SATURDAY,
  WEEK_ENDING_SUNDAY,
];

export const isTimeGrain = (value: unknown): value is TimeGrain =>
  typeof value === 'string' && Object.hasOwn(TIME_GRAIN_NAMES, value);

/** Display name of a grain, e.g. "Week starting Sunday"; unknown grains are shown as they are. */
export const timeGrainName = (grain: string): string =>
  isTimeGrain(grain) ? TIME_GRAIN_NAMES[grain] : grain;

const floorTo = (date: Date, ms: number) => new Date(Math.floor(date.getTime() / ms) * ms);

/**
 * The start of the grain bucket holding `date` (UTC), as the engines' time-grain SQL computes it.
 * Week-ending grains return the bucket's last day (Saturday or Sunday), like Superset's expressions.
 */
export function truncateToTimeGrain(date: Date, grain: TimeGrain): Date {
  switch (grain) {
    case 'PT1S':
      return truncateDate(date, 'second');
    case 'PT5S':
      return floorTo(date, 5_000);
    case 'PT30S':
      return floorTo(date, 30_000);
    case 'PT1M':
      return truncateDate(date, 'minute');
    case 'PT5M':
      return floorTo(date, 300_000);
    case 'PT10M':
      return floorTo(date, 600_000);
    case 'PT15M':
      return floorTo(date, 900_000);
    case 'PT30M':
    case 'PT0.5H':
      return floorTo(date, 1_800_000);
    case 'PT1H':
      return truncateDate(date, 'hour');
    case 'PT6H':
      return floorTo(date, 21_600_000);
    case 'P1D':
      return truncateDate(date, 'day');
    case 'P7D': // the spec's "7 day" choice; Superset's engines have no separate 7-day expression
    case 'P1W':
    case WEEK_STARTING_MONDAY:
      return truncateDate(date, 'week');
    case 'P1M':
      return truncateDate(date, 'month');
    case 'P3M':
    case 'P0.25Y':
      return truncateDate(date, 'quarter');
    case 'P1Y':
      return truncateDate(date, 'year');
    case WEEK_STARTING_SUNDAY:
      return addToDate(truncateDate(addToDate(date, 1, 'day'), 'week'), -1, 'day');
    case WEEK_ENDING_SATURDAY:
      return addToDate(truncateDate(addToDate(date, 1, 'day'), 'week'), 5, 'day');
    case WEEK_ENDING_SUNDAY:
      return addToDate(truncateDate(date, 'week'), 6, 'day');
  }
}
