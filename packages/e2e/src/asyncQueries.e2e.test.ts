/**
 * GLOBAL_ASYNC_QUERIES in Chromium: chart data answers 202 and the web app follows each job through
 * its events to the result — an explore chart and a dashboard's charts render as they do without the
 * flag, after a loading state — by polling (the default transport), and an explore chart over the
 * WebSocket transport (the server's bootstrap settings saying `ws`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { dashboardChart, waitChartRendered } from './dashboardPage.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { shotFromTop } from './waits.js';

let h: Harness;
let salesId: number;
const consoleErrors: string[] = [];
/** Status of every chart-data answer and every async event poll the page made. */
const answers: { url: string; status: number }[] = [];

beforeAll(async () => {
  h = await startHarness(
    'asyncQueries',
    { GLOBAL_ASYNC_QUERIES: 'true' },
    { examples: true, flightsRows: 2000 },
  );
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  collectPageErrors(h.page, consoleErrors, { failedResponses: true });
  h.page.on('response', (r) => {
    if (/\/api\/v1\/(chart\/data|async_event)/.test(r.url()))
      answers.push({ url: r.url(), status: r.status() });
  });
  await login(h.page);
});
afterAll(() => h?.close());

const jobsAnswered = () => answers.filter((a) => a.url.endsWith('/api/v1/chart/data') && a.status === 202);

describe('global async queries', () => {
  it('renders an explore chart through a job', async () => {
    const id = await createChart(h.page, 'Async pie', salesId, {
      viz_type: 'pie',
      groupby: ['product_line'],
      metric: 'count',
    });
    const before = jobsAnswered().length;
    await h.page.goto(`/explore/?slice_id=${id}`);
    await h.page
      .locator('[data-test="chart-container"][data-status="rendered"]')
      .waitFor({ timeout: 30_000 });
    expect(jobsAnswered().length).toBeGreaterThan(before);
    expect(answers.some((a) => a.url.includes('/api/v1/async_event/') && a.status === 200)).toBe(true);
    expect(answers.some((a) => /\/api\/v1\/chart\/data\/[0-9a-f]{64}$/.test(a.url) && a.status === 200)).toBe(
      true,
    );
    expect(await h.page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    await shotFromTop(h, 'explore-async-chart');
  });

  it('renders a dashboard whose charts all run as jobs', async () => {
    const ids = [
      await createChart(h.page, 'Async bars', salesId, {
        viz_type: 'echarts_timeseries_bar',
        x_axis: 'deal_size',
        metrics: ['count'],
        groupby: [],
      }),
      await createChart(h.page, 'Async total', salesId, { viz_type: 'big_number_total', metric: 'count' }),
      await createChart(h.page, 'Async table', salesId, {
        viz_type: 'table',
        query_mode: 'aggregate',
        groupby: ['country'],
        metrics: ['count'],
      }),
    ];
    const layout: Record<string, unknown> = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'ROW-2'] },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${ids[0]}`, `CHART-${ids[1]}`], meta: {} },
      'ROW-2': { id: 'ROW-2', type: 'ROW', children: [`CHART-${ids[2]}`], meta: {} },
    };
    ids.forEach((id, i) => {
      layout[`CHART-${id}`] = {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        meta: { chartId: id, width: i === 2 ? 12 : 6, height: 50 },
      };
    });
    const created = await api(h.page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Async dashboard',
      position_json: JSON.stringify(layout),
    });
    expect(created.status).toBe(201);
    const before = jobsAnswered().length;
    await h.page.goto(`/superset/dashboard/${created.body.id}/`);
    for (const id of ids) {
      await waitChartRendered(h, id);
      expect(await dashboardChart(h.page, id).locator('[data-test="chart-error-panel"]').count()).toBe(0);
    }
    expect(jobsAnswered().length - before).toBe(ids.length);
    await shotFromTop(h, 'dashboard-async-charts');
    // Every chart-data answer was a job, a cached 200 or a fetched result: never anything else.
    expect(answers.filter((a) => ![200, 202].includes(a.status))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

describe('global async queries over the WebSocket transport', () => {
  it('renders an explore chart from the event pushed on the socket, without polling', async () => {
    // The server's transport setting as a deployment with GLOBAL_ASYNC_QUERIES_TRANSPORT=ws answers it.
    await h.page.route('**/api/v1/feature_flags/', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { conf: Record<string, unknown> };
      json.conf.GLOBAL_ASYNC_QUERIES_TRANSPORT = 'ws';
      await route.fulfill({ response, json });
    });
    const frames: string[] = [];
    const sockets: string[] = [];
    h.page.on('websocket', (ws) => {
      sockets.push(ws.url());
      ws.on('framereceived', (f) => frames.push(String(f.payload)));
    });
    const id = await createChart(h.page, 'Async ws pie', salesId, {
      viz_type: 'pie',
      groupby: ['deal_size'],
      metric: 'count',
    });
    const before = answers.length;
    await h.page.goto(`/explore/?slice_id=${id}`);
    await h.page
      .locator('[data-test="chart-container"][data-status="rendered"]')
      .waitFor({ timeout: 30_000 });
    const now = answers.slice(before);
    const job = now.find((a) => a.url.endsWith('/api/v1/chart/data') && a.status === 202);
    expect(job).toBeDefined();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/api\/v1\/async_event\/ws/);
    const events = frames.map((f) => JSON.parse(f) as { status: string; result_url: string });
    expect(events.some((e) => e.status === 'done')).toBe(true);
    expect(now.filter((a) => a.url.includes('/api/v1/async_event/'))).toEqual([]);
    expect(now.some((a) => /\/api\/v1\/chart\/data\/[0-9a-f]{64}$/.test(a.url) && a.status === 200)).toBe(
      true,
    );
    expect(await h.page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    await shotFromTop(h, 'explore-async-ws-chart');
    await h.page.unroute('**/api/v1/feature_flags/');
    expect(consoleErrors).toEqual([]);
  });
});
