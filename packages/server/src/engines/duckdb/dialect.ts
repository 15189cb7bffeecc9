/** DuckDB's SQL: double-quoted names, `$n` placeholders, DATE_TRUNC and TIME_BUCKET grains. */
import { checkTemporalText, createDialect } from '../dialect-base.js';
import { GenericDataType } from '../generic-types.js';
import { grainTemplates } from '../time-grains.js';

const { Numeric, String: Str, Temporal } = GenericDataType;

export const duckdbDialect = createDialect({
  identifierQuote: '"',
  placeholderStyle: 'dollar',
  maxIdentifierLength: 255,
  catalogInNames: true,
  timeGrainTemplates: grainTemplates({
    trunc: (unit, col) => `DATE_TRUNC('${unit}', ${col})`,
    // TIME_BUCKET's default origin (2000-01-03 00:00) lies on a day boundary.
    bucket: (size, unit, col) => `TIME_BUCKET(INTERVAL '${size} ${unit}', ${col})`,
    addDays: (expr, days) =>
      days < 0 ? `(${expr} - INTERVAL ${-days} DAY)` : `(${expr} + INTERVAL ${days} DAY)`,
  }),
  typeRules: [
    // Nested types print as "INTEGER[]", "STRUCT(…)": not numbers.
    [/\[\d*\]$|^(struct|map|union|list)\b/i, Str],
    [/^(timestamp|date)/i, Temporal],
    [/^(bignum|varint|hugeint|uhugeint)/i, Numeric],
    [/^blob|^bytea/i, Str],
  ],
  castToText: (expr) => `CAST(${expr} AS VARCHAR)`,
  epochToTimestamp: (expr, unit) =>
    unit === 'seconds' ? `EPOCH_MS(CAST((${expr}) * 1000 AS BIGINT))` : `EPOCH_MS(CAST(${expr} AS BIGINT))`,
  temporalLiteral: (text, engineType) => {
    const t = checkTemporalText(text);
    return /^date$/i.test(engineType ?? '')
      ? `CAST('${t.slice(0, 10)}' AS DATE)`
      : `CAST('${t}' AS TIMESTAMP)`;
  },
  regexMatch: (expr, pattern) => `REGEXP_MATCHES(${expr}, ${pattern})`,
  ilike: (expr, pattern) => `${expr} ILIKE ${pattern}`,
});
