import { timeFormat, utcFormat } from 'd3-time-format';
import { utcSmartFormat, localSmartFormat, SMART_DATE_FORMATS, type SmartFormats } from './smartDate.js';
import { formatterCache } from './formatterCache.js';

/** Superset's date format ids and common d3-time-format strings. */
export const TimeFormats = {
  DATABASE_DATE: '%Y-%m-%d',
  DATABASE_DATETIME: '%Y-%m-%d %H:%M:%S',
  DATABASE_DATETIME_REVERSE: '%d-%m-%Y %H:%M:%S',
  US_DATE: '%m/%d/%Y',
  INTERNATIONAL_DATE: '%d/%m/%Y',
  TIME: '%H:%M:%S',
} as const;

export const SMART_DATE_ID = 'smart_date';
export const SMART_DATE_DETAILED_ID = 'smart_date_detailed';
export const SMART_DATE_VERBOSE_ID = 'smart_date_verbose';
/** A format prefixed with this is applied in the browser's time zone instead of UTC. */
export const LOCAL_PREFIX = 'local!';

/** The default date format (spec §9: adaptive). */
export const DEFAULT_TIME_FORMAT = SMART_DATE_ID;

export type TimeInput = Date | number | string | null | undefined;

export interface TimeFormatter {
  (value: TimeInput): string;
  readonly id: string;
}

/** Dates as chart data carries them: epoch milliseconds, ISO text, or Date; null when unreadable. */
export function toDate(value: TimeInput | bigint | boolean): Date | null {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'bigint') return new Date(Number(value));
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  if (!text) return null;
  if (/^-?\d+$/.test(text)) return new Date(Number(text));
  // Naive "YYYY-MM-DD[ HH:MM:SS]" values are UTC (how the engines return them).
  const iso = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(text)
    ? `${text.replace(' ', 'T')}${text.length === 10 ? 'T00:00:00' : ''}Z`
    : text;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function make(id: string, format: (date: Date) => string): TimeFormatter {
  const formatter = (value: TimeInput): string => {
    if (value === null || value === undefined) return `${value}`;
    const date = toDate(value);
    return date ? format(date) : String(value);
  };
  return Object.assign(formatter, { id });
}

const SMART_IDS: Record<string, SmartFormats> = {
  [SMART_DATE_ID]: SMART_DATE_FORMATS.smart,
  [SMART_DATE_DETAILED_ID]: SMART_DATE_FORMATS.detailed,
  [SMART_DATE_VERBOSE_ID]: SMART_DATE_FORMATS.verbose,
};

function create(format: string): TimeFormatter {
  const local = format.startsWith(LOCAL_PREFIX);
  const spec = local ? format.slice(LOCAL_PREFIX.length) : format;
  const smart = SMART_IDS[spec];
  if (smart) return make(format, local ? localSmartFormat(smart) : utcSmartFormat(smart));
  return make(format, (local ? timeFormat : utcFormat)(spec));
}

const cached = formatterCache(create);

/** The formatter of a d3-time-format string or a smart id; empty or missing means smart_date. */
export function getTimeFormatter(format?: string | null): TimeFormatter {
  return cached(format?.trim() || DEFAULT_TIME_FORMAT);
}

export const formatTime = (format: string | null | undefined, value: TimeInput): string =>
  getTimeFormatter(format)(value);

const MINUTE = '%Y-%m-%d %H:%M';

/** The date format that fits a time grain (Superset's TimeFormatsForGranularity). */
export const TIME_FORMATS_FOR_GRANULARITY: Readonly<Record<string, string>> = {
  date: TimeFormats.DATABASE_DATE,
  PT1S: TimeFormats.DATABASE_DATETIME,
  PT5S: TimeFormats.DATABASE_DATETIME,
  PT30S: TimeFormats.DATABASE_DATETIME,
  PT1M: MINUTE,
  PT5M: MINUTE,
  PT10M: MINUTE,
  PT15M: MINUTE,
  PT30M: MINUTE,
  PT1H: '%Y-%m-%d %H:00',
  PT6H: '%Y-%m-%d %H:00',
  P1D: TimeFormats.DATABASE_DATE,
  P7D: TimeFormats.DATABASE_DATE,
  P1W: TimeFormats.DATABASE_DATE,
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  P1Y: '%Y',
  '1969-12-28T00:00:00Z/P1W': TimeFormats.DATABASE_DATE,
  '1969-12-29T00:00:00Z/P1W': TimeFormats.DATABASE_DATE,
  'P1W/1970-01-03T00:00:00Z': TimeFormats.DATABASE_DATE,
  'P1W/1970-01-04T00:00:00Z': TimeFormats.DATABASE_DATE,
};

/** A formatter for values truncated to `grain`; unknown or missing grains get the full date-time. */
export function getTimeFormatterForGranularity(grain?: string | null): TimeFormatter {
  return getTimeFormatter((grain && TIME_FORMATS_FOR_GRANULARITY[grain]) || TimeFormats.DATABASE_DATETIME);
}

/**
 * What tables and tooltips use: smart_date (or nothing) adapts to the query's time grain when one is
 * known, as Superset's tables do; any other format is applied as it is.
 */
export function getTemporalFormatter(
  format: string | null | undefined,
  grain?: string | null,
): TimeFormatter {
  if ((!format || format === SMART_DATE_ID) && grain) return getTimeFormatterForGranularity(grain);
  return getTimeFormatter(format);
}
