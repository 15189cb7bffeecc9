import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type Caller } from '../../test-support/api.js';
import { userSession, type Session, type TestServer } from '../../test-support/app.js';

let server: TestServer;
let admin: Session;
let call: Caller;
beforeAll(async () => {
  ({ server, admin, call } = await startApiServer());
}, 60_000);
afterAll(() => server?.close());

const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-1', 'TAB-2'], parents: ['ROOT_ID'] },
  'TAB-1': {
    id: 'TAB-1',
    type: 'TAB',
    children: [],
    parents: ['ROOT_ID', 'TABS-1'],
    meta: { text: 'Sales' },
  },
  'TAB-2': {
    id: 'TAB-2',
    type: 'TAB',
    children: [],
    parents: ['ROOT_ID', 'TABS-1'],
    meta: { text: 'Costs' },
  },
};

async function dashboard(fields: Record<string, unknown>): Promise<number> {
  const res = await call(admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Tabs', ...fields });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('GET /api/v1/dashboard/{id_or_slug}/tabs', () => {
  it("answers the tabs of the dashboard's layout, by id or slug", async () => {
    const id = await dashboard({ slug: 'tabbed', position_json: JSON.stringify(layout) });
    const expected = {
      result: {
        all_tabs: { 'TAB-1': 'Sales', 'TAB-2': 'Costs' },
        tab_tree: [
          { value: 'TAB-1', title: 'Sales', parents: ['ROOT_ID', 'TABS-1'], children: [] },
          { value: 'TAB-2', title: 'Costs', parents: ['ROOT_ID', 'TABS-1'], children: [] },
        ],
      },
    };
    const byId = await call(admin, 'GET', `/api/v1/dashboard/${id}/tabs`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(expected);
    expect((await call(admin, 'GET', '/api/v1/dashboard/tabbed/tabs')).body).toEqual(expected);
  });

  it('answers an empty result for a dashboard without a layout', async () => {
    const id = await dashboard({});
    expect((await call(admin, 'GET', `/api/v1/dashboard/${id}/tabs`)).body).toEqual({ result: {} });
  });

  it('answers 404 for an unknown dashboard and for one the caller cannot see', async () => {
    expect((await call(admin, 'GET', '/api/v1/dashboard/999999/tabs')).status).toBe(404);
    const hidden = await dashboard({ position_json: JSON.stringify(layout) });
    const gamma = await userSession(server, 'tabs_gamma', ['Gamma']);
    const res = await call(gamma, 'GET', `/api/v1/dashboard/${hidden}/tabs`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});
