/**
 * pg result values and type names. Parsers keep values JSON-safe from the start: int8 as a
 * number when safe (else text), numeric as a number, DATE/TIMESTAMP/TIMESTAMPTZ as epoch ms
 * (naive timestamps read as UTC; sessions run with TimeZone=UTC).
 */
import pg from 'pg';
import { decimalToNumber, finiteOrNull, parseUtcTimestamp, safeBigint } from '../values.js';

type Parser = (text: string) => unknown;

const temporal: Parser = (text) => parseUtcTimestamp(text) ?? text; // 'infinity' stays text

const PARSERS: Record<number, Parser> = {
  20: (t) => safeBigint(BigInt(t)),
  21: Number,
  23: Number,
  26: Number,
  700: (t) => finiteOrNull(Number(t)),
  701: (t) => finiteOrNull(Number(t)),
  1700: decimalToNumber,
  790: (t) => t, // money keeps its currency text
  1082: temporal,
  1114: temporal,
  1184: temporal,
  1083: (t) => t,
  1266: (t) => t,
  1186: (t) => t,
};

/** Per-query `types` for pg: our parsers first, pg's defaults (arrays, json, bytea…) otherwise. */
export const PG_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): Parser {
    return PARSERS[oid] ?? (pg.types.getTypeParser(oid, format ?? 'text') as Parser);
  },
};

/** format_type() names of the common built-in types, so most results need no catalog lookup. */
const BUILTIN_NAMES: Record<number, string> = {
  16: 'BOOLEAN',
  17: 'BYTEA',
  18: '"CHAR"',
  19: 'NAME',
  20: 'BIGINT',
  21: 'SMALLINT',
  23: 'INTEGER',
  25: 'TEXT',
  26: 'OID',
  114: 'JSON',
  700: 'REAL',
  701: 'DOUBLE PRECISION',
  790: 'MONEY',
  1042: 'CHARACTER',
  1043: 'CHARACTER VARYING',
  1082: 'DATE',
  1083: 'TIME WITHOUT TIME ZONE',
  1114: 'TIMESTAMP WITHOUT TIME ZONE',
  1184: 'TIMESTAMP WITH TIME ZONE',
  1186: 'INTERVAL',
  1266: 'TIME WITH TIME ZONE',
  1700: 'NUMERIC',
  2950: 'UUID',
  3802: 'JSONB',
};

/** Type names by OID for one database (user types differ between databases). */
export class PgTypeNames {
  private readonly names = new Map<number, string>(
    Object.entries(BUILTIN_NAMES).map(([k, v]) => [Number(k), v]),
  );

  async resolve(
    oids: readonly number[],
    lookup: (missing: number[]) => Promise<[number, string][]>,
  ): Promise<void> {
    const missing = [...new Set(oids)].filter((oid) => !this.names.has(oid));
    if (missing.length === 0) return;
    for (const [oid, name] of await lookup(missing)) this.names.set(oid, name.toUpperCase());
  }

  name(oid: number): string | null {
    return this.names.get(oid) ?? null;
  }
}
