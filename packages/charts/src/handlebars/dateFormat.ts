/**
 * The `dateFormat` helper's formats: dayjs/moment tokens (YYYY, MMMM, DD, HH, mm...), as Superset's
 * handlebars chart takes them, applied in UTC (the chart's data are UTC instants). Text in [brackets]
 * is kept as written.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const TOKENS: Record<string, (d: Date) => string> = {
  YYYY: (d) => String(d.getUTCFullYear()),
  YY: (d) => pad(d.getUTCFullYear() % 100),
  Q: (d) => String(Math.floor(d.getUTCMonth() / 3) + 1),
  MMMM: (d) => MONTHS[d.getUTCMonth()]!,
  MMM: (d) => MONTHS[d.getUTCMonth()]!.slice(0, 3),
  MM: (d) => pad(d.getUTCMonth() + 1),
  M: (d) => String(d.getUTCMonth() + 1),
  DD: (d) => pad(d.getUTCDate()),
  D: (d) => String(d.getUTCDate()),
  dddd: (d) => DAYS[d.getUTCDay()]!,
  ddd: (d) => DAYS[d.getUTCDay()]!.slice(0, 3),
  HH: (d) => pad(d.getUTCHours()),
  H: (d) => String(d.getUTCHours()),
  hh: (d) => pad(d.getUTCHours() % 12 || 12),
  h: (d) => String(d.getUTCHours() % 12 || 12),
  mm: (d) => pad(d.getUTCMinutes()),
  m: (d) => String(d.getUTCMinutes()),
  ss: (d) => pad(d.getUTCSeconds()),
  s: (d) => String(d.getUTCSeconds()),
  SSS: (d) => pad(d.getUTCMilliseconds(), 3),
  A: (d) => (d.getUTCHours() < 12 ? 'AM' : 'PM'),
  a: (d) => (d.getUTCHours() < 12 ? 'am' : 'pm'),
};
const PATTERN = /\[([^\]]*)]|YYYY|YY|Q|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|hh|h|mm|m|ss|s|SSS|A|a/g;

/** A date (epoch ms, ISO text or Date) in the format; an invalid date reads "Invalid Date" as dayjs's. */
export function formatDate(value: unknown, format = 'YYYY-MM-DD'): string {
  const d =
    value instanceof Date
      ? value
      : new Date(typeof value === 'number' || typeof value === 'string' ? value : Number.NaN);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return format.replace(PATTERN, (token, literal: string | undefined) =>
    literal !== undefined ? literal : TOKENS[token]!(d),
  );
}
