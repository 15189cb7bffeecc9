/**
 * Calendar arithmetic of the calendar heatmap, in UTC as Superset's: the start of a domain (the block:
 * an hour, day, week, month or year) and the place of a subdomain cell (minute, hour, day, week,
 * month) inside it. Weeks start on Monday.
 */
import type { DomainGranularity, SubdomainGranularity } from './formData.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

type Unit = DomainGranularity | SubdomainGranularity;

/** The start (epoch ms, UTC) of the unit holding `t`. */
export function startOf(unit: Unit, t: number): number {
  const d = new Date(t);
  switch (unit) {
    case 'min':
      return Math.floor(t / MINUTE) * MINUTE;
    case 'hour':
      return Math.floor(t / HOUR) * HOUR;
    case 'day':
      return Math.floor(t / DAY) * DAY;
    case 'week': {
      const day = Math.floor(t / DAY) * DAY;
      // 1970-01-01 was a Thursday: Monday is 3 days earlier in the cycle.
      const sinceMonday = (((Math.floor(t / DAY) + 3) % 7) + 7) % 7;
      return day - sinceMonday * DAY;
    }
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
  }
}

/** The start of the unit `n` units after the one starting at `start`. */
export function addUnits(unit: Unit, start: number, n: number): number {
  const d = new Date(start);
  switch (unit) {
    case 'min':
      return start + n * MINUTE;
    case 'hour':
      return start + n * HOUR;
    case 'day':
      return start + n * DAY;
    case 'week':
      return start + n * WEEK;
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear() + n, 0, 1);
  }
}

/** Whole units from the unit starting at `from` to the one holding `t`. */
export function unitsBetween(unit: Unit, from: number, t: number): number {
  const a = new Date(from);
  const b = new Date(startOf(unit, t));
  if (unit === 'month')
    return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  if (unit === 'year') return b.getUTCFullYear() - a.getUTCFullYear();
  const size = { min: MINUTE, hour: HOUR, day: DAY, week: WEEK }[unit];
  return Math.round((b.getTime() - from) / size);
}

/** The domains (their starts) from the one holding `first` to the one holding `last`, the last `max`. */
export function domainStarts(domain: DomainGranularity, first: number, last: number, max: number): number[] {
  const start = startOf(domain, first);
  const count = unitsBetween(domain, start, last) + 1;
  const skip = Math.max(0, count - max);
  return Array.from({ length: count - skip }, (_, i) => addUnits(domain, start, i + skip));
}

/** How many subdomain cells a domain can hold at most (the rows of the matrix layout). */
export function cellsPerDomain(domain: DomainGranularity, sub: SubdomainGranularity): number {
  const span = { hour: HOUR, day: DAY, week: WEEK, month: 31 * DAY, year: 366 * DAY }[domain];
  if (sub === 'month') return domain === 'year' ? 12 : 1;
  if (sub === 'week') return Math.ceil(span / WEEK) + 1;
  const size = { min: MINUTE, hour: HOUR, day: DAY }[sub];
  return Math.max(1, Math.ceil(span / size));
}

/** `YYYY-MM-DD` of a UTC instant (ECharts' calendar dates). */
export const isoDate = (t: number): string => new Date(t).toISOString().slice(0, 10);

export const DAY_MS = DAY;
