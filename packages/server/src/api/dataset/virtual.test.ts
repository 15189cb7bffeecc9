import type { DatasetDetail as Dataset } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, q, startApiServer, type Json } from '../../test-support/api.js';
import type { Session, TestServer } from '../../test-support/app.js';

describe('dataset resource: virtual datasets on an in-memory DuckDB', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  let duckId: number;

  beforeAll(async () => {
    ({ server, admin } = await startApiServer());
    call = caller(server);
    const db = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: 'duck',
      sqlalchemy_uri: 'duckdb:///:memory:',
    });
    duckId = db.body.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const sqlText =
    "SELECT 1 AS num, 'a' AS label, TIMESTAMP '2024-01-02 03:04:05' AS happened -- trailing comment";

  it('creates a virtual dataset with columns from its query', async () => {
    const created = await call<{ id: number; result: Json }>(admin, 'POST', '/api/v1/dataset/', {
      database: duckId,
      table_name: 'virtual_one',
      sql: sqlText,
      schema: 'main',
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({ database: duckId, table_name: 'virtual_one', sql: sqlText });
    const got = await call<{ result: Dataset }>(admin, 'GET', `/api/v1/dataset/${created.body.id}`);
    const ds = got.body.result;
    expect(ds.kind).toBe('virtual');
    expect(ds.columns.map((c) => c.column_name)).toEqual(['num', 'label', 'happened']);
    expect(ds.columns.find((c) => c.column_name === 'happened')).toMatchObject({
      is_dttm: true,
      type_generic: 2,
    });
    expect(ds.columns.find((c) => c.column_name === 'num')).toMatchObject({
      type_generic: 0,
      groupby: true,
      filterable: true,
    });
    expect(ds.main_dttm_col).toBe('happened');
    expect(ds.metrics).toEqual([
      expect.objectContaining({ metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)' }),
    ]);
    expect(ds).toMatchObject({ select_star: null, uid: `${ds.id}__table`, datasource_type: 'table' });
    const byUuid = await call<{ id: number }>(admin, 'GET', `/api/v1/dataset/${String(ds.uuid)}`);
    expect(byUuid.body.id).toBe(ds.id);

    const dup = await call<{ id: number }>(admin, 'POST', '/api/v1/dataset/duplicate', {
      base_model_id: ds.id,
      table_name: 'virtual_copy',
    });
    expect(dup.status).toBe(201);
    const copy = await call<{ result: Dataset }>(admin, 'GET', `/api/v1/dataset/${dup.body.id}`);
    expect(copy.body.result.columns.map((c) => c.column_name)).toEqual(['num', 'label', 'happened']);
    expect(copy.body.result.sql).toBe(sqlText);
    const again = await call(admin, 'POST', '/api/v1/dataset/duplicate', {
      base_model_id: ds.id,
      table_name: 'virtual_copy',
    });
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).toContain('already exists');

    const inUse = await call(admin, 'DELETE', `/api/v1/database/${duckId}`);
    expect(inUse).toMatchObject({
      status: 422,
      body: { message: 'Cannot delete a database that has datasets attached' },
    });
  });

  it('refuses SQL that is not one SELECT, and reports engine errors as typed errors', async () => {
    const cases: [string, string][] = [
      ['DELETE FROM x', 'Only `SELECT` statements are allowed'],
      ['SELECT 1; SELECT 2', 'Only single queries supported'],
      ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'Only `SELECT` statements are allowed'],
    ];
    for (const [sql, message] of cases) {
      const res = await call(admin, 'POST', '/api/v1/dataset/', {
        database: duckId,
        table_name: `bad_${sql.length}`,
        sql,
      });
      expect(res.status, sql).toBe(422);
      expect(res.body, sql).toMatchObject({ message: { sql: [message] } });
    }
    const broken = await call<{ errors: Json[] }>(admin, 'POST', '/api/v1/dataset/', {
      database: duckId,
      table_name: 'broken',
      sql: 'SELECT nope FROM nowhere',
    });
    expect(broken.status).toBe(422);
    expect(broken.body.errors[0]).toMatchObject({
      error_type: expect.stringMatching(/_ERROR$/),
      level: 'error',
    });
    expect(
      (
        await call(
          admin,
          'GET',
          `/api/v1/dataset/?${q({ filters: [{ col: 'table_name', opr: 'eq', value: 'broken' }] })}`,
        )
      ).body,
    ).toMatchObject({ count: 0 });
  });

  it('saves a Jinja-templated SQL as written, its columns from the SQL rendered without filters', async () => {
    const sql =
      "SELECT * FROM (VALUES ('fr', 1), ('de', 2)) AS t(country, n)" +
      " WHERE country <> '{{ url_param('skip', 'none') }}' AND '{{ current_username() }}' <> ''";
    const created = await call<{ id: number; result: Json }>(admin, 'POST', '/api/v1/dataset/', {
      database: duckId,
      table_name: 'templated',
      sql,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const got = await call<{ result: Dataset }>(admin, 'GET', `/api/v1/dataset/${created.body.id}`);
    expect(got.body.result.sql).toBe(sql);
    expect(got.body.result.columns.map((c) => c.column_name)).toEqual(['country', 'n']);
    // The chart query renders it with the chart's URL parameters.
    const data = await call<{ result: { data: Json[] }[] }>(admin, 'POST', '/api/v1/chart/data', {
      datasource: { id: created.body.id, type: 'table' },
      form_data: { url_params: { skip: 'fr' } },
      queries: [{ columns: ['country'], metrics: [], row_limit: 10, url_params: { skip: 'fr' } }],
      result_type: 'full',
    });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(data.body.result[0]!.data).toEqual([{ country: 'de' }]);
    // Saving again with an override of the columns renders it the same way.
    const put = await call(admin, 'PUT', `/api/v1/dataset/${created.body.id}?override_columns=true`, {
      sql: `${sql} AND n > 0`,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // Template errors and escapes answer 400 naming the SQL; nothing is stored.
    for (const bad of ['SELECT {{ nope( }}', "SELECT '{{ ''.__class__ }}'", 'SELECT {{ undefined_name }}']) {
      const res = await call(admin, 'POST', '/api/v1/dataset/', {
        database: duckId,
        table_name: 'bad_t',
        sql: bad,
      });
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject({ message: { sql: [expect.any(String)] } });
    }
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Json, string][] = [
      [{ table_name: 'x' }, 'database'],
      [{ database: duckId, table_name: '' }, 'table_name'],
      [{ database: 'one', table_name: 'x' }, 'database'],
      [{ database: duckId, table_name: 'x', owners: ['me'] }, 'owners'],
      [{ database: duckId, table_name: 'x', template_params: '{bad' }, 'template_params'],
      [{ database: duckId, table_name: 'x', tablename: 'typo' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await call(admin, 'POST', '/api/v1/dataset/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const nodb = await call(admin, 'POST', '/api/v1/dataset/', {
      database: 99999,
      table_name: 'x',
      sql: 'SELECT 1',
    });
    expect(nodb).toMatchObject({ status: 422, body: { message: { database: ['Database does not exist'] } } });
    for (const url of ['/api/v1/dataset/abc', '/api/v1/dataset/99999']) {
      expect((await call(admin, 'GET', url)).status).toBe(404);
      expect((await call(admin, 'PUT', url, {})).status).toBe(404);
      expect((await call(admin, 'DELETE', url)).status).toBe(404);
    }
    expect((await call(admin, 'POST', '/api/v1/dataset/duplicate', { base_model_id: 'x' })).status).toBe(400);
    expect((await call(admin, 'POST', '/api/v1/dataset/get_or_create/', { table_name: 'x' })).status).toBe(
      400,
    );
  });
});
