import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, login, startTestServer, type TestServer } from '../test-support/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '5' } });
});
afterAll(() => server.close());

describe('authentication', () => {
  it('answers 401 on the API and redirects pages to login with a same-origin next', async () => {
    const api = await server.app.inject({ url: '/api/v1/dashboard/' });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toEqual({ message: 'Not authorized' });
    const page = await server.app.inject({ url: '/dashboard/list/?x=1' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/login/?next=%2Fdashboard%2Flist%2F%3Fx%3D1');
  });

  it('refuses a wrong password and accepts the right one, with an httpOnly SameSite session cookie', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: 'nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: 'Invalid login. Please try again.' });
    const ok = await server.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: ADMIN_PASSWORD, next: '//evil.example/' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ result: { redirect: '/dashboard/list/' } });
    const cookie = ok.cookies.find((c) => c.name === 'session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(ok.body).not.toContain(cookie.value);
  });

  it('follows only same-origin next paths from the login form', async () => {
    const form = await server.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=admin&password=${ADMIN_PASSWORD}&next=${encodeURIComponent('/superset/dashboard/1/')}`,
    });
    expect(form.statusCode).toBe(302);
    expect(form.headers.location).toBe('/superset/dashboard/1/');
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=x&next=https://evil.example/',
    });
    expect(wrong.headers.location).toBe('/login/?error=1&next=%2Fdashboard%2Flist%2F');
  });

  it('serves /api/v1/me/ and the roles with their pairs, never the password hash', async () => {
    const s = await login(server);
    const me = await server.app.inject({ url: '/api/v1/me/', headers: { cookie: s.cookie } });
    expect(me.json()).toMatchObject({ result: { username: 'admin', is_active: true } });
    expect(me.body).not.toMatch(/argon2|password/i);
    const roles = await server.app.inject({ url: '/api/v1/me/roles/', headers: { cookie: s.cookie } });
    const body = roles.json() as { result: { roles: Record<string, [string, string][]> } };
    expect(body.result.roles.Admin).toContainEqual(['can_write', 'Dashboard']);
  });

  it('requires the CSRF token on cookie-authenticated writes and writes nothing without it', async () => {
    const s = await login(server);
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: { cookie: s.cookie },
      payload: { dashboard_title: 'csrf-missing' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'The CSRF token is missing.' });
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: { cookie: s.cookie, 'x-csrftoken': 'forged' },
      payload: { dashboard_title: 'csrf-wrong' },
    });
    expect(wrong.statusCode).toBe(400);
    const rows = await server.ctx.db
      .selectFrom('dashboards')
      .select('id')
      .where('dashboard_title', 'like', 'csrf-%')
      .execute();
    expect(rows).toHaveLength(0);
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: s.headers,
      payload: { dashboard_title: 'csrf-ok' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('revokes the session on logout', async () => {
    const s = await login(server);
    const out = await server.app.inject({ url: '/logout/', headers: { cookie: s.cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/login/');
    const after = await server.app.inject({ url: '/api/v1/me/', headers: { cookie: s.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('issues JWT access and refresh tokens; bearer requests need no CSRF token', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD, provider: 'db', refresh: true },
    });
    const { access_token, refresh_token } = res.json() as { access_token: string; refresh_token: string };
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: { authorization: `Bearer ${access_token}` },
      payload: { dashboard_title: 'via jwt' },
    });
    expect(created.statusCode).toBe(201);
    // A refresh token is not an access token.
    const misuse = await server.app.inject({
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(misuse.statusCode).toBe(401);
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    const fresh = (refreshed.json() as { access_token: string }).access_token;
    const me = await server.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${fresh}` } });
    expect(me.statusCode).toBe(200);
    const badBody = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 3 },
    });
    expect(badBody.statusCode).toBe(400);
    expect(Object.keys((badBody.json() as { message: object }).message)).toEqual(
      expect.arrayContaining(['username']),
    );
  });

  it('answers health and the OpenAPI document without a session', async () => {
    expect((await server.app.inject({ url: '/health' })).body).toBe('OK');
    const doc = (await server.app.inject({ url: '/api/v1/_openapi' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/dashboard/', '/api/v1/security/login']),
    );
  });

  it('rate-limits login attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await server.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        remoteAddress: '10.9.9.9',
        payload: { username: 'ratelimited', password: 'wrong', provider: 'db' },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});
