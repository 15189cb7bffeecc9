/**
 * `crontab_humanized`: the English description Superset's list shows (Python's cron-descriptor with
 * its default options: 12-hour times, sentence case, not verbose), written for the forms people
 * schedule with — single values, lists, ranges and steps in the five standard fields. Anything else
 * (seconds, aliases, `#`, `W`) is answered with the crontab itself, as Superset does when the
 * descriptor fails.
 */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
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
const MONTH_NAMES = MONTHS.map((m) => m.slice(0, 3).toUpperCase());

class Unsupported extends Error {}

const SPECIAL = /[/\-,*]/;
const NUMBER = /^\d+$/;

function num(text: string): number {
  if (!NUMBER.test(text)) throw new Unsupported(text);
  return Number(text);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `09:00 AM`, as cron-descriptor formats a time of day. */
function formatTime(hourText: string, minuteText: string): string {
  const hour = num(hourText);
  const minute = num(minuteText);
  const period = hour >= 12 ? 'PM' : 'AM';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(h12)}:${pad(minute)} ${period}`;
}

/** `a, b and c`. */
function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface Segment {
  all: string;
  single: (v: string) => string;
  /** The text of `*\/n` (every n). */
  interval: (n: string) => string;
  between: (a: string, b: string) => string;
  /** Wraps one value or a list of values. */
  format: (v: string) => string;
}

function describe(expression: string, s: Segment): string {
  if (expression === '*') return s.all;
  if (!SPECIAL.test(expression)) return s.format(s.single(expression));
  if (expression.includes('/')) {
    const [start, step] = expression.split('/') as [string, string];
    num(step);
    if (start !== '*' && start !== '0') throw new Unsupported(expression);
    return s.interval(step);
  }
  if (expression.includes(',')) {
    const items = expression.split(',').map((item) => {
      if (item.includes('-')) {
        const [a, b] = item.split('-') as [string, string];
        return s.between(s.single(a), s.single(b));
      }
      if (SPECIAL.test(item)) throw new Unsupported(item);
      return s.single(item);
    });
    return s.format(joinList(items));
  }
  const [a, b] = expression.split('-') as [string, string];
  return s.between(s.single(a), s.single(b));
}

const nameOrNumber = (names: string[], offset: number) => (v: string) => {
  const upper = v.toUpperCase();
  const named = names.indexOf(upper);
  return named >= 0 ? named : num(v) - offset;
};

function timeOfDay(minute: string, hour: string): string {
  if (!SPECIAL.test(minute) && !SPECIAL.test(hour)) return `At ${formatTime(hour, minute)}`;
  if (minute.includes('-') && !minute.includes(',') && !SPECIAL.test(hour)) {
    const [a, b] = minute.split('-') as [string, string];
    return `Every minute between ${formatTime(hour, a)} and ${formatTime(hour, b)}`;
  }
  if (hour.includes(',') && !hour.includes('-') && !hour.includes('/') && !SPECIAL.test(minute)) {
    return `At ${joinList(hour.split(',').map((h) => formatTime(h, minute)))}`;
  }
  const minutes = describe(minute, {
    all: 'every minute',
    single: (v) => String(num(v)),
    interval: (n) => `every ${n} minutes`,
    between: (a, b) => `minutes ${a} through ${b} past the hour`,
    format: (v) => (v === '0' ? '' : `at ${v} minutes past the hour`),
  });
  const hours = describe(hour, {
    all: 'every hour',
    single: (v) => v,
    interval: (n) => `every ${n} hours`,
    between: (a, b) => `between ${formatTime(a, '0')} and ${formatTime(b, '59')}`,
    format: (v) => `at ${v.replace(/\d+/g, (h) => formatTime(h, '0'))}`,
  });
  return [minutes, hours].filter(Boolean).join(', ');
}

function describeCron(crontab: string): string {
  const fields = crontab.trim().split(/\s+/);
  if (fields.length !== 5) throw new Unsupported(crontab);
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];
  for (const f of fields) if (/[#WL?]/i.test(f) && f !== 'L' && f !== '?') throw new Unsupported(f);

  const time = timeOfDay(minute, hour);
  const dayOfMonth =
    dom === 'L'
      ? ', on the last day of the month'
      : dom === '?'
        ? ''
        : describe(dom, {
            all: '',
            single: (v) => String(num(v)),
            interval: (n) => `, every ${n} days`,
            between: (a, b) => `, between day ${a} and ${b} of the month`,
            format: (v) => `, on day ${v} of the month`,
          });
  const dayName = nameOrNumber(DAY_NAMES, 0);
  const dayOfWeek =
    dow === '?'
      ? ''
      : describe(dow, {
          all: '',
          single: (v) => {
            const d = dayName(v);
            if (d < 0 || d > 7) throw new Unsupported(v);
            return DAYS[d % 7]!;
          },
          interval: (n) => `, every ${n} days of the week`,
          between: (a, b) => `, ${a} through ${b}`,
          format: (v) => `, only on ${v}`,
        });
  const monthName = nameOrNumber(MONTH_NAMES, 1);
  const monthText = describe(month, {
    all: '',
    single: (v) => {
      const m = monthName(v);
      if (m < 0 || m > 11) throw new Unsupported(v);
      return MONTHS[m]!;
    },
    interval: (n) => `, every ${n} months`,
    between: (a, b) => `, ${a} through ${b}`,
    format: (v) => `, only in ${v}`,
  });
  // cron-descriptor's order: time, day of month, day of week, month; ", every hour" and the like
  // are dropped when not verbose.
  const text = `${time}${dayOfMonth}${dayOfWeek}${monthText}`
    .replace(/, every (minute|hour|day)(?=,|$)/g, '')
    .replace(/^, /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function humanizeCrontab(crontab: string | null | undefined): string {
  if (!crontab) return '';
  try {
    return describeCron(crontab);
  } catch (err) {
    if (err instanceof Unsupported) return crontab;
    throw err;
  }
}
