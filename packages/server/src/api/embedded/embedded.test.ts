import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonOrText,
  login,
  startTestServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';
import { salesChartBody, type Json } from '../../test-support/chart.js';
import { registerCachedExamples } from '../../test-support/examples-cache.js';
import { signGuestToken } from '../../security/guest-access/token.js';

const HOST_ORIGIN = 'http://127.0.0.1:9001';

describe('embedded dashboards and guest tokens', () => {
  let server: TestServer;
  let admin: Session;
  let webDist: string;
  let salesId: number;
  let flightsId: number;
  let dashA: number;
  let dashB: number;
  let chartA: number;
  let uuid: string;

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { session?: Session; guest?: string; payload?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await server.app.inject({
      method,
      url,
      headers: {
        ...opts.session?.headers,
        ...(opts.guest !== undefined && { 'x-guesttoken': opts.guest }),
        ...opts.headers,
      },
      ...(opts.payload !== undefined && { payload: opts.payload as Json }),
    });
    return { status: res.statusCode, body: jsonOrText(res) as Json, headers: res.headers };
  };

  const salesQuery = (extraWhere?: string) => {
    const body = salesChartBody(salesId);
    const qc = JSON.parse(body.query_context as string) as Json;
    const queries = qc.queries as Json[];
    queries[0] = {
      ...queries[0],
      columns: [],
      orderby: [],
      ...(extraWhere && { extras: { where: extraWhere } }),
    };
    return qc;
  };
  const countOf = (body: Json) => Number(((body.result as Json[])[0]!.data as Json[])[0]!.count);

  const guestToken = async (rls: Json[] = [], resources: Json[] = [{ type: 'dashboard', id: uuid }]) => {
    const res = await call('POST', '/api/v1/security/guest_token/', {
      session: admin,
      payload: { user: { username: 'viewer', first_name: 'Guest', last_name: 'Viewer' }, resources, rls },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.token as string;
  };

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-embedded-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="app"></div>');
    server = await startTestServer({
      env: { EMBEDDED_SUPERSET: 'true', GUEST_ROLE_NAME: 'Gamma', WEB_DIST: webDist },
    });
    const examples = await registerCachedExamples(server, 1000);
    salesId = examples.datasetIds.cleaned_sales_data!;
    flightsId = examples.datasetIds.flights!;
    admin = await login(server);
    const dash = async (title: string) => {
      const res = await call('POST', '/api/v1/dashboard/', {
        session: admin,
        payload: { dashboard_title: title, published: true },
      });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    dashA = await dash('Embedded sales');
    dashB = await dash('Not embedded');
    const chart = async (dashboards: number[], datasetId: number) => {
      const res = await call('POST', '/api/v1/chart/', {
        session: admin,
        payload: { ...salesChartBody(datasetId), dashboards },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    chartA = await chart([dashA], salesId);
    await chart([dashB], flightsId);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('creates, replaces (keeping the uuid), reads and deletes the embedding configuration', async () => {
    const url = `/api/v1/dashboard/${dashA}/embedded`;
    expect((await call('GET', url, { session: admin })).status).toBe(404);
    const created = await call('POST', url, {
      session: admin,
      payload: { allowed_domains: [HOST_ORIGIN + '/'] },
    });
    expect(created.status).toBe(200);
    const result = created.body.result as Json;
    expect(result).toMatchObject({ allowed_domains: [HOST_ORIGIN], dashboard_id: String(dashA) });
    expect(result.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.changed_by).toMatchObject({ username: 'admin' });

    const replaced = await call('PUT', url, {
      session: admin,
      payload: { allowed_domains: [HOST_ORIGIN, 'reports.example.com'] },
    });
    expect((replaced.body.result as Json).uuid).toBe(result.uuid);
    expect((replaced.body.result as Json).allowed_domains).toEqual([HOST_ORIGIN, 'reports.example.com']);

    const byUuid = await call('GET', `/api/v1/embedded_dashboard/${result.uuid as string}`, {
      session: admin,
    });
    expect(byUuid.status).toBe(200);
    expect((byUuid.body.result as Json).dashboard_id).toBe(String(dashA));

    expect((await call('DELETE', url, { session: admin })).body).toEqual({ message: 'OK' });
    expect((await call('GET', url, { session: admin })).status).toBe(404);
    const again = await call('POST', url, { session: admin, payload: { allowed_domains: [HOST_ORIGIN] } });
    expect((again.body.result as Json).uuid).not.toBe(result.uuid);
    uuid = (again.body.result as Json).uuid as string;
  });

  it('refuses bad configurations and users without can_set_embedded', async () => {
    const url = `/api/v1/dashboard/${dashA}/embedded`;
    const missing = await call('POST', url, { session: admin, payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toHaveProperty('allowed_domains');
    const injected = await call('PUT', url, {
      session: admin,
      payload: { allowed_domains: ["https://ok.example.com; script-src 'unsafe-inline'"] },
    });
    expect(injected.status).toBe(400);
    expect(injected.body.message).toHaveProperty('allowed_domains');
    expect((await call('GET', '/api/v1/dashboard/99999/embedded', { session: admin })).status).toBe(404);
    const gamma = await userSession(server, 'embed_gamma', ['Gamma']);
    expect((await call('PUT', url, { session: gamma, payload: { allowed_domains: [] } })).status).toBe(403);
    expect((await call('DELETE', url, { session: gamma })).status).toBe(403);
  });

  it('grants guest tokens only with can_grant_guest_token, for embedded dashboards and safe clauses', async () => {
    const gamma = await userSession(server, 'token_gamma', ['Gamma']);
    const body = { resources: [{ type: 'dashboard', id: uuid }], rls: [] };
    const url = '/api/v1/security/guest_token/';
    expect((await call('POST', url, { session: gamma, payload: body })).status).toBe(403);
    const noResources = await call('POST', url, { session: admin, payload: { rls: [] } });
    expect(noResources.status).toBe(400);
    expect(noResources.body.message).toHaveProperty('resources');
    const unknown = await call('POST', url, {
      session: admin,
      payload: { resources: [{ type: 'dashboard', id: '6f2c0c3e-0000-4000-8000-000000000000' }], rls: [] },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'EmbeddedDashboard not found.' } });
    const notEmbedded = await call('POST', url, {
      session: admin,
      payload: { resources: [{ type: 'dashboard', id: String(dashB) }], rls: [] },
    });
    expect(notEmbedded.status).toBe(400);
    const badClause = await call('POST', url, {
      session: admin,
      payload: { ...body, rls: [{ clause: '1 = 1; DROP TABLE cleaned_sales_data' }] },
    });
    expect(badClause.status).toBe(400);
    expect(badClause.body.message).toHaveProperty(['rls.0.clause']);
    const badDataset = await call('POST', url, {
      session: admin,
      payload: { ...body, rls: [{ dataset: 99999, clause: "deal_size = 'Small'" }] },
    });
    expect(badDataset.body.message).toHaveProperty(['rls.0.dataset']);
    const token = await guestToken([{ dataset: salesId, clause: "deal_size = 'Small'" }]);
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Json;
    expect(claims).toMatchObject({
      type: 'guest',
      resources: [{ type: 'dashboard', id: uuid }],
      rls_rules: [{ dataset: salesId, clause: "deal_size = 'Small'" }],
      user: { username: 'viewer' },
      aud: 'http://localhost:80/',
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(300);
  });

  it('lets a guest read the embedded dashboard, its charts and their data, and nothing else', async () => {
    const guest = await guestToken();
    const g = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      call(method, url, { guest, payload });
    expect((await g('GET', `/api/v1/dashboard/${dashA}`)).status).toBe(200);
    const charts = await g('GET', `/api/v1/dashboard/${dashA}/charts`);
    expect(charts.status).toBe(200);
    expect((charts.body.result as Json[]).map((c) => c.id)).toEqual([chartA]);
    expect((await g('GET', `/api/v1/dashboard/${dashA}/datasets`)).status).toBe(200);
    expect((await g('GET', `/api/v1/embedded_dashboard/${uuid}`)).status).toBe(200);
    const data = await g('POST', '/api/v1/chart/data', salesQuery());
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(countOf(data.body)).toBeGreaterThan(0);

    // Another dashboard, another dataset's data, and everything outside the embedded page's calls.
    expect((await g('GET', `/api/v1/dashboard/${dashB}`)).status).toBe(404);
    expect((await g('GET', `/api/v1/dashboard/${dashB}/charts`)).status).toBe(404);
    const flights = salesQuery();
    flights.datasource = { id: flightsId, type: 'table' };
    (flights.queries as Json[])[0] = { columns: [], metrics: ['count'], row_limit: 10 };
    expect((await g('POST', '/api/v1/chart/data', flights)).status).toBe(403);
    for (const url of [
      '/api/v1/dashboard/',
      '/api/v1/chart/',
      `/api/v1/chart/${chartA}`,
      `/api/v1/dataset/${salesId}`,
      '/api/v1/database/',
      '/api/v1/me/',
      '/api/v1/me/roles/',
      '/api/v1/sqllab/',
      `/api/v1/dashboard/${dashA}/embedded`,
    ]) {
      expect((await g('GET', url)).status, url).toBe(403);
    }
    expect((await g('POST', '/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 1' })).status).toBe(
      403,
    );
    expect((await g('PUT', `/api/v1/dashboard/${dashA}`, { dashboard_title: 'x' })).status).toBe(403);
    expect((await g('POST', '/api/v1/security/guest_token/', { resources: [], rls: [] })).status).toBe(403);
  });

  it('refuses tampered, expired and foreign-audience tokens with 401', async () => {
    const url = `/api/v1/dashboard/${dashA}`;
    const good = await guestToken([{ dataset: salesId, clause: "deal_size = 'Small'" }]);
    const [h, p, s] = good.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Json;
    const widened = Buffer.from(JSON.stringify({ ...claims, rls_rules: [] })).toString('base64url');
    expect((await call('GET', url, { guest: `${h}.${widened}.${s}` })).status).toBe(401);
    expect((await call('GET', url, { guest: 'not-a-token' })).status).toBe(401);
    const settings = server.ctx.config.guest;
    const content = { user: {}, resources: [{ type: 'dashboard' as const, id: uuid }], rls: [] };
    const expired = await signGuestToken(
      settings,
      'http://localhost:80/',
      content,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await call('GET', url, { guest: expired })).status).toBe(401);
    const foreign = await signGuestToken(settings, 'https://elsewhere.example.com/', content);
    expect((await call('GET', url, { guest: foreign })).status).toBe(401);
    const otherKey = await signGuestToken(
      { ...settings, secret: 'test-guest-secret-change-me' },
      'http://localhost:80/',
      content,
    );
    expect((await call('GET', url, { guest: otherKey })).status).toBe(401);
    expect((await call('GET', url, { guest: good })).status).toBe(200);
  });

  it('applies the guest token RLS rules to chart data', async () => {
    const all = await call('POST', '/api/v1/chart/data', {
      guest: await guestToken(),
      payload: salesQuery(),
    });
    const small = await call('POST', '/api/v1/chart/data', {
      guest: await guestToken([{ dataset: salesId, clause: "deal_size = 'Small'" }]),
      payload: salesQuery(),
    });
    const expected = await call('POST', '/api/v1/chart/data', {
      session: admin,
      payload: salesQuery("deal_size = 'Small'"),
    });
    expect(small.status).toBe(200);
    expect(countOf(small.body)).toBe(countOf(expected.body));
    expect(countOf(small.body)).toBeLessThan(countOf(all.body));
  });

  it('serves the iframe page to the allowed domains only', async () => {
    const page = `/embedded/${uuid}`;
    const ok = await call('GET', page, { headers: { referer: `${HOST_ORIGIN}/host.html` } });
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/text\/html/);
    expect(ok.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' http:\/\/127\.0\.0\.1:9001$/,
    );
    expect(ok.headers['x-frame-options']).toBeUndefined();
    const other = await call('GET', page, { headers: { referer: 'https://evil.example.com/' } });
    expect(other.status).toBe(403);
    expect((await call('GET', '/embedded/6f2c0c3e-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('logs guest events without a user', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/superset/log/?explode=events&dashboard_id=${dashA}`,
      headers: { 'x-guesttoken': await guestToken(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        events: JSON.stringify([{ event_name: 'mount_dashboard', source: 'dashboard', source_id: dashA }]),
        guest_token: 'x',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('embedding switched off (the default)', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await login(server);
  }, 60_000);
  afterAll(() => server?.close());

  it('answers 404 and ignores guest tokens', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/guest_token/',
      headers: admin.headers,
      payload: { resources: [], rls: [] },
    });
    expect(res.statusCode).toBe(404);
    const guest = await server.app.inject({ url: '/api/v1/dashboard/1', headers: { 'x-guesttoken': 'x' } });
    expect(guest.statusCode).toBe(401);
    expect((await server.app.inject({ url: '/embedded/abc' })).statusCode).toBe(404);
  });
});
