import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, userSession, type TestServer } from '../../test-support/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { WEBSERVER_DOMAINS: 'a.example.com, b.example.com' } });
});
afterAll(() => server?.close());

const get = async (url: string, headers?: Record<string, string>) => {
  const res = await server.app.inject({ url, ...(headers && { headers }) });
  return { status: res.statusCode, body: res.json() as { result: any } };
};

describe('GET /api/v1/menu/', () => {
  it("gives the admin Superset's whole forest of the pages Meridian serves", async () => {
    const { status, body } = await get('/api/v1/menu/', (await login(server)).headers);
    expect(status).toBe(200);
    const names = body.result.map((i: { name: string }) => i.name);
    expect(names).toEqual(['Dashboards', 'Charts', 'Datasets', 'SQL Lab', 'Data', 'Security']);
    const sqlLab = body.result[3];
    expect(sqlLab).toMatchObject({ name: 'SQL Lab', label: 'SQL', icon: 'fa-flask', url: '' });
    expect(sqlLab.childs[0]).toEqual({
      name: 'SQL Editor',
      icon: 'fa-flask',
      label: 'SQL Lab',
      url: '/sqllab/',
    });
    expect(body.result[0]).toEqual({
      name: 'Dashboards',
      icon: 'fa-dashboard',
      label: 'Dashboards',
      url: '/dashboard/list/',
    });
  });

  it('lists only the entries a role holds menu_access on', async () => {
    const gamma = await userSession(server, 'menu_gamma', ['Gamma']);
    const { body } = await get('/api/v1/menu/', gamma.headers);
    expect(body.result.map((i: { name: string }) => i.name)).toEqual(['Dashboards', 'Charts']);
    const lab = await userSession(server, 'menu_lab', ['Gamma', 'sql_lab']);
    const labMenu = (await get('/api/v1/menu/', lab.headers)).body.result;
    const category = labMenu.find((i: { name: string }) => i.name === 'SQL Lab');
    expect(category.childs.map((i: { name: string }) => i.name)).toEqual([
      'SQL Editor',
      'Saved Queries',
      'Query Search',
    ]);
    expect((await get('/api/v1/menu/')).status).toBe(401);
  });
});

describe('GET /api/v1/available_domains/', () => {
  it('answers the configured domains to roles with can_read on AvailableDomains', async () => {
    const gamma = await userSession(server, 'domains_gamma', ['Gamma']);
    expect(await get('/api/v1/available_domains/', gamma.headers)).toEqual({
      status: 200,
      body: { result: { domains: ['a.example.com', 'b.example.com'] } },
    });
    const none = await userSession(server, 'domains_none', ['sql_lab']);
    expect((await get('/api/v1/available_domains/', none.headers)).status).toBe(403);
    expect((await get('/api/v1/available_domains/')).status).toBe(401);
  });

  it('answers null domains when none are configured', async () => {
    const plain = await startTestServer();
    try {
      const res = await plain.app.inject({
        url: '/api/v1/available_domains/',
        headers: (await login(plain)).headers,
      });
      expect(res.json()).toEqual({ result: { domains: null } });
    } finally {
      await plain.close();
    }
  });
});
