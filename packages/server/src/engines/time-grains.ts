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

import { TIME_GRAINS, isTimeGrain, type TimeGrain } from '@meridian/core';

// The grain vocabulary (keys and display names) is core's; this file holds the SQL side only.
export { TIME_GRAIN_NAMES, isTimeGrain, type TimeGrain } from '@meridian/core';

/** Every grain, in Superset's order: each dialect implements all of them. */
export const ALL_TIME_GRAINS: readonly TimeGrain[] = TIME_GRAINS;

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
