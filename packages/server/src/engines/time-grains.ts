/**
 * Time grains (Superset's ISO-8601 durations) and the machinery every dialect shares:
 * a dialect supplies one SQL template per grain with `{col}` standing for the quoted column.
 *
 * Semantics, identical on every engine (timestamps are read as UTC):
 * - P1W and P7D are the ISO week, starting Monday (P7D is the spec's "7 day" option).
 * - "week starting Sunday/Monday" labels a week by its first day; "week ending Saturday/Sunday"
 *   labels it by its last day.
 * - Sub-hour buckets (PT5S, PT5M, PT30M…) are aligned to the enclosing minute/hour/day.
 */

export const TimeGrain = {
  SECOND: 'PT1S',
  FIVE_SECONDS: 'PT5S',
  THIRTY_SECONDS: 'PT30S',
  MINUTE: 'PT1M',
  FIVE_MINUTES: 'PT5M',
  TEN_MINUTES: 'PT10M',
  FIFTEEN_MINUTES: 'PT15M',
  THIRTY_MINUTES: 'PT30M',
  HALF_HOUR: 'PT0.5H',
  HOUR: 'PT1H',
  SIX_HOURS: 'PT6H',
  DAY: 'P1D',
  WEEK: 'P1W',
  SEVEN_DAYS: 'P7D',
  WEEK_STARTING_SUNDAY: '1969-12-28T00:00:00Z/P1W',
  WEEK_STARTING_MONDAY: '1969-12-29T00:00:00Z/P1W',
  WEEK_ENDING_SATURDAY: 'P1W/1970-01-03T00:00:00Z',
  WEEK_ENDING_SUNDAY: 'P1W/1970-01-04T00:00:00Z',
  MONTH: 'P1M',
  QUARTER: 'P3M',
  QUARTER_YEAR: 'P0.25Y',
  YEAR: 'P1Y',
} as const;
export type TimeGrain = (typeof TimeGrain)[keyof typeof TimeGrain];

/** Display names, as Superset shows them in the time grain select. */
export const TIME_GRAIN_NAMES: Readonly<Record<TimeGrain, string>> = {
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
};

export const ALL_TIME_GRAINS: readonly TimeGrain[] = Object.values(TimeGrain);

export function isTimeGrain(value: string): value is TimeGrain {
  return Object.prototype.hasOwnProperty.call(TIME_GRAIN_NAMES, value);
}

export type TimeGrainTemplates = Readonly<Record<TimeGrain, string>>;

/** Fill a grain template; `null`/empty grain keeps the column as is ("Original value"). */
export function applyTimeGrain(
  templates: TimeGrainTemplates,
  grain: string | null | undefined,
  column: string,
): string {
  if (grain === null || grain === undefined || grain === '') return column;
  if (!isTimeGrain(grain)) throw new RangeError(`Unknown time grain: ${grain}`);
  return templates[grain].replaceAll('{col}', column);
}

/**
 * Build the templates of the grains that share a pattern: the caller gives the SQL for the
 * primitive operations and gets every grain.
 */
export interface GrainPrimitives {
  /** Truncate to the unit ('second' … 'year'; 'week' = ISO week, Monday). */
  trunc(
    unit: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year',
    col: string,
  ): string;
  /** Bucket of `size` seconds/minutes/hours within the enclosing minute/hour/day. */
  bucket(size: number, unit: 'second' | 'minute' | 'hour', col: string): string;
  /** Add whole days (negative allowed) to a timestamp expression. */
  addDays(expr: string, days: number): string;
}

export function grainTemplates(p: GrainPrimitives): TimeGrainTemplates {
  const c = '{col}';
  const week = p.trunc('week', c);
  const weekFromSunday = p.trunc('week', p.addDays(c, 1));
  return {
    PT1S: p.trunc('second', c),
    PT5S: p.bucket(5, 'second', c),
    PT30S: p.bucket(30, 'second', c),
    PT1M: p.trunc('minute', c),
    PT5M: p.bucket(5, 'minute', c),
    PT10M: p.bucket(10, 'minute', c),
    PT15M: p.bucket(15, 'minute', c),
    PT30M: p.bucket(30, 'minute', c),
    'PT0.5H': p.bucket(30, 'minute', c),
    PT1H: p.trunc('hour', c),
    PT6H: p.bucket(6, 'hour', c),
    P1D: p.trunc('day', c),
    P1W: week,
    P7D: week,
    '1969-12-28T00:00:00Z/P1W': p.addDays(weekFromSunday, -1),
    '1969-12-29T00:00:00Z/P1W': week,
    'P1W/1970-01-03T00:00:00Z': p.addDays(weekFromSunday, 5),
    'P1W/1970-01-04T00:00:00Z': p.addDays(week, 6),
    P1M: p.trunc('month', c),
    P3M: p.trunc('quarter', c),
    'P0.25Y': p.trunc('quarter', c),
    P1Y: p.trunc('year', c),
  };
}
