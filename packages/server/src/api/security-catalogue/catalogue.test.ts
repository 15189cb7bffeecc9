import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type Caller, type Method } from '../../test-support/api.js';
import { userSession, type Session, type TestServer } from '../../test-support/app.js';

let server: TestServer;
let admin: Session;
let canRead: number;
let request: Caller;

beforeAll(async () => {
  ({ server, admin, call: request } = await startApiServer());
  const row = await server.ctx.db
    .selectFrom('ab_permission')
    .select('id')
    .where('name', '=', 'can_read')
    .executeTakeFirstOrThrow();
  canRead = row.id;
});
afterAll(() => server?.close());

const call = async (method: Method, url: string, payload?: object, session = admin) => {
  const { status, body } = await request<Record<string, any>>(session, method, url, payload);
  return { status, body };
};

describe('security resources (view menus)', () => {
  it('creates, renames and deletes a view menu, refusing duplicates and bad names', async () => {
    const created = await call('POST', '/api/v1/security/resources/', { name: 'Quarterly Reports' });
    expect(created.status).toBe(201);
    expect(created.body.result).toEqual({ name: 'Quarterly Reports' });
    const id = Number(created.body.id);
    expect((await call('GET', `/api/v1/security/resources/${id}`)).body.result).toEqual({
      id,
      name: 'Quarterly Reports',
    });

    expect(await call('POST', '/api/v1/security/resources/', { name: 'Quarterly Reports' })).toEqual({
      status: 422,
      body: { message: 'Integrity error, probably unique constraint' },
    });
    const empty = await call('POST', '/api/v1/security/resources/', { name: '' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.message)).toEqual(['name']);
    expect((await call('POST', '/api/v1/security/resources/', { name: 'x', extra: 1 })).status).toBe(400);

    expect(await call('PUT', `/api/v1/security/resources/${id}`, { name: 'Annual Reports' })).toEqual({
      status: 200,
      body: { result: { name: 'Annual Reports' } },
    });
    expect((await call('GET', `/api/v1/security/resources/${id}`)).body.result.name).toBe('Annual Reports');
    expect((await call('PUT', '/api/v1/security/resources/999999', { name: 'Nope' })).status).toBe(404);
    expect(await call('DELETE', `/api/v1/security/resources/${id}`)).toEqual({
      status: 200,
      body: { message: 'OK' },
    });
    expect((await call('DELETE', `/api/v1/security/resources/${id}`)).status).toBe(404);
  });
});

describe('security permissions-resources (pairs)', () => {
  it('creates and re-points a pair; deleting it or its view menu removes the grants', async () => {
    const view = Number((await call('POST', '/api/v1/security/resources/', { name: 'Sales Board' })).body.id);
    const other = Number((await call('POST', '/api/v1/security/resources/', { name: 'Ops Board' })).body.id);
    const created = await call('POST', '/api/v1/security/permissions-resources/', {
      permission_id: canRead,
      view_menu_id: view,
    });
    expect(created.status).toBe(201);
    const pairId = Number(created.body.id);
    expect((await call('GET', `/api/v1/security/permissions-resources/${pairId}`)).body.result).toEqual({
      id: pairId,
      permission: { name: 'can_read' },
      view_menu: { name: 'Sales Board' },
    });
    expect(
      (
        await call('POST', '/api/v1/security/permissions-resources/', {
          permission_id: canRead,
          view_menu_id: view,
        })
      ).status,
    ).toBe(422);
    const missing = await call('POST', '/api/v1/security/permissions-resources/', {
      permission_id: canRead,
      view_menu_id: 999999,
    });
    expect(missing).toEqual({
      status: 400,
      body: { message: { view_menu_id: ['View menu does not exist'] } },
    });
    expect(
      (
        await call('POST', '/api/v1/security/permissions-resources/', {
          permission_id: 'can_read',
          view_menu_id: view,
        })
      ).status,
    ).toBe(400);

    expect(
      (
        await call('PUT', `/api/v1/security/permissions-resources/${pairId}`, {
          permission_id: canRead,
          view_menu_id: other,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('GET', `/api/v1/security/permissions-resources/${pairId}`)).body.result.view_menu,
    ).toEqual({ name: 'Ops Board' });

    const role = Number((await call('POST', '/api/v1/security/roles/', { name: 'board readers' })).body.id);
    await server.ctx.db
      .insertInto('ab_permission_view_role')
      .values({ role_id: role, permission_view_id: pairId })
      .execute();
    expect(await call('DELETE', `/api/v1/security/permissions-resources/${pairId}`)).toEqual({
      status: 200,
      body: { message: 'OK' },
    });
    const grants = await server.ctx.db
      .selectFrom('ab_permission_view_role')
      .select('id')
      .where('role_id', '=', role)
      .execute();
    expect(grants).toEqual([]);
    expect((await call('DELETE', `/api/v1/security/permissions-resources/${pairId}`)).status).toBe(404);

    const again = Number(
      (
        await call('POST', '/api/v1/security/permissions-resources/', {
          permission_id: canRead,
          view_menu_id: view,
        })
      ).body.id,
    );
    await call('DELETE', `/api/v1/security/resources/${view}`);
    expect((await call('GET', `/api/v1/security/permissions-resources/${again}`)).status).toBe(404);
  });

  it('needs can_write on ViewMenu / PermissionViewMenu', async () => {
    const alpha = await userSession(server, 'catalogue_alpha', ['Alpha']);
    expect((await call('POST', '/api/v1/security/resources/', { name: 'Sneaky' }, alpha)).status).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/v1/security/permissions-resources/',
          { permission_id: canRead, view_menu_id: 1 },
          alpha,
        )
      ).status,
    ).toBe(403);
    expect((await call('DELETE', '/api/v1/security/permissions-resources/1', undefined, alpha)).status).toBe(
      403,
    );
  });
});
