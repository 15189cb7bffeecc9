import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { inspectDuckdb } from './inspect.js';
import { duckdbSpec } from './spec.js';

const tables = async (sql: string) => (await inspectDuckdb(sql)).relations.map((r) => r.table).sort();

describe('inspectDuckdb', () => {
  it('lists the relations of joins, subqueries, set operations and lateral joins, not CTE names', async () => {
    const sql = `WITH w AS (SELECT * FROM a) SELECT * FROM w JOIN s.b ON true, LATERAL (SELECT * FROM c)
      WHERE x IN (SELECT y FROM d) UNION ALL SELECT * FROM e WHERE $1 = 1`;
    expect(await tables(sql)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const inspection = await inspectDuckdb(sql);
    expect(inspection).toMatchObject({ statements: 1, kind: 'select', tableFunctions: [] });
    expect(inspection.relations).toContainEqual({ catalog: null, schema: 's', table: 'b' });
  });

  it('scopes CTE names: a table of the same name outside the WITH is a relation', async () => {
    expect(
      await tables('SELECT * FROM salaries, (WITH salaries AS (SELECT 1) SELECT * FROM salaries)'),
    ).toEqual(['salaries']);
    expect(await tables('WITH RECURSIVE r AS (SELECT 1 UNION ALL SELECT * FROM r) SELECT * FROM r')).toEqual(
      [],
    );
  });

  it('sees SQL given as text, file readers and replacement scans', async () => {
    expect(await inspectDuckdb("SELECT * FROM query('SELECT * FROM salaries')")).toMatchObject({
      tableFunctions: ['query'],
    });
    expect((await inspectDuckdb("SELECT content FROM read_blob('x.duckdb')")).tableFunctions).toEqual([
      'read_blob',
    ]);
    expect(await tables("SELECT * FROM 'salaries'")).toEqual(['salaries']);
    expect(await tables('SUMMARIZE salaries')).toEqual(['salaries']);
    expect((await inspectDuckdb('SELECT upper(a), count(*) FROM t')).functions).toEqual([
      'upper',
      'count_star',
    ]);
  });

  it('reads CALL as its table function and PRAGMA as pragma_<name>, both not a select', async () => {
    expect(await inspectDuckdb("CALL query('SELECT * FROM salaries')")).toMatchObject({
      kind: 'other',
      tableFunctions: ['query'],
    });
    expect(await inspectDuckdb("PRAGMA table_info('salaries')")).toMatchObject({
      kind: 'other',
      tableFunctions: ['pragma_table_info'],
    });
    expect(await inspectDuckdb('SELECT * FROM a; CREATE TABLE x AS SELECT 1')).toMatchObject({
      statements: 2,
      kind: 'other',
    });
  });

  it('rejects what DuckDB cannot parse', async () => {
    await expect(inspectDuckdb('SELECT FROM WHERE')).rejects.toThrow();
  });
});

describe('read-only DuckDB files', () => {
  it('cannot read their own file or its neighbours through SQL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-duck-fs-'));
    const file = path.join(dir, 'own.duckdb');
    fs.writeFileSync(path.join(dir, 'secret_key'), 'not for SQL');
    const setup = await DuckDBInstance.create(file);
    (await setup.connect()).closeSync();
    setup.closeSync();
    const connector = await duckdbSpec.connect({ uri: `duckdb:///${file}`, allowFileDatabases: true });
    try {
      expect((await connector.execute('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      for (const target of [file, path.join(dir, 'secret_key')]) {
        await expect(connector.execute(`SELECT content FROM read_blob('${target}')`)).rejects.toThrow();
        await expect(connector.execute(`SELECT * FROM glob('${target}')`)).rejects.toThrow();
      }
    } finally {
      await connector.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
