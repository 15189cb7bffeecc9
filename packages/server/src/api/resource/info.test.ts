import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q, startApiServer, type Caller } from '../../test-support/api.js';
import { userSession, type Session, type TestServer } from '../../test-support/app.js';

let server: TestServer;
let admin: Session;
let call: Caller;
beforeAll(async () => {
  ({ server, admin, call } = await startApiServer());
});
afterAll(() => server?.close());

const get = async (url: string, session = admin) => {
  const { status, body } = await call<Record<string, any>>(session, 'GET', url);
  return { status, body };
};

describe('GET /api/v1/<resource>/_info', () => {
  it("describes the create and update bodies' fields, the filters and the titles, as FAB does", async () => {
    const { status, body } = await get('/api/v1/chart/_info');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'add_columns',
      'add_title',
      'edit_columns',
      'edit_title',
      'filters',
      'permissions',
    ]);
    const add = body.add_columns.find((f: { name: string }) => f.name === 'slice_name');
    expect(add).toEqual({
      name: 'slice_name',
      label: 'Slice Name',
      description: expect.any(String),
      required: true,
      type: 'String',
      unique: false,
      validate: [expect.stringMatching(/^<Length\(min=1, max=250, equal=None, error=None\)>$/)],
    });
    expect(body.edit_columns.find((f: { name: string }) => f.name === 'slice_name').required).toBe(false);
    expect(body.add_columns.find((f: { name: string }) => f.name === 'datasource_id')).toMatchObject({
      type: 'Integer',
      required: true,
    });
    expect(body.filters.slice_name).toContainEqual({ name: 'Starts with', operator: 'sw' });
    expect(body.filters.owners).toEqual([{ name: 'Relation as Many', operator: 'rel_m_m' }]);
    expect(body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
  });

  it('answers only the keys asked for, refusing unknown ones', async () => {
    expect(await get(`/api/v1/dashboard/_info?${q({ keys: ['permissions'] })}`)).toEqual({
      status: 200,
      body: { permissions: ['can_read', 'can_write', 'can_export'] },
    });
    const gamma = await userSession(server, 'info_gamma', ['Gamma']);
    expect((await get(`/api/v1/database/_info?${q({ keys: ['permissions'] })}`, gamma)).body).toEqual({
      permissions: ['can_read'],
    });
    expect((await get(`/api/v1/dataset/_info?${q({ keys: ['secrets'] })}`)).status).toBe(400);
    const roles = await get(`/api/v1/security/roles/_info?${q({ keys: ['add_columns', 'edit_title'] })}`);
    expect(roles.body).toEqual({
      add_columns: [expect.objectContaining({ name: 'name', required: true, type: 'String' })],
      edit_title: 'Edit Role',
    });
    expect((await get('/api/v1/query/_info')).body.add_columns).toEqual([]);
  });
});

describe("the list envelope's columns", () => {
  it('names the listed columns with their labels, or the selected ones', async () => {
    const list = await get('/api/v1/css_template/');
    expect(list.body).toMatchObject({
      list_columns: expect.any(Array),
      label_columns: expect.any(Object),
      description_columns: {},
    });
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/css_template/',
      headers: admin.headers,
      payload: { template_name: 'dark', css: 'body {}' },
    });
    const selected = await get(
      `/api/v1/css_template/?${q({ select_columns: ['id', 'template_name', 'changed_by.first_name'] })}`,
    );
    expect(selected.body.list_columns).toEqual(['id', 'template_name', 'changed_by.first_name']);
    expect(selected.body.label_columns).toEqual({
      id: 'Id',
      template_name: 'Template Name',
      'changed_by.first_name': 'Changed By First Name',
    });
    const full = await get('/api/v1/css_template/');
    expect(full.body.list_columns).toEqual(expect.arrayContaining(['id', 'template_name', 'css']));
  });
});
