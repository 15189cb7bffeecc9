import { describe, expect, it } from 'vitest';
import { login, userSession } from '../../test-support/app.js';
import { securityFixture } from '../../test-support/security-fixture.js';
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DELETE_SELF,
  EMAIL_TAKEN,
  LAST_ADMIN,
  PASSWORD_TOO_SHORT,
  USERNAME_TAKEN,
} from '../../services/security/users.js';
import { CURRENT_PASSWORD_MISSING, CURRENT_PASSWORD_WRONG } from '../../services/security/me.js';

type Json = Record<string, any>;

const fx = securityFixture();
const { call, roleIds } = fx;

const newUser = (username: string, extra: Json = {}) => ({
  first_name: 'Fiona',
  last_name: 'Gamma',
  username,
  email: `${username}@example.com`,
  password: 'a-long-password-1',
  roles: [roleIds.Gamma],
  ...extra,
});
/** An admin creates a user. */
const postUser = (username: string, extra: Json = {}) =>
  call(fx.admin, 'POST', '/api/v1/security/users/', newUser(username, extra));

describe('users API', () => {
  it('creates a user who can sign in; passwords are never returned', async () => {
    const created = await postUser('fiona');
    expect(created.status).toBe(201);
    expect(created.body.result).toEqual({
      first_name: 'Fiona',
      last_name: 'Gamma',
      username: 'fiona',
      email: 'fiona@example.com',
      active: true,
      roles: [roleIds.Gamma],
      groups: [],
    });
    const one = await call(fx.admin, 'GET', `/api/v1/security/users/${created.body.id}`);
    expect(one.body.result).toMatchObject({
      username: 'fiona',
      active: true,
      roles: [{ id: roleIds.Gamma, name: 'Gamma' }],
    });
    const list = await call(
      fx.admin,
      'GET',
      '/api/v1/security/users/?q=(filters:!((col:username,opr:eq,value:fiona)))',
    );
    expect(list.body.count).toBe(1);
    for (const r of [created, one, list]) {
      expect(r.raw).not.toContain('password');
      expect(r.raw).not.toContain('argon2');
    }
    const s = await login(fx.server, 'fiona', 'a-long-password-1');
    const me = await call(s, 'GET', '/api/v1/me/roles/');
    expect(Object.keys(me.body.result.roles)).toEqual(['Gamma']);
  });

  it('filters the list by role', async () => {
    const admins = await call(
      fx.admin,
      'GET',
      `/api/v1/security/users/?q=(filters:!((col:roles,opr:rel_m_m,value:${roleIds.Admin})))`,
    );
    expect((admins.body.result as Json[]).map((u) => u.username)).toEqual(['admin']);
  });

  it('refuses a taken username or email (any case), a short password and unknown roles, naming the field', async () => {
    const taken = await postUser('FIONA', { email: 'other@example.com' });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: { username: [USERNAME_TAKEN] } });
    const email = await postUser('fiona2', { email: 'Fiona@Example.com' });
    expect(email.body).toEqual({ message: { email: [EMAIL_TAKEN] } });
    const short = await postUser('shorty', { password: 'short-pw' });
    expect(short.body).toEqual({ message: { password: [PASSWORD_TOO_SHORT] } });
    const roles = await postUser('norole', { roles: [9999] });
    expect(roles.status).toBe(400);
    expect(roles.body.message.roles).toBeDefined();
    const missing = await call(fx.admin, 'POST', '/api/v1/security/users/', { username: 'x' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.message)).toEqual(
      expect.arrayContaining(['email', 'first_name', 'password']),
    );
    const badEmail = await postUser('bademail', { email: 'nope' });
    expect(Object.keys(badEmail.body.message)).toEqual(['email']);
    // An update may not take another user's name either.
    const other = await postUser('other1');
    const clash = await call(fx.admin, 'PUT', `/api/v1/security/users/${other.body.id}`, {
      username: 'fiona',
    });
    expect(clash.body).toEqual({ message: { username: [USERNAME_TAKEN] } });
    const reset = await call(fx.admin, 'PUT', `/api/v1/security/users/${other.body.id}`, {
      password: 'tooshort',
    });
    expect(reset.body).toEqual({ message: { password: [PASSWORD_TOO_SHORT] } });
  });

  it('answers 404 for unknown users', async () => {
    expect((await call(fx.admin, 'GET', '/api/v1/security/users/99999')).status).toBe(404);
    expect((await call(fx.admin, 'PUT', '/api/v1/security/users/99999', { first_name: 'x' })).status).toBe(
      404,
    );
    expect((await call(fx.admin, 'DELETE', '/api/v1/security/users/abc')).status).toBe(404);
  });

  it('forbids an admin to delete or deactivate themselves', async () => {
    const me = (await call(fx.admin, 'GET', '/api/v1/me/')).body.result as Json;
    const del = await call(fx.admin, 'DELETE', `/api/v1/security/users/${me.id}`);
    expect(del).toMatchObject({ status: 422, body: { message: CANNOT_DELETE_SELF } });
    const off = await call(fx.admin, 'PUT', `/api/v1/security/users/${me.id}`, { active: false });
    expect(off).toMatchObject({ status: 422, body: { message: CANNOT_DEACTIVATE_SELF } });
  });

  it('keeps at least one active admin', async () => {
    const me = (await call(fx.admin, 'GET', '/api/v1/me/')).body.result as Json;
    const demote = await call(fx.admin, 'PUT', `/api/v1/security/users/${me.id}`, { roles: [roleIds.Gamma] });
    expect(demote).toMatchObject({ status: 422, body: { message: LAST_ADMIN } });
    expect((await call(fx.admin, 'GET', '/api/v1/me/roles/')).body.result.roles.Admin).toBeDefined();
    // With a second admin, the first may be demoted by them; the second then cannot leave.
    const second = await postUser('admin2', { roles: [roleIds.Admin] });
    const s2 = await login(fx.server, 'admin2', 'a-long-password-1');
    const byOther = await call(s2, 'PUT', `/api/v1/security/users/${me.id}`, {
      roles: [roleIds.Admin, roleIds.Alpha],
    });
    expect(byOther.status).toBe(200);
    const deactivateFirst = await call(s2, 'PUT', `/api/v1/security/users/${me.id}`, { active: false });
    expect(deactivateFirst.status).toBe(200);
    const selfDemote = await call(s2, 'PUT', `/api/v1/security/users/${second.body.id}`, {
      roles: [roleIds.Gamma],
    });
    expect(selfDemote).toMatchObject({ status: 422, body: { message: LAST_ADMIN } });
    // The Admin role itself cannot be deleted, emptied of users or renamed while it is the last.
    expect((await call(s2, 'DELETE', `/api/v1/security/roles/${roleIds.Admin}`)).status).toBe(422);
    expect((await call(s2, 'PUT', `/api/v1/security/roles/${roleIds.Admin}`, { name: 'Boss' })).status).toBe(
      422,
    );
    expect(
      (await call(s2, 'PUT', `/api/v1/security/roles/${roleIds.Admin}/users`, { user_ids: [] })).status,
    ).toBe(422);
    expect((await call(s2, 'PUT', `/api/v1/security/users/${me.id}`, { active: true })).status).toBe(200);
    fx.admin = await login(fx.server);
    expect((await call(fx.admin, 'DELETE', `/api/v1/security/users/${second.body.id}`)).status).toBe(200);
  });

  it('ends the other sessions of a deactivated user or a changed password', async () => {
    const u = await userSession(fx.server, 'sessions', ['Gamma']);
    expect((await call(u, 'GET', '/api/v1/me/')).status).toBe(200);
    expect((await call(fx.admin, 'PUT', `/api/v1/security/users/${u.id}`, { active: false })).status).toBe(
      200,
    );
    expect((await call(u, 'GET', '/api/v1/me/')).status).toBe(401);
    await expect(login(fx.server, 'sessions', 'sessions-password-123')).rejects.toThrow(/401/);
    await call(fx.admin, 'PUT', `/api/v1/security/users/${u.id}`, { active: true });

    const again = await login(fx.server, 'sessions', 'sessions-password-123');
    await call(fx.admin, 'PUT', `/api/v1/security/users/${u.id}`, { password: 'a-brand-new-password' });
    expect((await call(again, 'GET', '/api/v1/me/')).status).toBe(401);
    const fresh = await login(fx.server, 'sessions', 'a-brand-new-password');

    // Changing one's own password keeps the session in use and ends the others.
    const other = await login(fx.server, 'sessions', 'a-brand-new-password');
    const changed = await call(fresh, 'PUT', '/api/v1/me/', {
      password: 'yet-another-password',
      current_password: 'a-brand-new-password',
    });
    expect(changed.status).toBe(200);
    expect(changed.raw).not.toContain('password"');
    expect((await call(fresh, 'GET', '/api/v1/me/')).status).toBe(200);
    expect((await call(other, 'GET', '/api/v1/me/')).status).toBe(401);
    const short = await call(fresh, 'PUT', '/api/v1/me/', {
      password: 'short',
      current_password: 'yet-another-password',
    });
    expect(short.body).toEqual({ message: { password: [PASSWORD_TOO_SHORT] } });
  });

  it('changes the own password only with the current one (400 naming current_password)', async () => {
    const u = await userSession(fx.server, 'selfchange', ['Gamma']);
    const missing = await call(u, 'PUT', '/api/v1/me/', { password: 'a-takeover-password' });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: { current_password: [CURRENT_PASSWORD_MISSING] } },
    });
    const wrong = await call(u, 'PUT', '/api/v1/me/', {
      password: 'a-takeover-password',
      current_password: 'not-my-password',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: { current_password: [CURRENT_PASSWORD_WRONG] } },
    });
    // Nothing changed: the old password still signs in, the new one does not.
    await expect(login(fx.server, 'selfchange', 'a-takeover-password')).rejects.toThrow(/401/);
    await login(fx.server, 'selfchange', 'selfchange-password-123');
    const ok = await call(u, 'PUT', '/api/v1/me/', {
      password: 'a-chosen-new-password',
      current_password: 'selfchange-password-123',
    });
    expect(ok.status).toBe(200);
    await login(fx.server, 'selfchange', 'a-chosen-new-password');
    // Names alone need no password.
    expect((await call(u, 'PUT', '/api/v1/me/', { first_name: 'Selma' })).status).toBe(200);
    // Guessing the current password meets the sign-in back-off.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const guess = { password: 'a-takeover-password', current_password: `guess-${i}` };
      statuses.push((await call(u, 'PUT', '/api/v1/me/', guess)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('keeps /api/v1/me/ in step with edits', async () => {
    const u = await userSession(fx.server, 'renamed', ['Gamma']);
    await call(fx.admin, 'PUT', `/api/v1/security/users/${u.id}`, {
      first_name: 'Renée',
      roles: [roleIds.Alpha],
    });
    const me = await call(u, 'GET', '/api/v1/me/roles/');
    expect(me.body.result.first_name).toBe('Renée');
    expect(Object.keys(me.body.result.roles)).toEqual(['Alpha']);
    const own = await call(u, 'PUT', '/api/v1/me/', { last_name: 'Self' });
    expect(own.body.result).toMatchObject({ first_name: 'Renée', last_name: 'Self', username: 'renamed' });
    expect((await call(u, 'GET', '/api/v1/me/')).body.result.last_name).toBe('Self');
  });

  it('answers 403 to non-admins on every security endpoint', async () => {
    const alpha = await userSession(fx.server, 'alpha403', ['Alpha']);
    const gamma = await userSession(fx.server, 'gamma403', ['Gamma']);
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, Json?][] = [
      ['GET', '/api/v1/security/users/'],
      ['GET', '/api/v1/security/users/_info'],
      ['GET', '/api/v1/security/users/1'],
      ['POST', '/api/v1/security/users/', newUser('sneaky')],
      ['PUT', '/api/v1/security/users/1', { active: false }],
      ['DELETE', '/api/v1/security/users/1'],
      ['GET', '/api/v1/security/roles/'],
      ['GET', '/api/v1/security/roles/search/'],
      ['GET', `/api/v1/security/roles/${roleIds.Gamma}`],
      ['POST', '/api/v1/security/roles/', { name: 'Sneaky' }],
      ['PUT', `/api/v1/security/roles/${roleIds.Gamma}`, { name: 'Sneaky' }],
      ['DELETE', `/api/v1/security/roles/${roleIds.Gamma}`],
      ['GET', `/api/v1/security/roles/${roleIds.Gamma}/permissions/`],
      ['POST', `/api/v1/security/roles/${roleIds.Gamma}/permissions`, { permission_view_menu_ids: [1] }],
      ['PUT', `/api/v1/security/roles/${roleIds.Gamma}/users`, { user_ids: [1] }],
      ['GET', '/api/v1/security/permissions/'],
      ['GET', '/api/v1/security/permissions/1'],
      ['GET', '/api/v1/security/resources/'],
      ['GET', '/api/v1/security/permissions-resources/'],
      ['GET', '/api/v1/security/permissions-resources/1'],
    ];
    for (const s of [alpha, gamma]) {
      for (const [method, url, payload] of routes) {
        const res = await call(s, method, url, payload);
        expect([method, url, res.status]).toEqual([method, url, 403]);
      }
    }
    expect((await call(null, 'GET', '/api/v1/security/users/')).status).toBe(401);
  });
});
