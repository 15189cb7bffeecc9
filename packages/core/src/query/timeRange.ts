import { TimeRangeParseError } from './errors.js';
import { parseHumanDatetime } from './humanDate.js';
import { evaluateDateExpression } from './timeExpression.js';

/**
 * Superset's time-range grammar (`get_since_until`). A range is "since : until"; each side may be empty
 * (unbounded), an ISO date, a word (today, now, yesterday, tomorrow), a relative phrase ("3 days ago"),
 * a scope phrase ("last 2 weeks", "start of this month", "first of the year") or a date expression
 * (`DATEADD(DATETIME("today"), -7, day)`). Shorthands without " : " are expanded first: "No filter",
 * "Last …", "Next …", "previous calendar …", "Current …", "first week of this year".
 * The start is inclusive and the end exclusive; "Last week" is [today − 7 days, today) at midnight.
 */

export const NO_TIME_RANGE = 'No filter';
export const DEFAULT_TIME_RANGE = NO_TIME_RANGE;
export const TIME_RANGE_SEPARATOR = ' : ';

export interface TimeRange {
  since: Date | null;
  until: Date | null;
}

export interface TimeRangeOptions {
  /** Anchor for relative phrases (query extras `relative_start`): "today" (midnight) or "now". */
  relativeStart?: string | null;
  /** Default end of "Last …" shorthands (query extras `relative_end`). */
  relativeEnd?: string | null;
}

const UNITS = '(second|minute|hour|day|week|month|quarter|year)';
const CALENDAR_UNITS = '(day|week|month|quarter|year)';

const relativeBase = (unit: string, relativeStart?: string | null): string =>
  relativeStart || (/^(second|minute|hour)$/i.test(unit) ? 'now' : 'today');

function scopeExpression(scope: string, delta: string | undefined, unit: string, base: string): string {
  const n = delta ? Number(delta) : 1;
  switch (scope.toLowerCase()) {
    case 'this':
      return `DATETIME('${base}')`;
    case 'next':
      return `DATEADD(DATETIME('${base}'), ${n}, ${unit})`;
    default: // last, prior
      return `DATEADD(DATETIME('${base}'), -${n}, ${unit})`;
  }
}

function firstOf(
  subunit: string | undefined,
  scope: string | undefined,
  unit: string,
  start?: string | null,
) {
  const base = scopeExpression(scope ?? 'this', undefined, unit, relativeBase(unit, start));
  const begin = `DATETRUNC(${base}, ${unit.toLowerCase()})`;
  return subunit ? `${begin}${TIME_RANGE_SEPARATOR}DATEADD(${begin}, 1, ${subunit.toLowerCase()})` : begin;
}

const CALENDAR_SHORTHAND = new RegExp(`^(previous calendar|current)\\s+${CALENDAR_UNITS}$`, 'i');
const SHORTHAND_UNIT = new RegExp(`^(?:last|next)\\s{1,5}(?:\\d+\\s{0,5})?${UNITS}s?$`, 'i');
const FIRST_SUBUNIT_OF = new RegExp(
  `^(first|1st)\\s{1,5}(week|month|quarter)\\s{1,5}of\\s{1,5}(?:(this|last|next|prior)\\s{1,5})?(?:the\\s{1,5})?(week|month|quarter|year)$`,
  'i',
);

/** Expands a range written without " : " into its two-sided form, or returns null if it is not one. */
function expandShorthand(text: string, options: TimeRangeOptions): string | null {
  if (/^last\b/i.test(text)) {
    const end = options.relativeEnd || relativeBase(SHORTHAND_UNIT.exec(text)?.[1] ?? 'day');
    return `${text}${TIME_RANGE_SEPARATOR}${end}`;
  }
  if (/^next\b/i.test(text)) {
    const start = options.relativeStart || relativeBase(SHORTHAND_UNIT.exec(text)?.[1] ?? 'day');
    return `${start}${TIME_RANGE_SEPARATOR}${text}`;
  }
  const calendar = CALENDAR_SHORTHAND.exec(text);
  if (calendar) {
    const unit = (calendar[2] ?? '').toUpperCase();
    const [from, to] = /^previous/i.test(calendar[1] ?? '') ? [-1, 0] : [0, 1];
    const bound = (n: number) => `DATETRUNC(DATEADD(DATETIME('today'), ${n}, ${unit}), ${unit})`;
    return `${bound(from)}${TIME_RANGE_SEPARATOR}${bound(to)}`;
  }
  const first = FIRST_SUBUNIT_OF.exec(text);
  if (first) return firstOf(first[2], first[3], first[4] ?? 'year', options.relativeStart);
  return null;
}

type Lookup = [RegExp, (m: RegExpExecArray, options: TimeRangeOptions) => string];

/** How one side of a range is turned into a date expression, tried in order (as Superset's lookup). */
const SIDE_LOOKUPS: Lookup[] = [
  [
    new RegExp(
      `^(start of|beginning of|end of)\\s{1,5}(this|last|next|prior)\\s{1,5}(\\d+)?\\s{0,5}${CALENDAR_UNITS}s?$`,
      'i',
    ),
    (m, o) => {
      const unit = (m[4] ?? '').toLowerCase();
      const base = scopeExpression(m[2] ?? '', m[3], unit, relativeBase(unit, o.relativeStart));
      return /^end/i.test(m[1] ?? '') ? `LASTDAY(${base}, ${unit})` : `DATETRUNC(${base}, ${unit})`;
    },
  ],
  [
    new RegExp(
      `^(first|1st)\\s{1,5}(?:day\\s{1,5})?of\\s{1,5}(this|last|next|prior)\\s{1,5}${CALENDAR_UNITS}s?$`,
      'i',
    ),
    (m, o) => firstOf(undefined, m[2], m[3] ?? '', o.relativeStart),
  ],
  [
    /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(?:the\s{1,5})?(week|month|quarter|year)$/i,
    (m, o) => firstOf(undefined, undefined, m[2] ?? '', o.relativeStart),
  ],
  [
    new RegExp(`^(this|last|next|prior)\\s{1,5}(\\d+)?\\s{0,5}${UNITS}s?$`, 'i'),
    (m, o) => {
      const unit = (m[3] ?? '').toLowerCase();
      return scopeExpression(m[1] ?? '', m[2], unit, relativeBase(unit, o.relativeStart));
    },
  ],
  [/^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)\b.*$/i, (m) => m[0]],
];

function evaluateSide(part: string, now: Date, options: TimeRangeOptions): Date | null {
  if (!part) return null;
  for (const [pattern, build] of SIDE_LOOKUPS) {
    const m = pattern.exec(part);
    if (m) return evaluateDateExpression(build(m, options), now);
  }
  return parseHumanDatetime(part, now);
}

/**
 * Turns a time range into its bounds against the clock `now`. Null bounds are open. Throws
 * TimeRangeParseError for text it cannot read and when the start is after the end.
 */
export function parseTimeRange(
  text: string | null | undefined,
  now: Date,
  options: TimeRangeOptions = {},
): TimeRange {
  const raw = text ?? '';
  const value = raw.trim();
  if (!value || value.toLowerCase() === NO_TIME_RANGE.toLowerCase()) return { since: null, until: null };

  // Test the untrimmed text: an open side is written as "2020-01-01 : " or " : 2020-01-01".
  const range = raw.includes(TIME_RANGE_SEPARATOR) ? raw : expandShorthand(value, options);
  if (range === null) {
    throw new TimeRangeParseError(
      `Cannot parse time range [${value}]: expected "No filter", a "Last …"/"Next …"/"previous calendar …"/` +
        `"Current …" shorthand or "start : end"`,
      'parse',
      value,
    );
  }
  const at = range.indexOf(TIME_RANGE_SEPARATOR);
  const since = evaluateSide(range.slice(0, at).trim(), now, options);
  const until = evaluateSide(range.slice(at + TIME_RANGE_SEPARATOR.length).trim(), now, options);
  if (since && until && since.getTime() > until.getTime()) {
    throw new TimeRangeParseError('From date cannot be larger than to date', 'order', value);
  }
  return { since, until };
}
