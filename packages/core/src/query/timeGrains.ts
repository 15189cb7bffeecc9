import { addToDate, truncateDate, type DateUnit } from './dateMath.js';

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

/** Grains that are a fixed number of milliseconds long, floored on the epoch. */
const FIXED_GRAIN_MS = {
  PT5S: 5_000,
  PT30S: 30_000,
  PT5M: 300_000,
  PT10M: 600_000,
  PT15M: 900_000,
  PT30M: 1_800_000,
  'PT0.5H': 1_800_000,
  PT6H: 21_600_000,
} as const satisfies Partial<Record<TimeGrain, number>>;

/** Grains that start where a calendar unit starts (weeks on Monday). */
const UNIT_GRAINS = {
  PT1S: 'second',
  PT1M: 'minute',
  PT1H: 'hour',
  P1D: 'day',
  P7D: 'week', // the spec's "7 day" choice; Superset's engines have no separate 7-day expression
  P1W: 'week',
  [WEEK_STARTING_MONDAY]: 'week',
  P1M: 'month',
  P3M: 'quarter',
  'P0.25Y': 'quarter',
  P1Y: 'year',
} as const satisfies Partial<Record<TimeGrain, DateUnit>>;

const isFixedGrain = (grain: TimeGrain): grain is keyof typeof FIXED_GRAIN_MS =>
  Object.hasOwn(FIXED_GRAIN_MS, grain);
const isUnitGrain = (grain: TimeGrain): grain is keyof typeof UNIT_GRAINS =>
  Object.hasOwn(UNIT_GRAINS, grain);

/**
 * The start of the grain bucket holding `date` (UTC), as the engines' time-grain SQL computes it.
 * Week-ending grains return the bucket's last day (Saturday or Sunday), like Superset's expressions.
 */
export function truncateToTimeGrain(date: Date, grain: TimeGrain): Date {
  if (isFixedGrain(grain)) return floorTo(date, FIXED_GRAIN_MS[grain]);
  if (isUnitGrain(grain)) return truncateDate(date, UNIT_GRAINS[grain]);
  switch (grain) {
    case WEEK_STARTING_SUNDAY:
      return addToDate(truncateDate(addToDate(date, 1, 'day'), 'week'), -1, 'day');
    case WEEK_ENDING_SATURDAY:
      return addToDate(truncateDate(addToDate(date, 1, 'day'), 'week'), 5, 'day');
    case WEEK_ENDING_SUNDAY:
      return addToDate(truncateDate(date, 'week'), 6, 'day');
  }
}
