import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, startApiServer, type Json } from '../../test-support/api.js';
import type { Session, TestServer } from '../../test-support/app.js';
import { stopOnceRunning } from '../../test-support/sqllab.js';
import { HAS_MYSQL, MYSQL_URL } from '../../test-support/services.js';

// Without a MySQL/MariaDB server the suite is skipped with a message (CI=true makes it a failure).
describe.skipIf(!HAS_MYSQL)('SQL Lab on MySQL/MariaDB', () => {
  const table = `lab_sales_${process.pid}`;
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  let conn: mysql.Connection;
  let dbId: number;
  let readOnlyId: number;

  beforeAll(async () => {
    conn = await mysql.createConnection(MYSQL_URL);
    await conn.query(`DROP TABLE IF EXISTS ${table}`);
    await conn.query(`CREATE TABLE ${table} (id INT PRIMARY KEY, region VARCHAR(10), amount DECIMAL(10,2))`);
    const values = Array.from({ length: 50 }, (_, i) => [i + 1, `r${i % 3}`, i + 1]);
    await conn.query(`INSERT INTO ${table} (id, region, amount) VALUES ?`, [values]);
    ({ server, admin } = await startApiServer());
    call = caller(server);
    const create = (database_name: string, allow_dml: boolean) =>
      call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
        database_name,
        sqlalchemy_uri: MYSQL_URL,
        expose_in_sqllab: true,
        allow_dml,
      });
    const rw = await create('mysql lab', true);
    const ro = await create('mysql lab read only', false);
    expect([rw.status, ro.status]).toEqual([201, 201]);
    dbId = rw.body.id;
    readOnlyId = ro.body.id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await conn?.query(`DROP TABLE IF EXISTS ${table}`);
    await conn?.end();
  });

  const execute = (body: Json, database_id = dbId) =>
    call<Json>(admin, 'POST', '/api/v1/sqllab/execute/', { database_id, ...body });

  it('runs a query with the dropdown limit and keeps its results by key', async () => {
    const res = await execute({
      sql: `SELECT region, amount FROM ${table} ORDER BY id`,
      queryLimit: 10,
      client_id: 'my_limit_01',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    expect((res.body.data as Json[])[0]).toEqual({ region: 'r0', amount: 1 });
    expect(res.body.query).toMatchObject({ state: 'success', rows: 10, limitingFactor: 'DROPDOWN' });
    expect(String((res.body.query as Json).executedSql)).toMatch(/LIMIT 11$/);
    const grouped = await execute({
      sql: `SELECT region, count(*) AS n FROM ${table} GROUP BY region ORDER BY region`,
    });
    expect(grouped.body.data).toEqual([
      { region: 'r0', n: 17 },
      { region: 'r1', n: 17 },
      { region: 'r2', n: 16 },
    ]);
  });

  it('streams rows to the web client', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: { ...admin.headers, accept: 'application/x-ndjson' },
      payload: { database_id: dbId, sql: `SELECT id FROM ${table} ORDER BY id`, queryLimit: 100 },
    });
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect((lines.slice(1, -1) as number[][][]).flat().map((r) => r[0])).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(lines.at(-1)).toMatchObject({
      status: 'success',
      query: { rows: 50, limitingFactor: 'NOT_LIMITED' },
    });
  });

  it('refuses data changes unless the database allows DML', async () => {
    const refused = await execute({ sql: `DELETE FROM ${table} WHERE id = 1` }, readOnlyId);
    expect(refused.status).toBe(400);
    expect((refused.body.errors as Json[])[0]).toMatchObject({ error_type: 'DML_NOT_ALLOWED_ERROR' });
    const allowed = await execute({ sql: `UPDATE ${table} SET region = 'r9' WHERE id = 50` });
    expect(allowed.status).toBe(200);
    const [rows] = await conn.query(`SELECT region FROM ${table} WHERE id = 50`);
    expect(rows).toEqual([{ region: 'r9' }]);
  });

  it('stops a long inline query inside the server', async () => {
    const running = execute({ sql: 'SELECT SLEEP(30) AS slept', client_id: 'my_stop_01' });
    const started = await stopOnceRunning(server, call, admin, 'my_stop_01');
    const res = await running;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.body).toMatchObject({ status: 'stopped', query: { id: 'my_stop_01', state: 'stopped' } });
  });
});
