import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '../engines/duckdb/dialect.js';
import { LimitingFactor, planLimit } from './limit.js';
import { analyzeStatement } from './sql-parse.js';
import { splitStatements } from './sql-scan.js';

const pg = (sql: string) => analyzeStatement(sql, 'PostgresQL');

describe('statement split', () => {
  it('splits on semicolons outside strings, identifiers, comments and dollar quotes', () => {
    const script = `SELECT 'a;b' AS "x;y"; -- one; two\nSELECT $$c;d$$ /* ; */;\n;  -- only a comment\n`;
    expect(splitStatements(script)).toEqual([`SELECT 'a;b' AS "x;y"`, `-- one; two\nSELECT $$c;d$$ /* ; */`]);
  });
});

describe('DML/DDL detection', () => {
  it('lets plain reads through', () => {
    for (const sql of ['SELECT 1', 'WITH x AS (SELECT 1 a) SELECT * FROM x', 'FROM t', 'SHOW TABLES']) {
      expect(pg(sql).mutating, sql).toBe(false);
    }
  });

  it('finds writes, DDL and session changes, also inside CTEs and SELECT INTO', () => {
    for (const sql of [
      'INSERT INTO t VALUES (1)',
      'DELETE FROM t',
      'CREATE TABLE x AS SELECT 1',
      'DROP TABLE t',
      'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d',
      'WITH u AS (UPDATE t SET a = 1 RETURNING a) SELECT * FROM u',
      'SELECT a INTO newt FROM t',
      'EXPLAIN ANALYZE DELETE FROM t',
      'COPY t TO STDOUT',
      "SET search_path = 'x'",
      'ATTACH DATABASE "x.db" AS x',
    ]) {
      expect(pg(sql).mutating, sql).toBe(true);
    }
  });

  it('extracts tables without CTE names', () => {
    const info = pg('WITH x AS (SELECT * FROM main.a) SELECT * FROM x JOIN b ON x.id = b.id');
    expect(info.tables).toEqual(
      expect.arrayContaining([
        { schema: 'main', table: 'a' },
        { schema: null, table: 'b' },
      ]),
    );
    expect(info.tables).toHaveLength(2);
  });
});

describe('query limit and limitingFactor', () => {
  const plan = (sql: string, dropdown: number | null, max = 100_000) =>
    planLimit(pg(sql), dropdown, max, duckdbDialect);

  it('uses the dropdown when the SQL has no LIMIT', () => {
    expect(plan('SELECT * FROM t', 10)).toMatchObject({
      limit: 10,
      factor: LimitingFactor.DROPDOWN,
      sql: 'SELECT * FROM t\nLIMIT 11',
    });
  });

  it("uses the query's own smaller LIMIT", () => {
    expect(plan('SELECT * FROM t LIMIT 5 -- five', 1000)).toMatchObject({
      limit: 5,
      factor: LimitingFactor.QUERY,
      sql: 'SELECT * FROM t LIMIT 6',
    });
  });

  it('reports both when they are equal, and the dropdown when it is smaller', () => {
    expect(plan('SELECT * FROM t LIMIT 10', 10).factor).toBe(LimitingFactor.QUERY_AND_DROPDOWN);
    expect(plan('SELECT * FROM t LIMIT 50', 10)).toMatchObject({
      limit: 10,
      factor: LimitingFactor.DROPDOWN,
    });
  });

  it('bounds everything by SQL_MAX_ROW and wraps what it cannot rewrite', () => {
    expect(plan('SELECT * FROM t', 5000, 100).limit).toBe(100);
    expect(plan('SELECT * FROM t', null, 100).limit).toBe(100);
    expect(plan('SELECT * FROM t LIMIT 5 OFFSET 2', 10).sql).toBe(
      'SELECT * FROM (\nSELECT * FROM t LIMIT 5 OFFSET 2\n) AS inner_qry\nLIMIT 6',
    );
    expect(plan('FROM t', 10).sql).toBe('SELECT * FROM (\nFROM t\n) AS inner_qry\nLIMIT 11');
    expect(plan('SELECT 1 UNION ALL SELECT 2 LIMIT 3', 10)).toMatchObject({
      limit: 3,
      factor: LimitingFactor.QUERY,
    });
  });
});

describe('analyzeStatement on the calling thread', () => {
  it('reads a statement past SYNC_PARSE_MAX_CHARS by its keywords only, without parsing it', () => {
    const long = `SELECT ${Array.from({ length: 5_000 }, (_, i) => `c${i}`).join(', ')} FROM t`;
    const started = Date.now();
    expect(pg(long)).toMatchObject({ parsed: false, isSelect: true, tables: null });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
