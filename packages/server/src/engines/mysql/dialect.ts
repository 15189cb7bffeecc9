/**
 * MySQL/MariaDB SQL: backquoted names, `?` placeholders, backslash escapes in strings, and grains
 * built from DATE()/HOUR()/… since there is no DATE_TRUNC.
 */
import { checkTemporalText, createDialect } from '../dialect-base.js';
import { GenericDataType } from '../generic-types.js';
import { grainTemplates } from '../time-grains.js';

const { Numeric, String: Str, Boolean: Bool } = GenericDataType;

export const mysqlDialect = createDialect({
  identifierQuote: '`',
  placeholderStyle: 'question',
  maxIdentifierLength: 64,
  catalogInNames: false,
  backslashEscapes: true,
  timeGrainTemplates: grainTemplates({
    trunc(unit, col) {
      switch (unit) {
        case 'second':
          return `DATE_ADD(DATE(${col}), INTERVAL (HOUR(${col}) * 3600 + MINUTE(${col}) * 60 + SECOND(${col})) SECOND)`;
        case 'minute':
          return `DATE_ADD(DATE(${col}), INTERVAL (HOUR(${col}) * 60 + MINUTE(${col})) MINUTE)`;
        case 'hour':
          return `DATE_ADD(DATE(${col}), INTERVAL HOUR(${col}) HOUR)`;
        case 'day':
          return `DATE(${col})`;
        case 'week':
          // WEEKDAY(): Monday = 0.
          return `DATE(DATE_SUB(${col}, INTERVAL WEEKDAY(${col}) DAY))`;
        case 'month':
          return `DATE(DATE_SUB(${col}, INTERVAL DAYOFMONTH(${col}) - 1 DAY))`;
        case 'quarter':
          return `(MAKEDATE(YEAR(${col}), 1) + INTERVAL QUARTER(${col}) QUARTER - INTERVAL 1 QUARTER)`;
        case 'year':
          return `DATE(DATE_SUB(${col}, INTERVAL DAYOFYEAR(${col}) - 1 DAY))`;
      }
    },
    bucket(size, unit, col) {
      switch (unit) {
        case 'second':
          return `DATE_ADD(DATE(${col}), INTERVAL (HOUR(${col}) * 3600 + MINUTE(${col}) * 60 + FLOOR(SECOND(${col}) / ${size}) * ${size}) SECOND)`;
        case 'minute':
          return `DATE_ADD(DATE(${col}), INTERVAL (HOUR(${col}) * 60 + FLOOR(MINUTE(${col}) / ${size}) * ${size}) MINUTE)`;
        case 'hour':
          return `DATE_ADD(DATE(${col}), INTERVAL (FLOOR(HOUR(${col}) / ${size}) * ${size}) HOUR)`;
      }
    },
    addDays: (expr, days) => `DATE_ADD(${expr}, INTERVAL ${days} DAY)`,
  }),
  typeRules: [
    [/^(tinyint\(1\)|bool)/i, Bool],
    [/^(bit|year)/i, Numeric],
    [/^(geometry|point|linestring|polygon|(tiny|medium|long)?blob|(var)?binary)/i, Str],
  ],
  castToText: (expr) => `CAST(${expr} AS CHAR)`,
  epochToTimestamp: (expr, unit) =>
    unit === 'seconds' ? `FROM_UNIXTIME(${expr})` : `FROM_UNIXTIME((${expr}) / 1000)`,
  temporalLiteral: (text, engineType) => {
    const t = checkTemporalText(text);
    return /^date$/i.test(engineType ?? '') ? `DATE('${t.slice(0, 10)}')` : `TIMESTAMP('${t}')`;
  },
  regexMatch: (expr, pattern) => `${expr} REGEXP ${pattern}`,
  ilike: (expr, pattern) => `LOWER(${expr}) LIKE LOWER(${pattern})`,
});
