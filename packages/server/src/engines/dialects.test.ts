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

  it.each([
    ['INTEGER', GenericDataType.Numeric],
    ['BIGINT', GenericDataType.Numeric],
    ['DECIMAL(10,2)', GenericDataType.Numeric],
    ['DOUBLE', GenericDataType.Numeric],
    ['VARCHAR(20)', GenericDataType.String],
    ['TEXT', GenericDataType.String],
    ['DATE', GenericDataType.Temporal],
    ['TIMESTAMP', GenericDataType.Temporal],
    ['BOOLEAN', GenericDataType.Boolean],
    [null, null],
  ])('maps engine type %s to its generic type', (type, generic) => {
    expect(d.genericType(type)).toBe(generic);
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

  it.each([
    [mysqlDialect, 'TINYINT(1)', GenericDataType.Boolean],
    [mysqlDialect, 'TINYINT(4)', GenericDataType.Numeric],
    [postgresDialect, 'TIMESTAMP WITH TIME ZONE', GenericDataType.Temporal],
    [postgresDialect, 'TIME WITHOUT TIME ZONE', GenericDataType.String],
    [postgresDialect, 'INTEGER[]', GenericDataType.String],
    [postgresDialect, 'DOUBLE PRECISION', GenericDataType.Numeric],
    [duckdbDialect, 'STRUCT("x" INTEGER)', GenericDataType.String],
    [duckdbDialect, 'HUGEINT', GenericDataType.Numeric],
    [duckdbDialect, 'INTERVAL', GenericDataType.String],
    [sqliteDialect, 'datetime', GenericDataType.Temporal],
    [sqliteDialect, 'NVARCHAR(10)', GenericDataType.String],
  ])('knows the engine-specific type %#: %s', (dialect, type, generic) => {
    expect(dialect.genericType(type)).toBe(generic);
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
