/**
 * Builds a `Dialect` from an engine's data (quote character, placeholder style, grain templates,
 * type rules) and the few hooks that differ. Engines override only what they must.
 */
import type { Dialect, PlaceholderStyle } from './engine.js';
import { genericTypeFromRules, COMMON_TYPE_RULES, type TypeRules } from './generic-types.js';
import { applyTimeGrain, ALL_TIME_GRAINS, type TimeGrainTemplates } from './time-grains.js';

export interface DialectConfig {
  identifierQuote: '"' | '`';
  placeholderStyle: PlaceholderStyle;
  maxIdentifierLength: number;
  timeGrainTemplates: TimeGrainTemplates;
  /** Engine rules, tried before the common ones. */
  typeRules: TypeRules;
  /** Whether `qualifyTable` includes a catalog part. */
  catalogInNames: boolean;
  /** Backslash is an escape character in string literals (MySQL's default). */
  backslashEscapes?: boolean;
  castToText: (expr: string) => string;
  epochToTimestamp: (expr: string, unit: 'seconds' | 'milliseconds') => string;
  temporalLiteral: (text: string, engineType?: string | null) => string;
  regexMatch: (expr: string, pattern: string) => string | null;
  ilike: (expr: string, pattern: string) => string;
}

export function createDialect(config: DialectConfig): Dialect {
  const q = config.identifierQuote;
  const quoteIdentifier = (name: string): string => `${q}${name.split(q).join(q + q)}${q}`;
  const rules: TypeRules = [...config.typeRules, ...COMMON_TYPE_RULES];
  return {
    identifierQuote: q,
    placeholderStyle: config.placeholderStyle,
    maxIdentifierLength: config.maxIdentifierLength,
    timeGrains: ALL_TIME_GRAINS,
    quoteIdentifier,
    qualifyTable(table, schema, catalog) {
      const parts: string[] = [];
      if (config.catalogInNames && catalog) parts.push(quoteIdentifier(catalog));
      if (schema) parts.push(quoteIdentifier(schema));
      parts.push(quoteIdentifier(table));
      return parts.join('.');
    },
    quoteString(value) {
      let v = value.replaceAll("'", "''");
      if (config.backslashEscapes) v = v.replaceAll('\\', '\\\\');
      return `'${v}'`;
    },
    placeholder: (index) => (config.placeholderStyle === 'dollar' ? `$${index}` : '?'),
    timeGrainExpression: (grain, column) => applyTimeGrain(config.timeGrainTemplates, grain, column),
    limitClause(limit, offset) {
      const l = `LIMIT ${Math.max(0, Math.trunc(limit))}`;
      return offset ? `${l} OFFSET ${Math.max(0, Math.trunc(offset))}` : l;
    },
    genericType: (engineType) => genericTypeFromRules(rules, engineType),
    castToText: config.castToText,
    epochToTimestamp: config.epochToTimestamp,
    temporalLiteral: config.temporalLiteral,
    regexMatch: config.regexMatch,
    ilike: config.ilike,
  };
}

/** Accept only 'YYYY-MM-DD[ HH:MM:SS[.ffffff]]' for temporal literals (they are inlined). */
export function checkTemporalText(text: string): string {
  const t = text.trim().replace('T', ' ');
  if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?)?$/.test(t)) {
    throw new RangeError(`Not a timestamp: ${text}`);
  }
  return t;
}

/** Identifiers that must stay quoted even when lower case (common SQL reserved words). */
const RESERVED = new Set(
  'all and any array as asc between both by case cast check collate column constraint create cross current_date current_time current_timestamp current_user default desc distinct do else end except false fetch for foreign from full grant group having in inner intersect interval into is join key leading left like limit natural not null offset on only or order outer primary references right select session_user some table then to trailing true union unique user using when where window with'.split(
    ' ',
  ),
);

/** Quote only when needed (as SQLAlchemy renders names), for readable generated SQL. */
export function quoteIfNeeded(dialect: Dialect, name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) && !RESERVED.has(name) ? name : dialect.quoteIdentifier(name);
}

/** Superset's select_star text. */
export function selectStarSql(
  dialect: Dialect,
  table: string,
  schema: string | null,
  options: {
    limit?: number;
    columns?: readonly string[] | null;
    catalog?: string | null;
    catalogInNames?: boolean;
  },
): string {
  const parts: string[] = [];
  if (options.catalogInNames && options.catalog) parts.push(quoteIfNeeded(dialect, options.catalog));
  if (schema) parts.push(quoteIfNeeded(dialect, schema));
  parts.push(quoteIfNeeded(dialect, table));
  const cols =
    options.columns && options.columns.length > 0
      ? options.columns.map((c) => quoteIfNeeded(dialect, c)).join(',\n       ')
      : '*';
  const limit = options.limit ?? 100;
  return `SELECT ${cols}\nFROM ${parts.join('.')}${limit > 0 ? `\n${dialect.limitClause(limit)}` : ''}`;
}
