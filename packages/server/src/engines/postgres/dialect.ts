/** PostgreSQL's SQL: double-quoted names, `$n` placeholders, DATE_TRUNC grains, `~` regex. */
import { checkTemporalText, createDialect } from '../dialect-base.js';
import { GenericDataType } from '../generic-types.js';
import { grainTemplates } from '../time-grains.js';

const { Numeric, String: Str } = GenericDataType;

const PARENT = { second: 'minute', minute: 'hour', hour: 'day' } as const;

export const postgresDialect = createDialect({
  identifierQuote: '"',
  placeholderStyle: 'dollar',
  maxIdentifierLength: 63,
  catalogInNames: false,
  timeGrainTemplates: grainTemplates({
    trunc: (unit, col) => `DATE_TRUNC('${unit}', ${col})`,
    // EXTRACT reads a DATE_TRUNC result so that DATE columns work too (PG 14+ refuses
    // EXTRACT(SECOND FROM date)).
    bucket: (size, unit, col) =>
      `(DATE_TRUNC('${PARENT[unit]}', ${col}) + INTERVAL '${size} ${unit}s' * FLOOR(EXTRACT(${unit.toUpperCase()} FROM DATE_TRUNC('${unit}', ${col})) / ${size}))`,
    addDays: (expr, days) =>
      days < 0 ? `(${expr} - INTERVAL '${-days} day')` : `(${expr} + INTERVAL '${days} day')`,
  }),
  typeRules: [
    [/\[\]$|^array/i, Str],
    [/^(bytea|bpchar|regclass|tsvector|inet|cidr|macaddr|xml|point|box|line|polygon|path|circle)/i, Str],
    [/^(oid)$/i, Numeric],
  ],
  castToText: (expr) => `CAST(${expr} AS TEXT)`,
  epochToTimestamp: (expr, unit) =>
    unit === 'seconds'
      ? `(TIMESTAMP 'epoch' + (${expr}) * INTERVAL '1 second')`
      : `(TIMESTAMP 'epoch' + (${expr}) * INTERVAL '1 millisecond')`,
  temporalLiteral: (text, engineType) => {
    const t = checkTemporalText(text);
    return /^date$/i.test(engineType ?? '') ? `DATE '${t.slice(0, 10)}'` : `TIMESTAMP '${t}'`;
  },
  regexMatch: (expr, pattern) => `${expr} ~ ${pattern}`,
  ilike: (expr, pattern) => `${expr} ILIKE ${pattern}`,
});
