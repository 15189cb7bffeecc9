/**
 * Embedded dashboards in Chromium (issue 22) with Superset's published SDK, unchanged: the dashboard's
 * "Embed dashboard" dialog enables embedding for a host origin; a host page on a second loopback port
 * loads @superset-ui/embedded-sdk's browser bundle and calls embedDashboard(), its fetchGuestToken
 * asking the host's own endpoint, which gets a guest token from Meridian with an API login, as a
 * host backend does. Every chart draws inside the iframe; a guest token with an RLS rule narrows the
 * data; a host origin that is not allowed is refused (frame-ancestors). Screenshots are kept.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, chooseMenuItem, login } from './browser.js';
import { createChart } from './fixtures.js';
import path from 'node:path';
import { ADMIN_PASSWORD, ARTIFACTS, startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { poll } from './waits.js';

const require = createRequire(import.meta.url);
const SDK_BUNDLE = require.resolve('@superset-ui/embedded-sdk/bundle/index.js');

let h: Harness;
let host: http.Server;
let hostOrigin = '';
let dashboardId = 0;
let chartIds: number[] = [];
let salesId = 0;
let accessToken = '';
const pageErrors: string[] = [];

/** A guest token for the embedding, from Meridian's API as the host's backend asks for it. */
async function guestToken(uuid: string, rls: { dataset?: number; clause: string }[]): Promise<string> {
  const res = await fetch(`${h.baseUrl}/api/v1/security/guest_token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      user: { username: 'host-viewer', first_name: 'Host', last_name: 'Viewer' },
      resources: [{ type: 'dashboard', id: uuid }],
      rls,
    }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`guest token: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** The host page: the SDK's bundle and one embedDashboard call, its ids in the query string. */
const hostPage = (supersetDomain: string) => `<!doctype html>
<html><head><title>Host application</title>
<style>body{font-family:sans-serif;margin:16px;background:#f4f4f4} #dash iframe{width:100%;height:700px;border:1px solid #ccc;background:#fff}</style>
</head><body><h1>Host application</h1><div id="dash"></div>
<script src="/sdk.js"></script>
<script>
  const params = new URLSearchParams(location.search);
  supersetEmbeddedSdk.embedDashboard({
    id: params.get('id'),
    supersetDomain: ${JSON.stringify(supersetDomain)},
    mountPoint: document.getElementById('dash'),
    fetchGuestToken: () => fetch('/token' + location.search).then((r) => r.text()),
    dashboardUiConfig: { hideTitle: false, hideChartControls: false, filters: { expanded: false } },
  }).then((d) => { window.embedded = d; }, (e) => { window.embedError = String(e); });
</script></body></html>`;

function startHost(): Promise<void> {
  host = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname === '/sdk.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(SDK_BUNDLE));
    } else if (url.pathname === '/token') {
      const rls = url.searchParams.get('rls');
      guestToken(url.searchParams.get('id') ?? '', rls ? [{ dataset: salesId, clause: rls }] : []).then(
        (t) => res.writeHead(200, { 'content-type': 'text/plain' }).end(t),
        (e: unknown) => res.writeHead(500).end(String(e)),
      );
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end(hostPage(h.baseUrl));
    }
  });
  return new Promise((resolve) =>
    host.listen(0, '127.0.0.1', () => {
      hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** The embedded dashboard's frame once the page inside has loaded. */
async function embeddedFrame(page: Page): Promise<Frame> {
  await page.locator('#dash iframe').waitFor();
  let frame: Frame | undefined;
  await poll(() => (frame = page.frames().find((f) => f.url().includes('/embedded/'))) !== undefined).toBe(
    true,
  );
  return frame!;
}

const chartIn = (frame: Frame, id: number) =>
  frame.locator(`[data-test="dashboard-chart"][data-chart-id="${id}"]`);

async function waitChartsRendered(frame: Frame): Promise<void> {
  for (const id of chartIds) {
    await chartIn(frame, id).locator('[data-status="rendered"]').waitFor({ timeout: 30_000 });
  }
}

/** The deal sizes the table chart lists. */
async function dealSizes(frame: Frame): Promise<string[]> {
  const rows = await chartIn(frame, chartIds[1]!).locator('tbody tr').allInnerTexts();
  return rows.map((r) => r.split('\t')[0]!.trim()).sort();
}

beforeAll(async () => {
  h = await startHarness(
    'embedded',
    { EMBEDDED_SUPERSET: 'true', GUEST_ROLE_NAME: 'Gamma' },
    { examples: true, flightsRows: 100 },
  );
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  await startHost();
  await login(h.page);
  const jwt = await fetch(`${h.baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db' }),
  });
  accessToken = ((await jwt.json()) as { access_token: string }).access_token;
  chartIds = [
    await createChart(h.page, 'Orders', salesId, { viz_type: 'big_number_total', metric: 'count' }),
    await createChart(h.page, 'Orders by deal size', salesId, {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['deal_size'],
      metrics: ['count'],
    }),
  ];
  const layout: Record<string, unknown> = {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: chartIds.map((id) => `CHART-${id}`), meta: {} },
  };
  for (const id of chartIds)
    layout[`CHART-${id}`] = {
      id: `CHART-${id}`,
      type: 'CHART',
      children: [],
      meta: { chartId: id, width: 6, height: 50 },
    };
  const created = await api(h.page, 'POST', '/api/v1/dashboard/', {
    dashboard_title: 'Embedded sales',
    published: true,
    position_json: JSON.stringify(layout),
  });
  dashboardId = created.body.id as number;
}, 240_000);

afterAll(async () => {
  await h?.close();
  await new Promise((r) => host?.close(r));
});

describe('embedded dashboard through @superset-ui/embedded-sdk', () => {
  let uuid = '';

  it('enables embedding for the host origin in the "Embed dashboard" dialog', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await chooseMenuItem(page, '[data-test="actions-trigger"]', '[data-test="menu-embed-dashboard"]');
    const dialog = page.locator('[data-test="embed-dashboard-controls"]');
    await dialog
      .getByText('Configure this dashboard to embed it into an external web application.')
      .waitFor();
    await dialog.locator('[data-test="allowed-domains"]').fill(hostOrigin);
    await dialog.getByRole('button', { name: 'Enable embedding' }).click();
    const id = dialog.locator('[data-test="embedded-id"]');
    await id.waitFor();
    uuid = (await id.innerText()).trim();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    await dialog.getByRole('button', { name: 'Deactivate' }).waitFor();
    await h.shot('embed-dialog');
    const saved = await api(page, 'GET', `/api/v1/dashboard/${dashboardId}/embedded`);
    expect(saved.body.result).toMatchObject({ uuid, allowed_domains: [hostOrigin] });
  });

  it('draws every chart inside the host page iframe, as the guest', async () => {
    const page = await h.context.newPage();
    collectPageErrors(page, pageErrors, { failedResponses: true });
    await page.goto(`${hostOrigin}/?id=${uuid}`);
    const frame = await embeddedFrame(page);
    await waitChartsRendered(frame);
    expect(await frame.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    expect(await dealSizes(frame)).toEqual(['Large', 'Medium', 'Small']);
    // The SDK's getters answer over the switchboard.
    const size = await page.evaluate(() =>
      (
        globalThis as unknown as { embedded: { getScrollSize(): Promise<{ height: number }> } }
      ).embedded.getScrollSize(),
    );
    expect(size.height).toBeGreaterThan(100);
    const mask = await page.evaluate(() =>
      (globalThis as unknown as { embedded: { getDataMask(): Promise<unknown> } }).embedded.getDataMask(),
    );
    expect(mask).toEqual({});
    // dashboardUiConfig.filters.expanded = false: the filter bar starts collapsed.
    await frame.locator('[data-open="false"]').waitFor();
    // No app menu inside the frame.
    expect(await frame.locator('[data-test="user-menu"]').count()).toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'embedded', 'host-page.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('narrows the data by the guest token RLS rule', async () => {
    const page = await h.context.newPage();
    await page.goto(`${hostOrigin}/?id=${uuid}&rls=${encodeURIComponent("deal_size = 'Small'")}`);
    const frame = await embeddedFrame(page);
    await waitChartsRendered(frame);
    expect(await dealSizes(frame)).toEqual(['Small']);
    await page.screenshot({ path: path.join(ARTIFACTS, 'embedded', 'host-page-rls.png'), fullPage: true });
    await page.close();
  });

  it('refuses a host origin that is not allowed (frame-ancestors)', async () => {
    const res = await api(h.page, 'PUT', `/api/v1/dashboard/${dashboardId}/embedded`, {
      allowed_domains: ['https://allowed.example.com'],
    });
    expect(res.status).toBe(200);
    const page = await h.context.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => blocked.push(m.text()));
    await page.goto(`${hostOrigin}/?id=${uuid}`);
    await page.locator('#dash iframe').waitFor();
    await poll(() => blocked.some((t) => /frame-ancestors/.test(t))).toBe(true);
    expect(page.frames().some((f) => f.url().includes('/embedded/') && f.url().startsWith('http'))).toBe(
      false,
    );
    await page.close();
  });
});
