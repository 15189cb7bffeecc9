import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, startApiServer, type Json } from '../../test-support/api.js';
import { createPgDatabase, type Session, type TestServer } from '../../test-support/app.js';
import { stopOnceRunning } from '../../test-support/sqllab.js';
import { HAS_PG } from '../../test-support/services.js';

describe.skipIf(!HAS_PG)('SQL Lab on PostgreSQL', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  let pgDb: { url: string; drop: () => Promise<void> };
  let dbId: number;

  beforeAll(async () => {
    pgDb = await createPgDatabase();
    const client = new pg.Client({ connectionString: pgDb.url });
    await client.connect();
    await client.query(`CREATE TABLE sales (id serial PRIMARY KEY, region text, amount numeric(10,2))`);
    await client.query(
      `INSERT INTO sales (region, amount) SELECT 'r' || (i % 3), i FROM generate_series(1, 50) i`,
    );
    await client.end();
    ({ server, admin } = await startApiServer());
    call = caller(server);
    const created = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: 'pg lab',
      sqlalchemy_uri: pgDb.url,
      expose_in_sqllab: true,
      allow_dml: true,
      allow_ctas: true,
      allow_cvas: true,
    });
    expect(created.status).toBe(201);
    dbId = created.body.id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await pgDb?.drop();
  });

  const execute = (body: Json) =>
    call<Json>(admin, 'POST', '/api/v1/sqllab/execute/', { database_id: dbId, ...body });

  it('stops a long inline query inside PostgreSQL', async () => {
    const running = execute({ sql: 'SELECT pg_sleep(30) AS slept', client_id: 'pg_stop_01' });
    const started = await stopOnceRunning(server, call, admin, 'pg_stop_01');
    const res = await running;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'stopped', query: { id: 'pg_stop_01', state: 'stopped' } });
    const again = await execute({ sql: 'SELECT 1 AS one' });
    expect(again.body.data).toEqual([{ one: 1 }]);
  });

  it('runs DML where allowed, and CTAS/CVAS into a table or view', async () => {
    const insert = await execute({ sql: "INSERT INTO sales (region, amount) VALUES ('new', 1)" });
    expect(insert.status).toBe(200);
    const ctas = await execute({
      sql: 'SELECT region, sum(amount) AS total FROM sales GROUP BY region',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'sales_by_region',
      schema: 'public',
      client_id: 'pg_ctas_01',
    });
    expect(ctas.status).toBe(200);
    expect(ctas.body.query).toMatchObject({
      ctas: true,
      tempTable: 'sales_by_region',
      tempSchema: 'public',
      state: 'success',
    });
    const read = await execute({ sql: 'SELECT count(*) AS n FROM public.sales_by_region' });
    expect(read.body.data).toEqual([{ n: 4 }]);
    const asView = (sql: string, tmp_table_name: string) =>
      execute({ sql, select_as_cta: true, ctas_method: 'VIEW', tmp_table_name });
    const cvas = await asView('SELECT 1 AS a; SELECT 2 AS b', 'v_two');
    expect(cvas.status).toBe(400);
    expect((cvas.body.errors as Json[])[0]).toMatchObject({ error_type: 'INVALID_CVAS_QUERY_ERROR' });
    const view = await asView('SELECT region FROM sales', 'v_regions');
    expect(view.status).toBe(200);
    const estimate = await call<{ result: Json[] }>(admin, 'POST', '/api/v1/sqllab/estimate/', {
      database_id: dbId,
      sql: 'SELECT * FROM v_regions',
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body.result).toHaveLength(1);
  });
});
