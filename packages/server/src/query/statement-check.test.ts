import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../engines/engine.js';
import { createEngineRegistry } from '../engines/registry.js';
import { SqlExpressionError } from '../sql-safety/fragment.js';
import { HAS_MYSQL, HAS_PG, MYSQL_URL, PG_URL } from '../test-support/services.js';
import { checkCompiledStatement } from './statement-check.js';

const suffix = randomBytes(4).toString('hex');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-stmt-check-'));
const sales = `sc_sales_${suffix}`;
const secret = `sc_secret_${suffix}`;
const pgSchema = `meridian_sc_${suffix}`;

const targets = [
  { name: 'duckdb', uri: `duckdb:///${path.join(dir, 'sc.duckdb')}`, schema: 'main', q: '"', on: true },
  { name: 'sqlite', uri: `sqlite:///${path.join(dir, 'sc.db')}`, schema: 'main', q: '"', on: true },
  { name: 'postgresql', uri: PG_URL, schema: pgSchema, q: '"', on: HAS_PG },
  { name: 'mysql', uri: MYSQL_URL, schema: 'test', q: '`', on: HAS_MYSQL },
].filter((t) => t.on);

const registry = createEngineRegistry();
const connectors = new Map<string, Connector>();
const name = (t: (typeof targets)[number], table: string) => `${t.q}${t.schema}${t.q}.${t.q}${table}${t.q}`;

beforeAll(async () => {
  for (const t of targets) {
    const c = await registry.connect({ uri: t.uri, allowDml: true, allowFileDatabases: true });
    if (t.name === 'postgresql') await c.execute(`CREATE SCHEMA ${pgSchema}`);
    await c.execute(`CREATE TABLE ${name(t, sales)} (amount INTEGER)`);
    await c.execute(`CREATE TABLE ${name(t, secret)} (salary INTEGER)`);
    connectors.set(t.name, c);
  }
}, 60_000);

afterAll(async () => {
  for (const t of targets) {
    const c = connectors.get(t.name)!;
    if (t.name === 'postgresql') await c.execute(`DROP SCHEMA ${pgSchema} CASCADE`);
    if (t.name === 'mysql') await c.execute(`DROP TABLE ${name(t, sales)}, ${name(t, secret)}`);
    await c.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(targets)('the compiled statement on $name reads nothing beyond its dataset', (t) => {
  const check = (fromSql: string, sql: string) =>
    checkCompiledStatement(
      { connector: connectors.get(t.name)!, databaseId: 1, fromSql, schema: t.schema, field: 'queries[0]' },
      sql,
      [],
    );

  it('lets a query of its own table run', async () => {
    const from = name(t, sales);
    await expect(
      check(from, `SELECT SUM(amount) AS s FROM ${from} WHERE amount > 1`),
    ).resolves.toBeUndefined();
  });

  it('refuses a statement that reads another table, naming the field', async () => {
    const from = name(t, sales);
    const sql = `SELECT (SELECT MAX(salary) FROM ${name(t, secret)}) AS s FROM ${from}`;
    await expect(check(from, sql)).rejects.toThrow(SqlExpressionError);
    await expect(check(from, sql)).rejects.toThrow(/queries\[0\].*reads/);
  });

  it("lets a virtual dataset read what its owner's SQL reads, and nothing more", async () => {
    const from = `(SELECT salary FROM ${name(t, secret)}) AS virtual_table`;
    await expect(check(from, `SELECT MAX(salary) AS m FROM ${from}`)).resolves.toBeUndefined();
    const more = `SELECT (SELECT MAX(amount) FROM ${name(t, sales)}) AS m FROM ${from}`;
    await expect(check(from, more)).rejects.toThrow(/reads/);
  });
});

describe.runIf(targets.some((t) => t.name === 'duckdb'))('table functions on DuckDB', () => {
  it('refuses query_table and query, which no relation list names', async () => {
    const c = connectors.get('duckdb')!;
    const from = `"main"."${sales}"`;
    for (const sql of [
      `SELECT * FROM ${from}, query_table('${secret}')`,
      `SELECT * FROM ${from}, query('SELECT * FROM ${secret}')`,
    ]) {
      await expect(
        checkCompiledStatement(
          { connector: c, databaseId: 1, fromSql: from, schema: 'main', field: 'q' },
          sql,
          [],
        ),
      ).rejects.toThrow(/table function|reads/);
    }
  });
});
