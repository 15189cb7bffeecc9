import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  login,
  loginCsrf,
  startTestServer,
  type TestServer,
} from '../../test-support/app.js';

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
      ...(await loginCsrf(server)),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: 'Invalid login. Please try again.' });
    const ok = await server.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: ADMIN_PASSWORD, next: '//evil.example/' },
      ...(await loginCsrf(server)),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ result: { redirect: '/superset/welcome/' } });
    const cookie = ok.cookies.find((c) => c.name === 'session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(ok.body).not.toContain(cookie.value);
  });

  /** A plain form post of the sign-in page, with the form's CSRF token in its `csrf_token` field. */
  const formLogin = async (fields: Record<string, string>) => {
    const csrf = await loginCsrf(server);
    const body = new URLSearchParams({ ...fields, csrf_token: csrf.headers['x-csrftoken'] });
    return server.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.headers.cookie },
      payload: body.toString(),
    });
  };

  it('follows only same-origin next paths from the login form', async () => {
    const form = await formLogin({
      username: 'admin',
      password: ADMIN_PASSWORD,
      next: '/superset/dashboard/1/',
    });
    expect(form.statusCode).toBe(302);
    expect(form.headers.location).toBe('/superset/dashboard/1/');
    const wrong = await formLogin({ username: 'admin', password: 'x', next: 'https://evil.example/' });
    expect(wrong.headers.location).toBe('/login/?error=1&next=%2Fsuperset%2Fwelcome%2F');
  });

  it('refuses next targets that browsers would read as another site (tabs, newlines, backslashes)', async () => {
    for (const next of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '//evil.example/',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\u0000/evil.example',
    ]) {
      const res = await formLogin({ username: 'admin', password: ADMIN_PASSWORD, next });
      expect(res.headers.location, JSON.stringify(next)).toBe('/superset/welcome/');
    }
    const kept = await formLogin({ username: 'admin', password: ADMIN_PASSWORD, next: '/sqllab/?a=1#t' });
    expect(kept.headers.location).toBe('/sqllab/?a=1#t');
  });

  it('requires the login CSRF token on POST /login/ and signs nobody in without it', async () => {
    const creds = { username: 'admin', password: ADMIN_PASSWORD };
    const missing = await server.app.inject({ method: 'POST', url: '/login/', payload: creds });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'The CSRF token is missing.' });
    expect(missing.cookies.find((c) => c.name === 'session')).toBeUndefined();
    // A token minted for another browser's cookie (an attacker's own) does not fit the victim's cookie.
    const attacker = await loginCsrf(server);
    const victim = await loginCsrf(server);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/login/',
      payload: creds,
      headers: { cookie: victim.headers.cookie, 'x-csrftoken': attacker.headers['x-csrftoken'] },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'The CSRF token is invalid.' });
    const noCookie = await server.app.inject({
      method: 'POST',
      url: '/login/',
      payload: creds,
      headers: { 'x-csrftoken': victim.headers['x-csrftoken'] },
    });
    expect(noCookie.statusCode).toBe(400);
    // A cross-site HTML form post: no token, redirected back to the form, no session.
    const form = await server.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=admin&password=${ADMIN_PASSWORD}`,
    });
    expect(form.statusCode).toBe(302);
    expect(form.headers.location).toBe('/login/?error=csrf&next=%2Fsuperset%2Fwelcome%2F');
    expect(form.cookies.find((c) => c.name === 'session')).toBeUndefined();
    // The login CSRF cookie is httpOnly and SameSite=Strict.
    const issued = await server.app.inject({ url: '/api/v1/security/csrf_token/' });
    const cookie = issued.cookies.find((c) => c.name === 'login_csrf')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // Scripts keep signing in with JSON on the JWT API without any CSRF token, as in Superset.
    const api = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { ...creds, provider: 'db' },
    });
    expect(api.statusCode).toBe(200);
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

  it('revokes the session on POST /logout/ with the CSRF token', async () => {
    const s = await login(server);
    const out = await server.app.inject({ method: 'POST', url: '/logout/', headers: s.headers });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/login/');
    const after = await server.app.inject({ url: '/api/v1/me/', headers: { cookie: s.cookie } });
    expect(after.statusCode).toBe(401);
    const again = await login(server);
    const json = await server.app.inject({
      method: 'POST',
      url: '/logout/',
      headers: { ...again.headers, accept: 'application/json' },
    });
    expect(json.json()).toEqual({ result: { redirect: '/login/' } });
    expect(
      (await server.app.inject({ url: '/api/v1/me/', headers: { cookie: again.cookie } })).statusCode,
    ).toBe(401);
  });

  it('does not sign out on a cross-site GET /logout/ or a POST without the CSRF token', async () => {
    const s = await login(server);
    const get = await server.app.inject({ url: '/logout/', headers: { cookie: s.cookie } });
    // The confirmation page of the web app (404 here: this test server has no web build).
    expect(get.statusCode).not.toBe(302);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/logout/',
      headers: { cookie: s.cookie },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'The CSRF token is missing.' });
    expect((await server.app.inject({ url: '/api/v1/me/', headers: { cookie: s.cookie } })).statusCode).toBe(
      200,
    );
    const anonymous = await server.app.inject({ url: '/logout/' });
    expect(anonymous.headers.location).toBe('/login/');
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

  it('answers health without a session, the OpenAPI document and Swagger UI only to signed-in users', async () => {
    expect((await server.app.inject({ url: '/health' })).body).toBe('OK');
    const anonymous = await server.app.inject({ url: '/api/v1/_openapi' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('/api/v1/dashboard/');
    for (const url of ['/swagger', '/swagger/json', '/swagger/yaml']) {
      const page = await server.app.inject({ url });
      expect(page.statusCode, url).toBe(302);
      expect(page.headers.location, url).toMatch(/^\/login\//);
    }
    const s = await login(server);
    const doc = (
      await server.app.inject({ url: '/api/v1/_openapi', headers: { cookie: s.cookie } })
    ).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/dashboard/', '/api/v1/security/login']),
    );
  });

  const apiLogin = (remoteAddress: string, username: string, password: string, headers = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      remoteAddress,
      headers,
      payload: { username, password, provider: 'db' },
    });

  it('rate-limits failed login attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await apiLogin('10.9.9.9', `ratelimited${i}`, 'wrong')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const last = await apiLogin('10.9.9.9', 'someone', 'wrong');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('backs off per username and address: failures from elsewhere never lock the user out', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await apiLogin('10.6.6.6', 'admin', 'wrong')).statusCode);
    // Three free failures, then the attacker's address waits (and waits longer each time).
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await apiLogin('10.6.6.6', 'admin', ADMIN_PASSWORD)).statusCode).toBe(429);
    // The real admin, from their own address, signs in at once.
    expect((await apiLogin('10.7.7.7', 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await apiLogin('10.8.8.8', `forwarded${i}`, 'wrong', { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(r.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
