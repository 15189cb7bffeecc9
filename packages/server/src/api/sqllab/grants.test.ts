/**
 * SQL Lab with table grants only: `sam` (Gamma + sql_lab + a grant on `sales`) must not read
 * `salaries` on any engine, whatever the statement hides it behind (SQL given as text, a file
 * reader, a backslash the engine does not read as an escape, a MySQL executable comment).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuckDBInstance } from '@duckdb/node-api';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, startApiServer, type Json } from '../../test-support/api.js';
import { ensurePermissionView, ensureRole, grant } from '../../meta/repositories/security.js';
import { createPgDatabase, userSession, type Session, type TestServer } from '../../test-support/app.js';
import { HAS_MYSQL, HAS_PG, MYSQL_URL } from '../../test-support/services.js';

const SECRET = 'top-secret-salary';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-grants-'));
const duckFile = path.join(dir, 'grants.duckdb');
const liteFile = path.join(dir, 'grants.db');
const suffix = `${process.pid}`;
const myTables = { sales: `grants_sales_${suffix}`, salaries: `grants_salaries_${suffix}` };

let server: TestServer;
let admin: Session;
let sam: Session;
let call: ReturnType<typeof caller>;
let pgDb: { url: string; drop: () => Promise<void> } | null = null;
let myConn: mysql.Connection | null = null;
const ids: Record<string, number> = {};

async function addDatabase(name: string, uri: string, schema: string | null, sales: string): Promise<void> {
  const created = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
    database_name: name,
    sqlalchemy_uri: uri,
    expose_in_sqllab: true,
  });
  expect(created.status).toBe(201);
  ids[name] = created.body.id;
  const dataset = await call<{ id: number }>(admin, 'POST', '/api/v1/dataset/', {
    database: created.body.id,
    schema,
    table_name: sales,
  });
  expect(dataset.status).toBe(201);
  const db = server.ctx.db;
  const role = await ensureRole(db, 'grants_sales_reader');
  await grant(
    db,
    role,
    await ensurePermissionView(db, 'datasource_access', `[${name}].[${sales}](id:${dataset.body.id})`),
  );
}

beforeAll(async () => {
  const duck = await DuckDBInstance.create(duckFile);
  const conn = await duck.connect();
  await conn.run(`CREATE TABLE sales (id INTEGER, region VARCHAR); INSERT INTO sales VALUES (1, 'north');
    CREATE TABLE salaries (name VARCHAR, secret VARCHAR); INSERT INTO salaries VALUES ('ann', '${SECRET}');`);
  conn.closeSync();
  duck.closeSync();
  const lite = new Database(liteFile);
  lite.exec(`CREATE TABLE sales (id INTEGER, region TEXT); INSERT INTO sales VALUES (1, 'north');
    CREATE TABLE salaries (name TEXT, secret TEXT); INSERT INTO salaries VALUES ('ann', '${SECRET}');
    CREATE VIEW sales_view AS SELECT region FROM sales;`);
  lite.close();

  ({ server, admin } = await startApiServer({ ALLOW_FILE_DATABASES: 'true' }));
  call = caller(server);
  await addDatabase('duck grants', `duckdb:///${duckFile}`, 'main', 'sales');
  await addDatabase('lite grants', `sqlite:///${liteFile}`, 'main', 'sales');
  if (HAS_PG) {
    pgDb = await createPgDatabase();
    const client = new pg.Client({ connectionString: pgDb.url });
    await client.connect();
    await client.query(`CREATE TABLE sales (id int, region text); INSERT INTO sales VALUES (1, 'north');
      CREATE TABLE salaries (name text, secret text); INSERT INTO salaries VALUES ('ann', '${SECRET}')`);
    await client.end();
    await addDatabase('pg grants', pgDb.url, 'public', 'sales');
  }
  if (HAS_MYSQL) {
    myConn = await mysql.createConnection({ uri: MYSQL_URL, multipleStatements: true });
    await myConn.query(`DROP TABLE IF EXISTS ${myTables.sales}, ${myTables.salaries};
      CREATE TABLE ${myTables.sales} (id INT, region VARCHAR(20)); INSERT INTO ${myTables.sales} VALUES (1, 'north');
      CREATE TABLE ${myTables.salaries} (name VARCHAR(20), secret VARCHAR(40));
      INSERT INTO ${myTables.salaries} VALUES ('ann', '${SECRET}');`);
    await addDatabase('mysql grants', MYSQL_URL, 'test', myTables.sales);
  }
  sam = await userSession(server, 'sam', ['Gamma', 'sql_lab', 'grants_sales_reader']);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await pgDb?.drop();
  await myConn?.query(`DROP TABLE IF EXISTS ${myTables.sales}, ${myTables.salaries}`);
  await myConn?.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** MySQL's unqualified names are in the URI's database; the others find `sales` in main/public. */
const run = (database: string, sql: string, session: Session = sam) =>
  call<Json>(session, 'POST', '/api/v1/sqllab/execute/', {
    database_id: ids[database],
    sql,
    schema: database === 'mysql grants' ? 'test' : null,
  });

/** A 403 TABLE_SECURITY_ACCESS_ERROR that does not carry the secret. */
function expectRefused(res: { status: number; body: Json; raw: string }): void {
  expect(res.raw).not.toContain(SECRET);
  expect(res.status).toBe(403);
  expect((res.body.errors as Json[])[0]).toMatchObject({ error_type: 'TABLE_SECURITY_ACCESS_ERROR' });
}

describe('SQL Lab table grants on DuckDB', () => {
  it('takes no grant from a virtual dataset that is only named like the table', async () => {
    const db = server.ctx.db;
    const virtual = await call<{ id: number }>(admin, 'POST', '/api/v1/dataset/', {
      database: ids['duck grants'],
      schema: 'main',
      table_name: 'salaries',
      sql: 'SELECT region FROM sales',
    });
    expect(virtual.status).toBe(201);
    const role = await ensureRole(db, 'grants_virtual_reader');
    const perm = `[duck grants].[salaries](id:${virtual.body.id})`;
    await grant(db, role, await ensurePermissionView(db, 'datasource_access', perm));
    const viewer = await userSession(server, 'vic', ['Gamma', 'sql_lab', 'grants_virtual_reader']);
    expectRefused(await run('duck grants', 'SELECT secret FROM salaries', viewer));
  });

  it('runs a query on the granted table', async () => {
    const res = await run('duck grants', 'SELECT count(*) AS n FROM sales');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ n: 1 }]);
  });

  it('refuses SQL given as text (query, query_table, CALL query)', async () => {
    expectRefused(await run('duck grants', "SELECT * FROM query('SELECT * FROM salaries')"));
    expectRefused(await run('duck grants', "SELECT * FROM query_table('salaries')"));
    // CALL is not a SELECT: refused as a data change (400) or as unreadable (403).
    const call = await run('duck grants', "CALL query('SELECT * FROM salaries')");
    expect(call.raw).not.toContain(SECRET);
    expect([400, 403]).toContain(call.status);
    expectRefused(await run('duck grants', "SELECT * FROM 'salaries'"));
  });

  it('refuses file readers of the database file, even with database access', async () => {
    for (const session of [sam, admin]) {
      expectRefused(await run('duck grants', `SELECT content FROM read_blob('${duckFile}')`, session));
      expectRefused(await run('duck grants', `SELECT * FROM glob('${duckFile}')`, session));
      expectRefused(await run('duck grants', `SELECT * FROM read_text('${duckFile}')`, session));
    }
  });
});

describe.skipIf(!HAS_PG)('SQL Lab table grants on PostgreSQL', () => {
  it('refuses functions that run SQL given as text or read files and settings', async () => {
    expect((await run('pg grants', 'SELECT count(*) AS n FROM sales')).status).toBe(200);
    expectRefused(await run('pg grants', "SELECT query_to_xml('select * from salaries', true, true, '')"));
    expectRefused(await run('pg grants', "SELECT table_to_xml('salaries', true, true, '')"));
    expectRefused(await run('pg grants', "SELECT database_to_xml(true, true, '')"));
    expectRefused(await run('pg grants', "SELECT pg_read_file('PG_VERSION')"));
    expectRefused(await run('pg grants', "SELECT set_config('search_path', 'public', false)"));
  });

  it('reads a backslash in a string as PostgreSQL does', async () => {
    const res = await run('pg grants', "SELECT 'a\\' AS a, (SELECT secret FROM salaries) AS b --'");
    expectRefused(res);
    expect((res.body.errors as Json[])[0]).toMatchObject({ extra: { tables: ['salaries'] } });
  });
});

describe.skipIf(!HAS_MYSQL)('SQL Lab table grants on MySQL/MariaDB', () => {
  it('refuses executable comments', async () => {
    const sales = myTables.sales;
    expect((await run('mysql grants', `SELECT count(*) AS n FROM ${sales}`)).status).toBe(200);
    expectRefused(
      await run(
        'mysql grants',
        `SELECT region FROM ${sales} /*! UNION SELECT secret FROM ${myTables.salaries} */`,
      ),
    );
  });
});

describe('SQL Lab table grants on SQLite', () => {
  it('reads a backslash and subqueries as SQLite does, and a granted view as written', async () => {
    expect((await run('lite grants', 'SELECT count(*) AS n FROM sales')).status).toBe(200);
    const res = await run('lite grants', "SELECT 'a\\' AS a, (SELECT secret FROM salaries) AS b --'");
    expectRefused(res);
    expect((res.body.errors as Json[])[0]).toMatchObject({ extra: { tables: ['salaries'] } });
    expectRefused(await run('lite grants', "SELECT * FROM pragma_table_info('salaries')"));
  });
});

describe('parsing off the event loop', () => {
  it('answers other requests while a huge statement is validated', async () => {
    // node-sql-parser validates PostgreSQL and MySQL statements (DuckDB and SQLite parse natively).
    const target = ids['pg grants'] ?? ids['mysql grants'];
    if (target === undefined) return;
    const big = `SELECT ${Array.from({ length: 60_000 }, (_, i) => `c${i} + ${i}`).join(', ')} FROM t`;
    const pending = call<Json>(admin, 'POST', `/api/v1/database/${target}/validate_sql/`, { sql: big });
    // A parse on the event loop would hold this timer back until it ends (about 25 s here); what
    // still runs on the loop (body parsing, splitting the statements) is linear.
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 200));
    const health = await server.app.inject({ url: '/health' });
    expect(health.body).toBe('OK');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect([200, 400]).toContain((await pending).status);
  }, 60_000);
});
