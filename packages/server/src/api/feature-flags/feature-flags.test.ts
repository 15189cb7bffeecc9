import { afterEach, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from '../../test-support/app.js';

let server: TestServer | undefined;
afterEach(() => server?.close());

describe('GET /api/v1/feature_flags/', () => {
  it("answers the flags of the environment, with Superset's defaults (alerts and reports on)", async () => {
    server = await startTestServer();
    const admin = await login(server);
    const res = await server.app.inject({ url: '/api/v1/feature_flags/', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: {
        DASHBOARD_RBAC: false,
        CONFIRM_DASHBOARD_DIFF: false,
        ESCAPE_MARKDOWN_HTML: false,
        GLOBAL_ASYNC_QUERIES: false,
        ALERT_REPORTS: true,
        THUMBNAILS: false,
        SLACK_ENABLE_AVATARS: false,
        TAGGING_SYSTEM: true,
        RLS_IN_SQLLAB: false,
        EMBEDDED_SUPERSET: false,
      },
      conf: { GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling', GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500 },
    });
  });

  it('turns flags on from the environment and needs a session', async () => {
    server = await startTestServer({
      env: { CONFIRM_DASHBOARD_DIFF: 'true', ESCAPE_MARKDOWN_HTML: 'true', SLACK_ENABLE_AVATARS: 'true' },
    });
    const admin = await login(server);
    const res = await server.app.inject({ url: '/api/v1/feature_flags/', headers: admin.headers });
    expect(res.json()).toMatchObject({
      result: { CONFIRM_DASHBOARD_DIFF: true, ESCAPE_MARKDOWN_HTML: true, SLACK_ENABLE_AVATARS: true },
    });
    const anonymous = await server.app.inject({ url: '/api/v1/feature_flags/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
