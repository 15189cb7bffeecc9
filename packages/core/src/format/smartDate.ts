import { timeFormat, utcFormat } from 'd3-time-format';

/** Formats per step: a date is printed with the format of the finest unit it has. */
export interface SmartFormats {
  millisecond: string;
  second: string;
  minute: string;
  hour: string;
  day: string;
  week: string;
  month: string;
  year: string;
}

export const SMART_DATE_FORMATS = {
  /** smart_date: the shortest text that tells a tick apart ("2019", "March", "Mon 14", "01 PM"). */
  smart: {
    millisecond: '.%Lms',
    second: ':%Ss',
    minute: '%I:%M',
    hour: '%I %p',
    day: '%a %d',
    week: '%b %d',
    month: '%B',
    year: '%Y',
  },
  /** smart_date_detailed: full dates, as long as the finest unit needs. */
  detailed: {
    millisecond: '%Y-%m-%d %H:%M:%S.%L',
    second: '%Y-%m-%d %H:%M:%S',
    minute: '%Y-%m-%d %H:%M',
    hour: '%Y-%m-%d %H:%M',
    day: '%Y-%m-%d',
    week: '%Y-%m-%d',
    month: '%Y-%m-%d',
    year: '%Y',
  },
  /** smart_date_verbose: words, for tooltips. */
  verbose: {
    millisecond: '.%L',
    second: '%a %b %d, %I:%M:%S %p',
    minute: '%a %b %d, %I:%M %p',
    hour: '%a %b %d, %I %p',
    day: '%a %b %-e',
    week: '%a %b %-e',
    month: '%b %Y',
    year: '%Y',
  },
} as const satisfies Record<string, SmartFormats>;

interface Parts {
  ms: number;
  s: number;
  min: number;
  h: number;
  day: number;
  weekday: number;
  month: number;
}

function smartFormat(formats: SmartFormats, local: boolean): (date: Date) => string {
  const make = local ? timeFormat : utcFormat;
  const f = {
    millisecond: make(formats.millisecond),
    second: make(formats.second),
    minute: make(formats.minute),
    hour: make(formats.hour),
    day: make(formats.day),
    week: make(formats.week),
    month: make(formats.month),
    year: make(formats.year),
  };
  const parts = (d: Date): Parts =>
    local
      ? {
          ms: d.getMilliseconds(),
          s: d.getSeconds(),
          min: d.getMinutes(),
          h: d.getHours(),
          day: d.getDate(),
          weekday: d.getDay(),
          month: d.getMonth(),
        }
      : {
          ms: d.getUTCMilliseconds(),
          s: d.getUTCSeconds(),
          min: d.getUTCMinutes(),
          h: d.getUTCHours(),
          day: d.getUTCDate(),
          weekday: d.getUTCDay(),
          month: d.getUTCMonth(),
        };
  return (date) => {
    const p = parts(date);
    if (p.ms) return f.millisecond(date);
    if (p.s) return f.second(date);
    if (p.min) return f.minute(date);
    if (p.h) return f.hour(date);
    // Weeks start on Sunday, as d3's week interval does.
    if (p.day !== 1) return p.weekday !== 0 ? f.day(date) : f.week(date);
    if (p.month !== 0) return f.month(date);
    return f.year(date);
  };
}

export const utcSmartFormat = (formats: SmartFormats) => smartFormat(formats, false);
export const localSmartFormat = (formats: SmartFormats) => smartFormat(formats, true);
