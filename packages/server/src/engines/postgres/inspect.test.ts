import { describe, expect, it } from 'vitest';
import { HAS_PG, PG_URL } from '../../test-support/services.js';
import { inspectPostgres } from './inspect.js';
import { postgresSpec } from './spec.js';

const tables = async (sql: string) => (await inspectPostgres(sql)).relations.map((r) => r.table).sort();

describe('inspectPostgres', () => {
  it('lists relations of joins, subqueries, set operations and LATERAL, not CTE names', async () => {
    const sql = `WITH w AS (SELECT * FROM a) SELECT * FROM w JOIN s.b ON true, LATERAL (SELECT * FROM c) l
      WHERE x IN (SELECT y FROM d) AND $1 = 1 UNION ALL TABLE e`;
    expect(await tables(sql)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await inspectPostgres(sql)).toMatchObject({ statements: 1, kind: 'select', tableFunctions: [] });
    expect((await inspectPostgres(sql)).relations).toContainEqual({ catalog: null, schema: 's', table: 'b' });
    expect(
      await tables('SELECT * FROM salaries, (WITH salaries AS (SELECT 1) SELECT * FROM salaries) x'),
    ).toEqual(['salaries']);
  });

  it('reads strings as the server does: a backslash does not escape the quote', async () => {
    expect(await tables("SELECT 'a\\' , (SELECT secret FROM salaries) --'")).toEqual(['salaries']);
  });

  it('names functions anywhere and table functions in FROM', async () => {
    const inspection = await inspectPostgres(
      "SELECT query_to_xml('select * from salaries', true, true, ''), upper(x) FROM t, generate_series(1, 3) g",
    );
    expect(inspection.functions).toEqual(
      expect.arrayContaining(['query_to_xml', 'upper', 'generate_series']),
    );
    expect(inspection.tableFunctions).toEqual(['generate_series']);
    expect((await inspectPostgres("SELECT pg_catalog.pg_read_file('/etc/passwd')")).functions).toEqual([
      'pg_catalog.pg_read_file',
    ]);
  });

  it('calls anything but a plain read other', async () => {
    expect((await inspectPostgres('SELECT * INTO x FROM t')).kind).toBe('other');
    expect((await inspectPostgres('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d')).kind).toBe(
      'other',
    );
    expect((await inspectPostgres("SELECT set_config('a', 'b', false); SET x = 1")).kind).toBe('other');
    await expect(inspectPostgres('SELECT FROM WHERE')).rejects.toThrow(/syntax error/);
  });
});

describe('inspectPostgres off the event loop', () => {
  it('parses a near-megabyte statement while timers still fire', async () => {
    const big = `SELECT ${Array.from({ length: 60_000 }, (_, i) => `c${i} + ${i}`).join(', ')} FROM salaries`;
    const pending = inspectPostgres(big);
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 50));
    expect(Date.now() - started).toBeLessThan(400);
    expect((await pending).relations).toEqual([{ catalog: null, schema: null, table: 'salaries' }]);
  });
});

describe.skipIf(!HAS_PG)('PostgreSQL sessions', () => {
  it('read strings as the inspector does, whatever an earlier statement set', async () => {
    const connector = await postgresSpec.connect({ uri: PG_URL, allowDml: true, poolSize: 1 });
    try {
      await connector.execute('SET standard_conforming_strings = off');
      const res = await connector.execute(
        "SELECT current_setting('standard_conforming_strings') AS s, 'a\\' AS t",
      );
      expect(res.rows).toEqual([{ s: 'on', t: 'a\\' }]);
    } finally {
      await connector.close();
    }
  });
});
