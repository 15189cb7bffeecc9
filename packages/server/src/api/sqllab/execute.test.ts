import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePermissionView, ensureRole, grant } from '../../meta/repositories/security.js';
import { userSession, type Session } from '../../test-support/app.js';
import {
  q,
  startSqlLabWithStranger,
  waitForState,
  type Json,
  type SqlLabServer,
} from '../../test-support/sqllab.js';

let lab: SqlLabServer;
let other: Session & { id: number };

beforeAll(async () => {
  ({ lab, other } = await startSqlLabWithStranger('other_analyst'));
}, 180_000);
afterAll(() => lab?.server.close());

const execute = (body: Json, session: Session = lab.admin, qs = '') =>
  lab.call<Json>(session, 'POST', `/api/v1/sqllab/execute/${qs}`, {
    database_id: lab.examplesDbId,
    ...body,
  });

/** Submits an async run; answered 202. */
async function submitAsync(sql: string, clientId: string) {
  const res = await execute({ sql, runAsync: true, client_id: clientId });
  expect(res.status).toBe(202);
  return res;
}

describe('POST /api/v1/sqllab/execute/ (inline)', () => {
  it('runs a query, applies the dropdown limit and stores the results by key', async () => {
    const res = await execute({
      sql: 'SELECT * FROM cleaned_sales_data ORDER BY order_number',
      queryLimit: 5,
      client_id: 'cl_limit_01',
    });
    expect(res.status).toBe(200);
    const body = res.body as { data: Json[]; columns: Json[]; query: Json; status: string; query_id: number };
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(5);
    expect(body.columns.find((c) => c.column_name === 'order_date')).toMatchObject({
      is_dttm: true,
      type_generic: 2,
    });
    expect(body.query).toMatchObject({
      id: 'cl_limit_01',
      state: 'success',
      limit: 5,
      limitingFactor: 'DROPDOWN',
      rows: 5,
      progress: 100,
      dbId: lab.examplesDbId,
    });
    expect(String(body.query.executedSql)).toMatch(/LIMIT 6$/);
    const results = await lab.call<Json>(
      lab.admin,
      'GET',
      `/api/v1/sqllab/results/?${q({ key: body.query.resultsKey, rows: 2 })}`,
    );
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({
      status: 'success',
      displayLimitReached: true,
      query: { id: 'cl_limit_01' },
    });
    expect(results.body.data).toEqual(body.data.slice(0, 2));
  });

  it('reports QUERY, QUERY_AND_DROPDOWN and NOT_LIMITED limiting factors', async () => {
    const byQuery = await execute({ sql: 'SELECT * FROM birth_names LIMIT 3', queryLimit: 1000 });
    expect(byQuery.body.query).toMatchObject({ limit: 3, limitingFactor: 'QUERY', rows: 3 });
    const both = await execute({ sql: 'SELECT * FROM birth_names LIMIT 4', queryLimit: 4 });
    expect(both.body.query).toMatchObject({ limitingFactor: 'QUERY_AND_DROPDOWN' });
    const none = await execute({ sql: 'SELECT 1 AS a', queryLimit: 10 });
    expect(none.body.query).toMatchObject({ limitingFactor: 'NOT_LIMITED', rows: 1 });
    expect(none.body.data).toEqual([{ a: 1 }]);
  });

  it('runs every statement and answers the last one', async () => {
    const res = await execute({ sql: 'SELECT 1 AS a; SELECT 2 AS b;' });
    expect(res.body.data).toEqual([{ b: 2 }]);
  });

  it('refuses data changes unless the database allows DML, also inside a CTE', async () => {
    for (const sql of [
      'DELETE FROM birth_names',
      'SELECT 1; DROP TABLE birth_names',
      'WITH d AS (DELETE FROM birth_names RETURNING *) SELECT count(*) FROM d',
    ]) {
      const res = await execute({ sql });
      expect(res.status, sql).toBe(400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          error_type: 'DML_NOT_ALLOWED_ERROR',
          message: 'Only SELECT statements are allowed against this database.',
        }),
      ]);
    }
  });

  it('renders templates with the caller, url params and template parameters; refuses escapes', async () => {
    const res = await execute(
      {
        sql: "SELECT '{{ current_username() }}' AS u, {{ n }} AS n, '{{ url_param('c') }}' AS c",
        templateParams: '{"n": 41}',
      },
      lab.admin,
      '?c=x%27y',
    );
    expect(res.body.data).toEqual([{ u: 'admin', n: 41, c: "x'y" }]);
    const missing = await execute({ sql: 'SELECT {{ nope }}' });
    expect(missing.status).toBe(400);
    expect((missing.body.errors as Json[])[0]).toMatchObject({ error_type: 'MISSING_TEMPLATE_PARAMS_ERROR' });
    const escape = await execute({ sql: '{{ range.constructor("return process.pid")() }}' });
    expect(escape.status).toBe(400);
    expect((escape.body.errors as Json[])[0]).toMatchObject({ error_type: 'INVALID_TEMPLATE_PARAMS_ERROR' });
  });

  it('records failures in the history with Superset error types', async () => {
    const res = await execute({ sql: 'SELECT * FROM no_such_table', client_id: 'cl_fail_01' });
    expect(res.status).toBe(400);
    expect((res.body.errors as Json[])[0]).toMatchObject({ error_type: 'TABLE_DOES_NOT_EXIST_ERROR' });
    const row = await lab.server.ctx.db
      .selectFrom('query')
      .selectAll()
      .where('client_id', '=', 'cl_fail_01')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error_message).toMatch(/no_such_table/);
  });

  it('exports the results as CSV', async () => {
    await execute({ sql: "SELECT 1 AS a, 'x,y' AS b", client_id: 'cl_csv_001' });
    const res = await lab.server.app.inject({
      method: 'GET',
      url: '/api/v1/sqllab/export/cl_csv_001/',
      headers: lab.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe('async execution, polling and stop', () => {
  const setRunAsync = (allow_run_async: number) =>
    lab.server.ctx.db
      .updateTable('dbs')
      .set({ allow_run_async })
      .where('id', '=', lab.examplesDbId)
      .execute();
  beforeAll(async () => {
    await setRunAsync(1);
  });
  afterAll(async () => {
    await setRunAsync(0);
  });

  it('answers 202 with a pending query; polling finds it done; results come by key', async () => {
    const res = await submitAsync('SELECT count(*) AS n FROM flights', 'cl_async_1');
    expect(res.body.query).toMatchObject({ id: 'cl_async_1', state: 'pending', runAsync: true });
    const done = await waitForState(lab, lab.admin, 'cl_async_1', ['success', 'failed']);
    expect(done.state).toBe('success');
    const one = await lab.call<Json>(lab.admin, 'GET', `/api/v1/query/${Number(done.queryId)}`);
    expect(one.body.result).toMatchObject({ client_id: 'cl_async_1', status: 'success', rows: 1 });
    const results = await lab.call<Json>(
      lab.admin,
      'GET',
      `/api/v1/sqllab/results/?${q({ key: done.resultsKey })}`,
    );
    expect(results.body.data).toEqual([{ n: 20000 }]);
  });

  it('stops a long DuckDB query inside the engine', async () => {
    await submitAsync('SELECT sum(i) AS s FROM range(1000000000000) t(i)', 'cl_stop_01');
    await waitForState(lab, lab.admin, 'cl_stop_01', ['running']);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    const stop = await lab.call<Json>(lab.admin, 'POST', '/api/v1/query/stop', { client_id: 'cl_stop_01' });
    expect(stop.body).toEqual({ result: 'OK' });
    const stopped = await waitForState(lab, lab.admin, 'cl_stop_01', ['stopped', 'failed', 'success']);
    expect(stopped.state).toBe('stopped');
    expect(Date.now() - started).toBeLessThan(5000);
    // The engine is free again: a new query runs at once.
    const after = await execute({ sql: 'SELECT 42 AS x', runAsync: true });
    expect(after.status).toBe(202);
    expect(
      (await waitForState(lab, lab.admin, String((after.body.query as Json).id), ['success'])).rows,
    ).toBe(1);
  });
});

describe('access', () => {
  it('refuses a user without database access (403) and reads only granted tables', async () => {
    const denied = await execute({ sql: 'SELECT 1' }, other);
    expect(denied.status).toBe(403);
    expect((denied.body.errors as Json[])[0]).toMatchObject({ error_type: 'DATABASE_SECURITY_ACCESS_ERROR' });

    const db = lab.server.ctx.db;
    const roleId = await ensureRole(db, 'sales_reader');
    const view = `[examples].[cleaned_sales_data](id:${lab.datasetIds.cleaned_sales_data})`;
    await grant(db, roleId, await ensurePermissionView(db, 'datasource_access', view));
    const reader = await userSession(lab.server, 'sales_analyst', ['Gamma', 'sql_lab', 'sales_reader']);
    const ok = await execute({ sql: 'SELECT count(*) AS n FROM cleaned_sales_data' }, reader);
    expect(ok.status).toBe(200);
    const table = await execute({ sql: 'SELECT * FROM cleaned_sales_data JOIN birth_names ON true' }, reader);
    expect(table.status).toBe(403);
    expect((table.body.errors as Json[])[0]).toMatchObject({
      error_type: 'TABLE_SECURITY_ACCESS_ERROR',
      message:
        'You need access to the following tables: `birth_names`, `all_database_access` or `all_datasource_access` permission',
    });
  });

  it("hides another user's queries and results (404)", async () => {
    const mine = await execute({ sql: 'SELECT 7 AS seven', client_id: 'cl_private' });
    const key = String((mine.body.query as Json).resultsKey);
    const id = Number((mine.body.query as Json).queryId);
    expect((await lab.call(other, 'GET', `/api/v1/query/${id}`)).status).toBe(404);
    expect((await lab.call(other, 'GET', `/api/v1/sqllab/results/?${q({ key })}`)).status).toBe(404);
    expect((await lab.call(other, 'POST', '/api/v1/query/stop', { client_id: 'cl_private' })).status).toBe(
      404,
    );
    expect((await lab.call(other, 'GET', '/api/v1/sqllab/export/cl_private/')).status).toBe(404);
    const list = await lab.call<{ result: Json[] }>(other, 'GET', '/api/v1/query/');
    expect(list.status).toBe(200);
    expect(list.body.result.some((r) => r.id === id)).toBe(false);
    const since = await lab.call<{ result: Json[] }>(
      other,
      'GET',
      `/api/v1/query/updated_since?${q({ last_updated_ms: 0 })}`,
    );
    expect(since.body.result).toEqual([]);
    const adminList = await lab.call<{ result: Json[]; count: number }>(
      lab.admin,
      'GET',
      `/api/v1/query/?${q({ filters: [{ col: 'sql', opr: 'ct', value: 'seven' }] })}`,
    );
    expect(adminList.body.result[0]).toMatchObject({
      id,
      status: 'success',
      database: { database_name: 'examples' },
    });
  });
});

describe('editor tools', () => {
  it('formats, estimates, validates and makes permalinks', async () => {
    const formatted = await lab.call<Json>(lab.admin, 'POST', '/api/v1/sqllab/format_sql/', {
      sql: 'select a,b from t where x={{ v }}',
      database_id: lab.examplesDbId,
    });
    expect(formatted.body.result).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  x = {{ v }}');

    const estimate = await lab.call<{ result: Json[] }>(lab.admin, 'POST', '/api/v1/sqllab/estimate/', {
      database_id: lab.examplesDbId,
      sql: 'SELECT * FROM birth_names',
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body.result[0]).toHaveProperty('Estimated cardinality');

    const valid = await lab.call<Json>(
      lab.admin,
      'POST',
      `/api/v1/database/${lab.examplesDbId}/validate_sql/`,
      {
        sql: 'SELECT 1;\nSELECT a\nFROM t WHERE (',
      },
    );
    expect(valid.body.result).toEqual([
      expect.objectContaining({ line_number: 3, start_column: 15, message: 'syntax error at end of input' }),
    ]);

    const link = await lab.call<Json>(lab.admin, 'POST', '/api/v1/sqllab/permalink', {
      dbId: lab.examplesDbId,
      sql: 'SELECT 1',
      name: 'Untitled Query 1',
      autorun: false,
    });
    expect(link.status).toBe(201);
    expect(String(link.body.url)).toMatch(/\/sqllab\/p\//);
    const state = await lab.call<Json>(
      lab.admin,
      'GET',
      `/api/v1/sqllab/permalink/kv:${String(link.body.key)}`,
    );
    expect(state.body).toMatchObject({ dbId: lab.examplesDbId, sql: 'SELECT 1', name: 'Untitled Query 1' });
  });
});
