/**
 * Calendar arithmetic on UTC instants. Superset evaluates time ranges on naive datetimes; Meridian treats
 * them as UTC so a range means the same on every server and browser.
 */

export const DATE_UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
export type DateUnit = (typeof DATE_UNITS)[number];

const MS: Record<'week' | 'day' | 'hour' | 'minute' | 'second', number> = {
  week: 7 * 86_400_000,
  day: 86_400_000,
  hour: 3_600_000,
  minute: 60_000,
  second: 1_000,
};

export function isDateUnit(value: string): value is DateUnit {
  return (DATE_UNITS as readonly string[]).includes(value);
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** Adds whole months, clamping the day to the end of the target month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** `date` moved by `amount` units (negative goes back); months, quarters and years are calendar moves. */
export function addToDate(date: Date, amount: number, unit: DateUnit): Date {
  switch (unit) {
    case 'year':
      return addMonths(date, amount * 12);
    case 'quarter':
      return addMonths(date, amount * 3);
    case 'month':
      return addMonths(date, amount);
    default:
      return new Date(date.getTime() + amount * MS[unit]);
  }
}

const utc = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  new Date(Date.UTC(y, m, d, h, min, s));

/** Days since the Monday of the date's week (Monday = 0, like Python's weekday()). */
export const weekdayFromMonday = (date: Date): number => (date.getUTCDay() + 6) % 7;

/** Start of the unit containing `date`: weeks start on Monday; `second` drops milliseconds. */
export function truncateDate(date: Date, unit: DateUnit): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  switch (unit) {
    case 'year':
      return utc(y, 0, 1);
    case 'quarter':
      return utc(y, m - (m % 3), 1);
    case 'month':
      return utc(y, m, 1);
    case 'week':
      return utc(y, m, d - weekdayFromMonday(date));
    case 'day':
      return utc(y, m, d);
    case 'hour':
      return utc(y, m, d, date.getUTCHours());
    case 'minute':
      return utc(y, m, d, date.getUTCHours(), date.getUTCMinutes());
    case 'second':
      return utc(y, m, d, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds());
  }
}

export const LAST_DAY_UNITS = ['year', 'quarter', 'month', 'week', 'day'] as const;
export type LastDayUnit = (typeof LAST_DAY_UNITS)[number];

/** Midnight of the last day of the unit containing `date` (weeks end on Sunday), as Superset's LASTDAY. */
export function lastDayOf(date: Date, unit: LastDayUnit): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (unit) {
    case 'year':
      return utc(y, 11, 31);
    case 'quarter': {
      const last = m - (m % 3) + 2;
      return utc(y, last, daysInMonth(y, last));
    }
    case 'month':
      return utc(y, m, daysInMonth(y, m));
    case 'week':
      return addToDate(truncateDate(date, 'week'), 6, 'day');
    case 'day':
      return truncateDate(date, 'day');
  }
}
