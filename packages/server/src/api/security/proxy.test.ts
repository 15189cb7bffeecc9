import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, loginCsrf, startTestServer, type TestServer } from '../../test-support/app.js';

/** Signs in through the form and returns the session cookie as the server set it. */
async function sessionCookie(server: TestServer, headers: Record<string, string> = {}) {
  const csrf = await loginCsrf(server);
  const res = await server.app.inject({
    method: 'POST',
    url: '/login/',
    headers: { ...csrf.headers, ...headers },
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === 'session')!;
}

describe('behind a proxy (TRUST_PROXY=true)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(() => server.close());

  it('limits by the forwarded client address, not the proxy address', async () => {
    const attempt = (client: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { username: `nobody-${client}`, password: 'wrong', provider: 'db' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('198.51.100.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy is not affected.
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
  });

  it('marks the session cookie Secure when the proxy forwarded an HTTPS request', async () => {
    expect((await sessionCookie(server, { 'x-forwarded-proto': 'https' })).secure).toBe(true);
    expect((await sessionCookie(server, { 'x-forwarded-proto': 'http' })).secure).toBeFalsy();
  });
});

describe('session cookie Secure flag', () => {
  let plain: TestServer;
  let forced: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
    forced = await startTestServer({ env: { SESSION_COOKIE_SECURE: 'true' } });
  });
  afterAll(async () => {
    await plain.close();
    await forced.close();
  });

  it('trusts no forwarded scheme by default, and SESSION_COOKIE_SECURE=true forces it', async () => {
    expect((await sessionCookie(plain, { 'x-forwarded-proto': 'https' })).secure).toBeFalsy();
    expect((await sessionCookie(forced)).secure).toBe(true);
  });
});
