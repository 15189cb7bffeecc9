import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/app.js';
import { DEFAULT_CONTENT_SECURITY_POLICY } from './security-headers.js';

const ASSET = 'index-CWqpQw6q.js';

/** A built web app with a page and one hashed asset. */
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-headers-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="app"></div>');
  fs.writeFileSync(path.join(dir, 'assets', ASSET), 'export {};\n');
  return dir;
}

const expectSecurityHeaders = (headers: Record<string, unknown>, csp = DEFAULT_CONTENT_SECURITY_POLICY) => {
  expect(headers['content-security-policy']).toBe(csp);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
};

describe('security headers', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = webDist();
    server = await startTestServer({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('the default policy allows only this origin: no inline scripts, no other hosts, no framing', () => {
    const directives = Object.fromEntries(
      DEFAULT_CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('are sent with the HTML page, a redirect to it and a static asset', async () => {
    const page = await server.app.inject({ url: '/login/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const asset = await server.app.inject({ url: `/static/assets/${ASSET}` });
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const redirect = await server.app.inject({ url: '/dashboard/list/' });
    expect([page.statusCode, asset.statusCode, redirect.statusCode]).toEqual([200, 200, 302]);
    for (const res of [page, asset, redirect]) expectSecurityHeaders(res.headers);
  });

  it('are sent with API answers and errors', async () => {
    const ok = await server.app.inject({ url: '/api/v1/security/csrf_token/' });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers);
    const unauthorized = await server.app.inject({ url: '/api/v1/chart/' });
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized.headers);
    const missing = await server.app.inject({ url: '/static/assets/missing-Ab12Cd34.js' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it('leave the Swagger UI its own policy', async () => {
    const token = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD, provider: 'db' },
    });
    const { access_token } = token.json() as { access_token: string };
    const res = await server.app.inject({
      url: '/swagger',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: validator\.swagger\.io/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CONTENT_SECURITY_POLICY', () => {
  const env = { DATA_DIR: os.tmpdir(), SECRET_KEY: 'k'.repeat(40) };

  it('replaces the default policy, or sends none when off', async () => {
    expect(loadConfig(env).contentSecurityPolicy).toBe(DEFAULT_CONTENT_SECURITY_POLICY);
    expect(loadConfig({ ...env, CONTENT_SECURITY_POLICY: '' }).contentSecurityPolicy).toBe(
      DEFAULT_CONTENT_SECURITY_POLICY,
    );
    const custom = "default-src 'self'; img-src 'self' https://cdn.example.com";
    expect(loadConfig({ ...env, CONTENT_SECURITY_POLICY: ` ${custom} ` }).contentSecurityPolicy).toBe(custom);
    expect(loadConfig({ ...env, CONTENT_SECURITY_POLICY: 'off' }).contentSecurityPolicy).toBeNull();

    const server = await startTestServer({ env: { CONTENT_SECURITY_POLICY: 'off' } });
    try {
      const res = await server.app.inject({ url: '/health' });
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await server.close();
    }
  });

  it('refuses a policy that is not one header line, naming the variable', () => {
    expect(() => loadConfig({ ...env, CONTENT_SECURITY_POLICY: "default-src 'self'\nX-Evil: 1" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...env, CONTENT_SECURITY_POLICY: "default-src 'self'\nX-Evil: 1" })).toThrow(
      /CONTENT_SECURITY_POLICY/,
    );
  });
});
