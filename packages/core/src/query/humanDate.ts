import { addToDate, daysInMonth, isDateUnit, truncateDate, type DateUnit } from './dateMath.js';
import { TimeRangeParseError } from './errors.js';

/**
 * Human-readable instants, as Superset's `parse_human_datetime` accepts them inside `DATETIME("…")` and on
 * either side of a range: absolute dates ("2020-01-01", "2020-01-01T10:30:00Z", "Jan 5 2020"), the words
 * now / today / yesterday / tomorrow, and relative phrases ("10 seconds ago", "3 days later", "in 2 weeks").
 * Relative phrases in days or longer land on midnight, finer ones keep the time of day (as Superset does).
 */

const UNIT_WORD = '(second|minute|hour|day|week|month|quarter|year)s?';
const BARE_PERIOD = new RegExp(`^\\s*(\\d+)\\s+${UNIT_WORD}\\s*$`, 'i');
const RELATIVE = new RegExp(`^([+-]?\\d+)\\s+${UNIT_WORD}\\s+(ago|later|before|after|from now|hence)$`, 'i');
const RELATIVE_IN = new RegExp(`^in\\s+(\\d+)\\s+${UNIT_WORD}$`, 'i');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `now` without milliseconds, as Superset works with whole seconds. */
export const wholeSeconds = (now: Date): Date => truncateDate(now, 'second');

export function parseHumanDatetime(text: string, now: Date): Date {
  const value = text.trim();
  if (BARE_PERIOD.test(value)) {
    throw new TimeRangeParseError(
      `Time string is ambiguous. Please specify [${value} ago] or [${value} later].`,
      'ambiguous',
      value,
    );
  }
  const result = parseKeyword(value, now) ?? parseRelative(value, now) ?? parseAbsolute(value);
  if (!result) throw new TimeRangeParseError(`Cannot parse time string [${value}]`, 'parse', value);
  return result;
}

function parseKeyword(value: string, now: Date): Date | null {
  switch (value.toLowerCase()) {
    case 'now':
      return wholeSeconds(now);
    case 'today':
      return truncateDate(now, 'day');
    case 'yesterday':
      return addToDate(truncateDate(now, 'day'), -1, 'day');
    case 'tomorrow':
      return addToDate(truncateDate(now, 'day'), 1, 'day');
    default:
      return null;
  }
}

function parseRelative(value: string, now: Date): Date | null {
  let amount: number;
  let unit: string;
  const relative = RELATIVE.exec(value);
  const inForm = relative ? null : RELATIVE_IN.exec(value);
  if (relative) {
    const direction = (relative[3] ?? '').toLowerCase();
    const sign = direction === 'ago' || direction === 'before' ? -1 : 1;
    amount = sign * Math.abs(Number(relative[1]));
    unit = (relative[2] ?? '').toLowerCase();
  } else if (inForm) {
    amount = Number(inForm[1]);
    unit = (inForm[2] ?? '').toLowerCase();
  } else {
    return null;
  }
  if (!isDateUnit(unit)) return null;
  const moved = addToDate(wholeSeconds(now), amount, unit);
  return isTimeUnit(unit) ? moved : truncateDate(moved, 'day');
}

const isTimeUnit = (unit: DateUnit) => unit === 'hour' || unit === 'minute' || unit === 'second';

const ISO = /^(\d{4})(?:([-/.])(\d{1,2})(?:\2(\d{1,2}))?)?(?:(?:T|\s+)(.+))?$/i;
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:T?(\d{2})(\d{2})(\d{2})?)?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(.+))?$/;
const MONTH_FIRST = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:,?\s+(.+))?$/i;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9})\.?,?\s+(\d{4})(?:,?\s+(.+))?$/i;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|UTC|[+-]\d{2}(?::?\d{2})?)?$/i;

function parseAbsolute(value: string): Date | null {
  let m = ISO.exec(value);
  if (m) return build(Number(m[1]), m[3] ? Number(m[3]) : 1, m[4] ? Number(m[4]) : 1, m[5]);
  m = COMPACT.exec(value);
  if (m) {
    const time = m[4] ? `${m[4]}:${m[5]}:${m[6] ?? '00'}` : undefined;
    return build(Number(m[1]), Number(m[2]), Number(m[3]), time);
  }
  m = US.exec(value);
  if (m) return build(Number(m[3]), Number(m[1]), Number(m[2]), m[4]);
  m = MONTH_FIRST.exec(value);
  if (m) return build(Number(m[3]), monthNumber(m[1]), Number(m[2]), m[4]);
  m = DAY_FIRST.exec(value);
  if (m) return build(Number(m[3]), monthNumber(m[2]), Number(m[1]), m[4]);
  return null;
}

function monthNumber(name: string | undefined): number {
  const prefix = (name ?? '').slice(0, 3).toLowerCase();
  return MONTHS.indexOf(prefix) + 1; // 0 when unknown, rejected by build()
}

function build(year: number, month: number, day: number, timeText: string | undefined): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) return null;
  let [hours, minutes, seconds, ms, offsetMinutes] = [0, 0, 0, 0, 0];
  if (timeText !== undefined) {
    const t = TIME.exec(timeText.trim());
    if (!t) return null;
    hours = Number(t[1]);
    minutes = Number(t[2]);
    seconds = t[3] ? Number(t[3]) : 0;
    ms = t[4] ? Math.floor(Number(`0.${t[4]}`) * 1000) : 0;
    if (hours > 23 || minutes > 59 || seconds > 59) return null;
    offsetMinutes = parseOffset(t[5]);
  }
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds, ms) - offsetMinutes * 60_000);
  // Date.UTC maps years 0-99 to 1900-1999; put them back.
  if (year < 100) date.setUTCFullYear(date.getUTCFullYear() - 1900);
  return date;
}

function parseOffset(zone: string | undefined): number {
  if (!zone || /^(z|utc)$/i.test(zone)) return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return zone.startsWith('-') ? -minutes : minutes;
}

const SHIFT = new RegExp(`^(\\d+)\\s+${UNIT_WORD}(?:\\s+(ago|later|from now))?$`, 'i');

/**
 * Moves `date` by a time-shift phrase such as "1 year ago" or "28 days ago" (the time-comparison offsets).
 * A phrase without direction means the past, as in Superset; "later"/"from now" move forward.
 */
export function applyTimeShift(date: Date, shift: string): Date {
  const m = SHIFT.exec(shift.trim());
  const unit = (m?.[2] ?? '').toLowerCase();
  if (!m || !isDateUnit(unit)) {
    throw new TimeRangeParseError(`Cannot parse time shift [${shift}]`, 'parse', shift);
  }
  const forward = /^(later|from now)$/i.test(m[3] ?? '');
  return addToDate(date, (forward ? 1 : -1) * Number(m[1]), unit);
}
