import { describe, expect, it } from 'vitest';
import type { Session, TestServer } from '../../test-support/app.js';
import { login, startTestServer, userSession } from '../../test-support/app.js';
import { META_STORES, onMetaStore } from '../../test-support/stores.js';
import { bumpTokenVersion } from '../../security/token-version.js';
import { resetPasswordCommand } from '../../services/security/cli.js';

describe.each(META_STORES)('token version on %s', (_store, available) => {
  let server: TestServer;
  let admin: Session;

  onMetaStore(_store, available, {
    start: async (metaDatabaseUrl) => {
      server = await startTestServer({ metaDatabaseUrl });
      admin = await login(server);
    },
    stop: () => server?.close(),
  });

  const jwtLogin = async (username: string, password: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username, password, provider: 'db', refresh: true },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ access_token: string; refresh_token: string }>();
  };
  const refresh = async (token: string) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/v1/security/refresh',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  const me = async (token: string) =>
    (await server.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${token}` } }))
      .statusCode;
  const put = (s: Session, url: string, payload: object) =>
    server.app.inject({ method: 'PUT', url, headers: s.headers, payload });

  it.skipIf(!available)(
    'refuses access and refresh tokens issued before an admin password reset',
    async () => {
      const u = await userSession(server, 'reset1', ['Gamma']);
      const tokens = await jwtLogin('reset1', 'reset1-password-123');
      expect(await refresh(tokens.refresh_token)).toBe(200);
      const res = await put(admin, `/api/v1/security/users/${u.id}`, {
        password: 'an-admin-chosen-password',
      });
      expect(res.statusCode).toBe(200);
      expect(await refresh(tokens.refresh_token)).toBe(401);
      expect(await me(tokens.access_token)).toBe(401);
      const fresh = await jwtLogin('reset1', 'an-admin-chosen-password');
      expect(await me(fresh.access_token)).toBe(200);
      expect(await refresh(fresh.refresh_token)).toBe(200);
    },
  );

  it.skipIf(!available)('refuses tokens issued before the user changed their own password', async () => {
    const u = await userSession(server, 'reset2', ['Gamma']);
    const tokens = await jwtLogin('reset2', 'reset2-password-123');
    const res = await put(u, '/api/v1/me/', {
      password: 'my-own-new-password',
      current_password: 'reset2-password-123',
    });
    expect(res.statusCode).toBe(200);
    expect(await refresh(tokens.refresh_token)).toBe(401);
    expect(await me(tokens.access_token)).toBe(401);
    // The session that made the change stays signed in.
    expect((await server.app.inject({ url: '/api/v1/me/', headers: { cookie: u.cookie } })).statusCode).toBe(
      200,
    );
  });

  it.skipIf(!available)('refuses tokens issued before a CLI reset-password', async () => {
    await userSession(server, 'reset3', ['Gamma']);
    const tokens = await jwtLogin('reset3', 'reset3-password-123');
    const args = ['--username', 'reset3', '--password', 'a-cli-chosen-password'];
    await resetPasswordCommand(server.ctx.store, server.ctx.config, args, () => {});
    expect(await refresh(tokens.refresh_token)).toBe(401);
  });

  it.skipIf(!available)('refuses tokens of a deactivated user, also once reactivated', async () => {
    const u = await userSession(server, 'deact', ['Gamma']);
    const tokens = await jwtLogin('deact', 'deact-password-123');
    expect((await put(admin, `/api/v1/security/users/${u.id}`, { active: false })).statusCode).toBe(200);
    expect((await put(admin, `/api/v1/security/users/${u.id}`, { active: true })).statusCode).toBe(200);
    expect(await refresh(tokens.refresh_token)).toBe(401);
    expect(await me(tokens.access_token)).toBe(401);
  });

  it.skipIf(!available)('refuses sessions created before the version moved on', async () => {
    const u = await userSession(server, 'sessver', ['Gamma']);
    const ok = await server.app.inject({ url: '/api/v1/me/', headers: { cookie: u.cookie } });
    expect(ok.statusCode).toBe(200);
    await bumpTokenVersion(server.ctx.db, u.id);
    const after = await server.app.inject({ url: '/api/v1/me/', headers: { cookie: u.cookie } });
    expect(after.statusCode).toBe(401);
  });
});
