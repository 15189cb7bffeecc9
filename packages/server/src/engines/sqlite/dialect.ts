/**
 * SQLite's SQL: timestamps are text ('YYYY-MM-DD HH:MM:SS'), so grains use DATETIME/STRFTIME
 * modifiers. REGEXP works because the connector registers a `regexp` function.
 */
import { checkTemporalText, createDialect } from '../dialect-base.js';
import { GenericDataType } from '../generic-types.js';
import { grainTemplates } from '../time-grains.js';

const { Numeric, String: Str, Temporal, Boolean: Bool } = GenericDataType;

const FIELD = { second: '%S', minute: '%M', hour: '%H' } as const;
const PARENT = {
  second: (col: string) => `STRFTIME('%Y-%m-%d %H:%M:00', ${col})`,
  minute: (col: string) => `STRFTIME('%Y-%m-%d %H:00:00', ${col})`,
  hour: (col: string) => `DATETIME(${col}, 'start of day')`,
} as const;

export const sqliteDialect = createDialect({
  identifierQuote: '"',
  placeholderStyle: 'question',
  maxIdentifierLength: 1000,
  catalogInNames: false,
  timeGrainTemplates: grainTemplates({
    trunc(unit, col) {
      switch (unit) {
        case 'second':
          return `DATETIME(${col})`;
        case 'minute':
          return `DATETIME(STRFTIME('%Y-%m-%d %H:%M:00', ${col}))`;
        case 'hour':
          return `DATETIME(STRFTIME('%Y-%m-%d %H:00:00', ${col}))`;
        case 'day':
          return `DATETIME(${col}, 'start of day')`;
        case 'week':
          // 'weekday 1' moves forward to a Monday (or stays): from 6 days back it lands on the
          // Monday on or before the date.
          return `DATETIME(${col}, 'start of day', '-6 days', 'weekday 1')`;
        case 'month':
          return `DATETIME(${col}, 'start of month')`;
        case 'quarter':
          return `DATETIME(${col}, 'start of month', '-' || ((CAST(STRFTIME('%m', ${col}) AS INTEGER) - 1) % 3) || ' months')`;
        case 'year':
          return `DATETIME(${col}, 'start of year')`;
      }
    },
    bucket: (size, unit, col) =>
      `DATETIME(${PARENT[unit](col)}, '+' || (CAST(STRFTIME('${FIELD[unit]}', ${col}) AS INTEGER) / ${size} * ${size}) || ' ${unit}s')`,
    addDays: (expr, days) => `DATETIME(${expr}, '${days < 0 ? '-' : '+'}${Math.abs(days)} days')`,
  }),
  // SQLite's type affinity rules, plus the names people declare for dates and booleans.
  typeRules: [
    [/^bool/i, Bool],
    [/date|time/i, Temporal],
    [/int/i, Numeric],
    [/char|clob|text/i, Str],
    [/real|floa|doub|num|dec/i, Numeric],
    [/blob/i, Str],
  ],
  castToText: (expr) => `CAST(${expr} AS TEXT)`,
  epochToTimestamp: (expr, unit) =>
    unit === 'seconds' ? `DATETIME(${expr}, 'unixepoch')` : `DATETIME((${expr}) / 1000.0, 'unixepoch')`,
  temporalLiteral: (text, engineType) => {
    const t = checkTemporalText(text);
    return /^date$/i.test(engineType ?? '') ? `'${t.slice(0, 10)}'` : `'${t}'`;
  },
  regexMatch: (expr, pattern) => `${expr} REGEXP ${pattern}`,
  ilike: (expr, pattern) => `LOWER(${expr}) LIKE LOWER(${pattern})`,
});
