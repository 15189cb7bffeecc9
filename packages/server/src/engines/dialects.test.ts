import { describe, expect, it } from 'vitest';
import { duckdbDialect } from './duckdb/dialect.js';
import type { Dialect } from './engine.js';
import { GenericDataType } from './generic-types.js';
import { mysqlDialect } from './mysql/dialect.js';
import { postgresDialect } from './postgres/dialect.js';
import { sqliteDialect } from './sqlite/dialect.js';
import { ALL_TIME_GRAINS, TIME_GRAIN_NAMES } from './time-grains.js';
import { quoteIfNeeded, selectStarSql } from './dialect-base.js';

const dialects: [string, Dialect][] = [
  ['duckdb', duckdbDialect],
  ['sqlite', sqliteDialect],
  ['postgresql', postgresDialect],
  ['mysql', mysqlDialect],
];

describe.each(dialects)('%s dialect', (_name, d) => {
  it('has an expression for every time grain', () => {
    expect(d.timeGrains).toEqual(ALL_TIME_GRAINS);
    for (const grain of ALL_TIME_GRAINS) {
      const sql = d.timeGrainExpression(grain, 'COL');
      expect(sql).toContain('COL');
      expect(sql).not.toContain('{col}');
      expect(TIME_GRAIN_NAMES[grain]).toBeTruthy();
    }
    expect(d.timeGrainExpression(null, 'COL')).toBe('COL');
    expect(() => d.timeGrainExpression('P2W', 'COL')).toThrow(/Unknown time grain/);
  });

  it('quotes identifiers and strings', () => {
    const q = d.identifierQuote;
    expect(d.quoteIdentifier(`a${q}b c`)).toBe(`${q}a${q}${q}b c${q}`);
    expect(d.qualifyTable('t', 's')).toBe(`${q}s${q}.${q}t${q}`);
    expect(d.quoteString("it's")).toBe("'it''s'");
  });

  it('maps engine types to generic types', () => {
    expect(d.genericType('INTEGER')).toBe(GenericDataType.Numeric);
    expect(d.genericType('BIGINT')).toBe(GenericDataType.Numeric);
    expect(d.genericType('DECIMAL(10,2)')).toBe(GenericDataType.Numeric);
    expect(d.genericType('DOUBLE')).toBe(GenericDataType.Numeric);
    expect(d.genericType('VARCHAR(20)')).toBe(GenericDataType.String);
    expect(d.genericType('TEXT')).toBe(GenericDataType.String);
    expect(d.genericType('DATE')).toBe(GenericDataType.Temporal);
    expect(d.genericType('TIMESTAMP')).toBe(GenericDataType.Temporal);
    expect(d.genericType('BOOLEAN')).toBe(GenericDataType.Boolean);
    expect(d.genericType(null)).toBeNull();
  });

  it('writes limits, placeholders and literals', () => {
    expect(d.limitClause(10)).toBe('LIMIT 10');
    expect(d.limitClause(10, 20)).toBe('LIMIT 10 OFFSET 20');
    expect(d.placeholder(2)).toBe(d.placeholderStyle === 'dollar' ? '$2' : '?');
    expect(d.temporalLiteral('2024-01-02T03:04:05')).toContain("'2024-01-02 03:04:05'");
    expect(() => d.temporalLiteral("2024-01-02'; DROP TABLE x; --")).toThrow(RangeError);
    expect(d.ilike('a', "'%x%'")).toMatch(/LIKE/i);
    expect(d.regexMatch('a', "'^x'")).toBeTruthy();
    expect(d.castToText('a')).toMatch(/^CAST\(a AS /);
    expect(d.epochToTimestamp('e', 'seconds')).toContain('e');
  });
});

describe('dialect details', () => {
  it('escapes backslashes for MySQL only', () => {
    expect(mysqlDialect.quoteString('a\\b')).toBe("'a\\\\b'");
    expect(postgresDialect.quoteString('a\\b')).toBe("'a\\b'");
  });

  it('knows engine-specific types', () => {
    expect(mysqlDialect.genericType('TINYINT(1)')).toBe(GenericDataType.Boolean);
    expect(mysqlDialect.genericType('TINYINT(4)')).toBe(GenericDataType.Numeric);
    expect(postgresDialect.genericType('TIMESTAMP WITH TIME ZONE')).toBe(GenericDataType.Temporal);
    expect(postgresDialect.genericType('TIME WITHOUT TIME ZONE')).toBe(GenericDataType.String);
    expect(postgresDialect.genericType('INTEGER[]')).toBe(GenericDataType.String);
    expect(postgresDialect.genericType('DOUBLE PRECISION')).toBe(GenericDataType.Numeric);
    expect(duckdbDialect.genericType('STRUCT("x" INTEGER)')).toBe(GenericDataType.String);
    expect(duckdbDialect.genericType('HUGEINT')).toBe(GenericDataType.Numeric);
    expect(duckdbDialect.genericType('INTERVAL')).toBe(GenericDataType.String);
    expect(sqliteDialect.genericType('datetime')).toBe(GenericDataType.Temporal);
    expect(sqliteDialect.genericType('NVARCHAR(10)')).toBe(GenericDataType.String);
  });

  it('writes select-star SQL quoting only what needs it', () => {
    expect(quoteIfNeeded(postgresDialect, 'birth_names')).toBe('birth_names');
    expect(quoteIfNeeded(postgresDialect, 'Birth Names')).toBe('"Birth Names"');
    expect(quoteIfNeeded(mysqlDialect, 'order')).toBe('`order`');
    expect(selectStarSql(postgresDialect, 'birth_names', 'public', { limit: 100 })).toBe(
      'SELECT *\nFROM public.birth_names\nLIMIT 100',
    );
    expect(selectStarSql(postgresDialect, 't', null, { limit: 5, columns: ['a', 'B'] })).toBe(
      'SELECT a,\n       "B"\nFROM t\nLIMIT 5',
    );
  });
});
