import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test-support/app.js';
import { q, startSqlLabWithStranger, type Json, type SqlLabServer } from '../../test-support/sqllab.js';

let lab: SqlLabServer;
let other: Session & { id: number };

beforeAll(async () => {
  ({ lab, other } = await startSqlLabWithStranger('tab_stranger'));
}, 180_000);
afterAll(() => lab?.server.close());

const editor = (name: string) => ({
  name,
  dbId: lab.examplesDbId,
  schema: 'main',
  sql: 'SELECT 1',
  queryLimit: 100,
  autorun: false,
  templateParams: '{}',
});

describe('tab state', () => {
  it('creates, activates, updates and deletes tabs of their owner only', async () => {
    const first = await lab.call<{ id: number }>(lab.admin, 'POST', '/tabstateview/', {
      queryEditor: editor('Tab A'),
    });
    expect(first.status).toBe(200);
    // Superset's client posts form fields holding JSON text.
    const form = await lab.server.app.inject({
      method: 'POST',
      url: '/tabstateview/',
      headers: { ...lab.admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `queryEditor=${encodeURIComponent(JSON.stringify(editor('Tab B')))}`,
    });
    const secondId = (form.json() as { id: number }).id;
    const a = await lab.call<Json>(lab.admin, 'GET', `/tabstateview/${first.body.id}`);
    expect(a.body).toMatchObject({
      label: 'Tab A',
      active: false,
      database_id: lab.examplesDbId,
      query_limit: 100,
      table_schemas: [],
    });
    expect((await lab.call<Json>(lab.admin, 'GET', `/tabstateview/${secondId}`)).body.active).toBe(true);

    expect((await lab.call(lab.admin, 'POST', `/tabstateview/${first.body.id}/activate`)).body).toBe(
      first.body.id,
    );
    const run = await lab.call<Json>(lab.admin, 'POST', '/api/v1/sqllab/execute/', {
      database_id: lab.examplesDbId,
      sql: 'SELECT 5 AS five',
      client_id: 'tab_query_1',
      sql_editor_id: String(first.body.id),
      tab: 'Tab A',
    });
    expect(run.status).toBe(200);
    const put = await lab.call(lab.admin, 'PUT', `/tabstateview/${first.body.id}`, {
      sql: 'SELECT 5 AS five',
      latest_query_id: 'tab_query_1',
      label: 'Renamed',
    });
    expect(put.body).toBe(first.body.id);
    const bad = await lab.call<Json>(lab.admin, 'PUT', `/tabstateview/${first.body.id}`, { owner: 3 });
    expect(bad.status).toBe(400);
    const unknownQuery = await lab.call<Json>(lab.admin, 'PUT', `/tabstateview/${first.body.id}`, {
      latest_query_id: 'nope',
    });
    expect(unknownQuery.status).toBe(400);

    const boot = await lab.call<{ result: Json }>(lab.admin, 'GET', '/api/v1/sqllab/');
    expect(boot.body.result.tab_state_ids).toEqual([
      { id: first.body.id, label: 'Renamed' },
      { id: secondId, label: 'Tab B' },
    ]);
    expect(boot.body.result.active_tab).toMatchObject({
      id: first.body.id,
      active: true,
      latest_query: { id: 'tab_query_1', state: 'success' },
    });
    expect(boot.body.result.queries).toHaveProperty('tab_query_1');
    expect(boot.body.result.databases).toHaveProperty(String(lab.examplesDbId));
    expect(boot.body.result.common).toEqual({
      conf: {
        SQL_MAX_ROW: 100_000,
        DISPLAY_MAX_ROW: 10_000,
        DEFAULT_SQLLAB_LIMIT: 1000,
        SQLLAB_ASYNC_TIME_LIMIT_SEC: 21_600,
      },
    });

    for (const [method, url] of [
      ['GET', `/tabstateview/${first.body.id}`],
      ['PUT', `/tabstateview/${first.body.id}`],
      ['DELETE', `/tabstateview/${first.body.id}`],
      ['POST', `/tabstateview/${first.body.id}/activate`],
      ['DELETE', `/tabstateview/${first.body.id}/query/tab_query_1`],
    ] as const) {
      expect(
        (await lab.call(other, method, url, method === 'PUT' ? { sql: 'x' } : undefined)).status,
        `${method} ${url}`,
      ).toBe(404);
    }
    const strangerBoot = await lab.call<{ result: Json }>(other, 'GET', '/api/v1/sqllab/');
    expect(strangerBoot.body.result).toMatchObject({ tab_state_ids: [], active_tab: null, queries: {} });

    // Table panels
    const table = await lab.call<{ id: number }>(lab.admin, 'POST', '/tableschemaview/', {
      table: {
        queryEditorId: first.body.id,
        dbId: lab.examplesDbId,
        schema: 'main',
        name: 'birth_names',
        expanded: true,
      },
    });
    expect(table.status).toBe(200);
    const collapsed = await lab.call(lab.admin, 'POST', `/tableschemaview/${table.body.id}/expanded`, {
      expanded: false,
    });
    expect(collapsed.body).toEqual({ id: table.body.id, expanded: false });
    expect((await lab.call(other, 'DELETE', `/tableschemaview/${table.body.id}`)).status).toBe(404);
    const withTable = await lab.call<Json>(lab.admin, 'GET', `/tabstateview/${first.body.id}`);
    expect(withTable.body.table_schemas).toEqual([
      expect.objectContaining({ id: table.body.id, table: 'birth_names', schema: 'main', expanded: false }),
    ]);
    expect((await lab.call(lab.admin, 'DELETE', `/tableschemaview/${table.body.id}`)).body).toBe('OK');

    // Queries move between tabs and leave them.
    expect(
      (
        await lab.call(lab.admin, 'POST', `/tabstateview/${secondId}/migrate_query`, {
          queryId: 'tab_query_1',
        })
      ).status,
    ).toBe(200);
    const moved = await lab.server.ctx.db
      .selectFrom('query')
      .select('sql_editor_id')
      .where('client_id', '=', 'tab_query_1')
      .executeTakeFirstOrThrow();
    expect(moved.sql_editor_id).toBe(String(secondId));
    expect((await lab.call(lab.admin, 'DELETE', `/tabstateview/${secondId}/query/tab_query_1`)).body).toBe(
      'OK',
    );
    expect(
      await lab.server.ctx.db
        .selectFrom('query')
        .select('id')
        .where('client_id', '=', 'tab_query_1')
        .executeTakeFirst(),
    ).toBeUndefined();

    expect((await lab.call(lab.admin, 'DELETE', `/tabstateview/${secondId}`)).body).toBe('OK');
    expect((await lab.call(lab.admin, 'GET', `/tabstateview/${secondId}`)).status).toBe(404);
  });
});

describe('saved queries', () => {
  it('creates, reads, lists, updates and deletes; others see nothing', async () => {
    const created = await lab.call<{ id: number; result: Json }>(lab.admin, 'POST', '/api/v1/saved_query/', {
      db_id: lab.examplesDbId,
      label: 'Top names',
      description: 'most common names',
      sql: 'SELECT name FROM main.birth_names LIMIT 10',
      schema: 'main',
      template_parameters: '{}',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.result).toMatchObject({
      label: 'Top names',
      database: { id: lab.examplesDbId, database_name: 'examples' },
      sql_tables: [{ table: 'birth_names', schema: 'main', catalog: null }],
      created_by: { first_name: expect.any(String) },
      tags: [],
    });
    const bad = await lab.call<Json>(lab.admin, 'POST', '/api/v1/saved_query/', {
      label: 'x',
      sql: 'SELECT 1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toHaveProperty('db_id');

    const updated = await lab.call<{ result: Json }>(lab.admin, 'PUT', `/api/v1/saved_query/${id}`, {
      label: 'Top 10 names',
    });
    expect(updated.body.result.label).toBe('Top 10 names');
    expect(
      (await lab.call<{ result: Json }>(lab.admin, 'GET', `/api/v1/saved_query/${id}`)).body.result.label,
    ).toBe('Top 10 names');

    const list = await lab.call<{ count: number; result: Json[] }>(
      lab.admin,
      'GET',
      `/api/v1/saved_query/?${q({
        filters: [
          { col: 'label', opr: 'ct', value: 'top' },
          { col: 'database', opr: 'rel_o_m', value: lab.examplesDbId },
        ],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
      })}`,
    );
    expect(list.body.count).toBe(1);
    const search = await lab.call<{ count: number }>(
      lab.admin,
      'GET',
      `/api/v1/saved_query/?${q({ filters: [{ col: 'label', opr: 'saved_query_all_text', value: 'common' }] })}`,
    );
    expect(search.body.count).toBe(1);
    const related = await lab.call<{ result: Json[] }>(
      lab.admin,
      'GET',
      '/api/v1/saved_query/related/database',
    );
    expect(related.body.result).toContainEqual({ value: lab.examplesDbId, text: 'examples' });
    const distinct = await lab.call<{ result: Json[] }>(
      lab.admin,
      'GET',
      '/api/v1/saved_query/distinct/schema',
    );
    expect(distinct.body.result).toEqual([{ text: 'main', value: 'main' }]);
    const info = await lab.call<{ permissions: string[] }>(other, 'GET', '/api/v1/saved_query/_info');
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));

    expect((await lab.call(other, 'GET', `/api/v1/saved_query/${id}`)).status).toBe(404);
    expect((await lab.call(other, 'PUT', `/api/v1/saved_query/${id}`, { label: 'mine' })).status).toBe(404);
    expect((await lab.call(other, 'DELETE', `/api/v1/saved_query/${id}`)).status).toBe(404);
    expect((await lab.call<{ count: number }>(other, 'GET', '/api/v1/saved_query/')).body.count).toBe(0);

    expect((await lab.call(lab.admin, 'DELETE', `/api/v1/saved_query/${id}`)).body).toEqual({
      message: 'OK',
    });
    expect((await lab.call(lab.admin, 'GET', `/api/v1/saved_query/${id}`)).status).toBe(404);
  });
});
