/**
 * The examples database's schema and table lists leave out its internal objects (the `meridian`
 * schema with `examples_version`, and `covid_vaccines` behind the "COVID Vaccines" view); SQL still
 * reaches them, and another database with objects of the same names lists them all.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPgDatabase,
  startExamplesServer,
  type Session,
  type TestServer,
} from '../../test-support/app.js';
import { HAS_PG } from '../../test-support/services.js';

let server: TestServer;
let admin: Session;
let examplesDbId: number;

beforeAll(async () => {
  ({ server, admin, examplesDbId } = await startExamplesServer(1_000));
}, 180_000);
afterAll(() => server?.close());

const rison = (o: Record<string, string>) =>
  `(${Object.entries(o)
    .map(([k, v]) => `${k}:'${v.replace(/[!']/g, '!$&')}'`)
    .join(',')})`;

async function schemas(dbId: number): Promise<string[]> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/v1/database/${dbId}/schemas/?q=(force:!t)`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: string[] }).result;
}

async function tables(dbId: number, schema: string): Promise<string[]> {
  const q = encodeURIComponent(rison({ schema_name: schema }));
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/v1/database/${dbId}/tables/?q=${q}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { value: string }[] }).result.map((t) => t.value);
}

describe('examples database lists', () => {
  it('offers its data schema but not the internal meridian schema', async () => {
    const list = await schemas(examplesDbId);
    expect(list).toContain('main');
    expect(list).not.toContain('meridian');
    const connector = await server.ctx.connections.connector(examplesDbId);
    expect(await connector.getSchemas()).toContain('meridian');
  });

  it('offers "COVID Vaccines" once (the view), not its covid_vaccines table', async () => {
    const list = await tables(examplesDbId, 'main');
    expect(list).toContain('COVID Vaccines');
    expect(list).not.toContain('covid_vaccines');
    expect(list).toEqual(expect.arrayContaining(['cleaned_sales_data', 'birth_names', 'flights']));
    expect(await tables(examplesDbId, 'meridian')).toEqual([]);
  });

  it('still runs SQL on the hidden objects', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin.headers,
      payload: {
        database_id: examplesDbId,
        sql: 'SELECT (SELECT COUNT(*) FROM covid_vaccines) AS n, (SELECT data_version FROM meridian.examples_version) AS v',
        client_id: 'internalobj1',
        runAsync: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as { data: Record<string, unknown>[] }).data[0]!;
    expect(Number(row.n)).toBeGreaterThan(0);
    expect(Number(row.v)).toBeGreaterThan(0);
  });
});

describe.runIf(HAS_PG)('another database', () => {
  it('lists a meridian schema and a covid_vaccines table of its own', async () => {
    const pgDb = await createPgDatabase();
    try {
      const c = new pg.Client({ connectionString: pgDb.url });
      await c.connect();
      await c.query('CREATE SCHEMA meridian; CREATE TABLE meridian.examples_version (v int);');
      await c.query('CREATE TABLE public.covid_vaccines (v int)');
      await c.end();
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/database/',
        headers: admin.headers,
        payload: {
          database_name: 'pg internal names',
          sqlalchemy_uri: pgDb.url.replace(/^postgres:/, 'postgresql:'),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = Number(res.json().id);
      expect(await schemas(id)).toContain('meridian');
      expect(await tables(id, 'meridian')).toEqual(['examples_version']);
      expect(await tables(id, 'public')).toContain('covid_vaccines');
    } finally {
      await pgDb.drop();
    }
  }, 60_000);
});
