import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DATASETS, EXAMPLES_DATABASE } from '../examples/index.js';
import type { Session, TestServer } from '../test-support/app.js';
import { registerExamples, type RegisteredExamples } from './examples.js';
import { caller, q, startApiServer, type Json } from '../test-support/api.js';

const FLIGHTS_ROWS = 2_000;

describe('examples registration', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  let first: RegisteredExamples;

  const snapshot = async () => ({
    dbs: await server.ctx.db.selectFrom('dbs').selectAll().orderBy('id').execute(),
    tables: await server.ctx.db.selectFrom('tables').selectAll().orderBy('id').execute(),
    columns: await server.ctx.db.selectFrom('table_columns').selectAll().orderBy('id').execute(),
    metrics: await server.ctx.db.selectFrom('sql_metrics').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    ({ server, admin } = await startApiServer());
    call = caller(server);
    first = await registerExamples(server.ctx, {
      flightsRows: FLIGHTS_ROWS,
      connections: server.ctx.connections,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers the examples database and one dataset per example', async () => {
    expect(first.built).toBe(true);
    expect(first.added.sort()).toEqual(EXAMPLE_DATASETS.map((d) => d.table_name).sort());
    const db = await call<{ result: Json }>(admin, 'GET', `/api/v1/database/${first.databaseId}`);
    expect(db.body.result).toMatchObject({
      database_name: 'examples',
      uuid: EXAMPLES_DATABASE.uuid,
      backend: 'duckdb',
      expose_in_sqllab: true,
      allow_dml: false,
    });
    const births = await call<{ result: { columns: Json[]; metrics: Json[]; main_dttm_col: string } }>(
      admin,
      'GET',
      `/api/v1/dataset/${first.datasetIds.birth_names}`,
    );
    expect(births.body.result.main_dttm_col).toBe('ds');
    expect(births.body.result.columns.find((c) => c.column_name === 'ds')).toMatchObject({
      is_dttm: true,
      type_generic: 2,
    });
    expect(births.body.result.columns.find((c) => c.column_name === 'num_california')).toMatchObject({
      expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END",
    });
    expect(births.body.result.metrics.map((m) => m.metric_name)).toContain('sum__num');
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const second = await registerExamples(server.ctx, {
      flightsRows: FLIGHTS_ROWS,
      connections: server.ctx.connections,
    });
    expect(second).toMatchObject({
      built: false,
      added: [],
      databaseId: first.databaseId,
      datasetIds: first.datasetIds,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('serves the examples file read-only through the API', async () => {
    const id = first.databaseId;
    const tables = await call<{ result: { value: string }[] }>(
      admin,
      'GET',
      `/api/v1/database/${id}/tables/?${q({ schema_name: 'main' })}`,
    );
    expect(tables.body.result.map((t) => t.value)).toEqual(
      expect.arrayContaining(['birth_names', 'flights', 'COVID Vaccines']),
    );
    const virtual = await call<{ id: number }>(admin, 'POST', '/api/v1/dataset/', {
      database: id,
      table_name: 'births_by_state',
      sql: 'SELECT state, SUM(num) AS total FROM birth_names GROUP BY state',
    });
    expect(virtual.status).toBe(201);
    const got = await call<{ result: { columns: Json[] } }>(
      admin,
      'GET',
      `/api/v1/dataset/${virtual.body.id}`,
    );
    expect(got.body.result.columns.map((c) => c.column_name)).toEqual(['state', 'total']);
    // Another file, or the examples file renamed, is still refused.
    const moved = await call(admin, 'PUT', `/api/v1/database/${id}`, {
      sqlalchemy_uri: 'duckdb:////tmp/elsewhere.duckdb',
    });
    expect(moved.status).toBe(400);
    const same = await call(admin, 'PUT', `/api/v1/database/${id}`, { cache_timeout: 10 });
    expect(same.status).toBe(200);
    // Re-registering after an edit keeps the edit.
    await registerExamples(server.ctx, { flightsRows: FLIGHTS_ROWS, connections: server.ctx.connections });
    const after = await call<{ result: Json }>(admin, 'GET', `/api/v1/database/${id}`);
    expect(after.body.result.cache_timeout).toBe(10);
  });
});
