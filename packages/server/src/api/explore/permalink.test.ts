import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startChartServer, type ChartServer } from '../../test-support/chart.js';

let t: ChartServer;
let chartId: number;
let gamma: Session & { id: number };
let peer: Session & { id: number };
let noData: Session & { id: number };
let dashboardId: number;

beforeAll(async () => {
  t = await startChartServer();
  gamma = await t.salesReader('pl_gamma');
  peer = await t.salesReader('pl_peer');
  noData = await t.outsider('pl_outsider');
  chartId = await t.createChart(t.admin);
  dashboardId = (await t.call(gamma, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Shared board' })).body
    .id as number;
}, 120_000);
afterAll(() => t?.server.close());

describe('explore permalinks', () => {
  it('stores the state and gives it back to users who may read the chart', async () => {
    const state = {
      formData: { datasource: `${t.salesId}__table`, slice_id: chartId, viz_type: 'table', row_limit: 10 },
      urlParams: [['standalone', '1']],
    };
    const res = await t.call(gamma, 'POST', '/api/v1/explore/permalink', state, {
      origin: 'https://bi.example.com',
    });
    expect(res.status).toBe(201);
    const key = res.body.key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body.url).toBe(`https://bi.example.com/explore/p/${key}/`);

    const got = await t.call(peer, 'GET', `/api/v1/explore/permalink/${key}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      chartId,
      datasourceId: t.salesId,
      datasourceType: 'table',
      datasource: `${t.salesId}__table`,
      state,
    });
    expect((await t.call(noData, 'GET', `/api/v1/explore/permalink/${key}`)).status).toBe(403);
    expect((await t.call(gamma, 'GET', '/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);

    // A deleted chart takes its permalinks' access with it.
    await t.call(t.admin, 'DELETE', `/api/v1/chart/${chartId}`);
    expect((await t.call(peer, 'GET', `/api/v1/explore/permalink/${key}`)).status).toBe(404);
  });

  it('validates the state', async () => {
    const none = await t.call(gamma, 'POST', '/api/v1/explore/permalink', { urlParams: [] });
    expect(Object.keys(none.body.message)).toEqual(['formData']);
    const noDs = await t.call(gamma, 'POST', '/api/v1/explore/permalink', { formData: { viz_type: 'pie' } });
    expect(noDs.status).toBe(400);
    expect(Object.keys(noDs.body.message)).toEqual(['formData.datasource']);
    const denied = await t.call(noData, 'POST', '/api/v1/explore/permalink', {
      formData: { datasource: `${t.salesId}__table` },
    });
    expect(denied.status).toBe(403);
  });
});

describe('dashboard permalinks', () => {
  const state = {
    dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['Classic Cars'] } } },
    activeTabs: ['TAB-1'],
    anchor: 'CHART-1',
    urlParams: [],
  };

  it('gives the same user the same link for the same state, readable by those who see the dashboard', async () => {
    const a = await t.call(gamma, 'POST', `/api/v1/dashboard/${dashboardId}/permalink`, state);
    expect(a.status).toBe(201);
    expect(a.body.url).toMatch(new RegExp(`^http://[^/]+/superset/dashboard/p/${a.body.key}/$`));
    const b = await t.call(gamma, 'POST', `/api/v1/dashboard/${dashboardId}/permalink`, state);
    expect(b.body.key).toBe(a.body.key);
    const other = await t.call(gamma, 'POST', `/api/v1/dashboard/${dashboardId}/permalink`, {
      ...state,
      anchor: null,
    });
    expect(other.body.key).not.toBe(a.body.key);

    const got = await t.call(gamma, 'GET', `/api/v1/dashboard/permalink/${a.body.key}`);
    expect(got.body).toEqual({ dashboardId: String(dashboardId), state });
    // A draft dashboard is only for its owners...
    expect((await t.call(peer, 'GET', `/api/v1/dashboard/permalink/${a.body.key}`)).status).toBe(404);
    await t.call(gamma, 'PUT', `/api/v1/dashboard/${dashboardId}`, { published: true });
    // ...and, once published, for everyone.
    expect((await t.call(peer, 'GET', `/api/v1/dashboard/permalink/${a.body.key}`)).status).toBe(200);
    await t.call(gamma, 'PUT', `/api/v1/dashboard/${dashboardId}`, { published: false });
  });

  it('validates the state and the dashboard', async () => {
    const bad = await t.call(gamma, 'POST', `/api/v1/dashboard/${dashboardId}/permalink`, {
      activeTabs: 'TAB-1',
    });
    expect(Object.keys(bad.body.message)).toEqual(['activeTabs']);
    expect((await t.call(peer, 'POST', `/api/v1/dashboard/${dashboardId}/permalink`, state)).status).toBe(
      404,
    );
    expect((await t.call(gamma, 'POST', '/api/v1/dashboard/987654/permalink', state)).status).toBe(404);
  });
});

describe('dashboard filter state', () => {
  it('stores a JSON value per dashboard, changed only by its creator', async () => {
    const value = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['Ships'] } } });
    const base = `/api/v1/dashboard/${dashboardId}/filter_state`;
    const posted = await t.call(gamma, 'POST', `${base}?tab_id=3`, { value });
    expect(posted.status).toBe(201);
    const key = posted.body.key as string;
    expect((await t.call(gamma, 'GET', `${base}/${key}`)).body).toEqual({ value });

    const next = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['Planes'] } } });
    expect((await t.call(gamma, 'PUT', `${base}/${key}`, { value: next })).body).toEqual({ key });
    expect((await t.call(gamma, 'GET', `${base}/${key}`)).body).toEqual({ value: next });

    // Another dashboard's URL does not reach this key.
    const elsewhere = (await t.call(gamma, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Elsewhere' }))
      .body.id;
    expect((await t.call(gamma, 'GET', `/api/v1/dashboard/${elsewhere}/filter_state/${key}`)).status).toBe(
      404,
    );

    // Readers of a published dashboard read it but cannot change it.
    await t.call(gamma, 'PUT', `/api/v1/dashboard/${dashboardId}`, { published: true });
    expect((await t.call(peer, 'GET', `${base}/${key}`)).body).toEqual({ value: next });
    expect((await t.call(peer, 'PUT', `${base}/${key}`, { value })).status).toBe(403);
    expect((await t.call(peer, 'DELETE', `${base}/${key}`)).status).toBe(403);

    expect((await t.call(gamma, 'DELETE', `${base}/${key}`)).body).toEqual({
      message: 'Deleted successfully',
    });
    expect((await t.call(gamma, 'GET', `${base}/${key}`)).status).toBe(404);
  });

  it('validates the value', async () => {
    const base = `/api/v1/dashboard/${dashboardId}/filter_state`;
    const bad = await t.call(gamma, 'POST', base, { value: '{oops' });
    expect(bad.body).toEqual({ message: { value: ['JSON not valid'] } });
    const missing = await t.call(gamma, 'POST', base, {});
    expect(Object.keys(missing.body.message)).toEqual(['value']);
  });
});
