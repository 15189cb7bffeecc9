/**
 * Applied filters survive in URLs, in Chromium: a dashboard whose native filter has a default value
 * (set through the API) queries the charts in its scope with it and shows the filter badge; a
 * cross-filter (a pie slice click) is stored under native_filters_key and a reload keeps both; a
 * permalink restores the filters with the active tab and the anchor; the chart title opens explore
 * with the chart's filters.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { api, login } from './browser.js';
import { dashboardChart } from './dashboardPage.js';
import { createChart } from './fixtures.js';
import { poll } from './waits.js';

let h: Harness;
let salesId: number;
let dashboardId: number;
const ids = { pie: 0, table: 0, big: 0, tab2Table: 0 };
const FILTER_ID = 'NATIVE_FILTER-e2eDealSize';
const DEAL_FILTER = { col: 'deal_size', op: 'IN', val: ['Small'] };
/** The same filter as a chart query carries it: marked as coming from the dashboard. */
const SENT_DEAL = { ...DEAL_FILTER, isExtra: true };

const createSalesChart = (page: Page, name: string, params: Record<string, unknown> & { viz_type: string }) =>
  createChart(page, name, salesId, params);

const chartNode = (id: number, parent: string[]) => ({
  type: 'CHART',
  id: `CHART-${id}`,
  children: [],
  parents: parent,
  meta: { chartId: id, width: 4, height: 50, sliceName: `chart ${id}` },
});

/** Tab 1: pie, table, big number (excluded from the filter); tab 2: a second table. */
function layout() {
  const t1 = ['ROOT_ID', 'TABS-top', 'TAB-one', 'ROW-one'];
  const t2 = ['ROOT_ID', 'TABS-top', 'TAB-two', 'ROW-two'];
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-top'], parents: [] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [], parents: ['ROOT_ID'] },
    HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', meta: { text: 'E2E filter state' } },
    'TABS-top': {
      type: 'TABS',
      id: 'TABS-top',
      children: ['TAB-one', 'TAB-two'],
      parents: ['ROOT_ID'],
      meta: {},
    },
    'TAB-one': {
      type: 'TAB',
      id: 'TAB-one',
      children: ['ROW-one'],
      parents: ['ROOT_ID', 'TABS-top'],
      meta: { text: 'One' },
    },
    'TAB-two': {
      type: 'TAB',
      id: 'TAB-two',
      children: ['ROW-two'],
      parents: ['ROOT_ID', 'TABS-top'],
      meta: { text: 'Two' },
    },
    'ROW-one': {
      type: 'ROW',
      id: 'ROW-one',
      children: [`CHART-${ids.pie}`, `CHART-${ids.table}`, `CHART-${ids.big}`],
      parents: t1.slice(0, 3),
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'ROW-two': {
      type: 'ROW',
      id: 'ROW-two',
      children: [`CHART-${ids.tab2Table}`],
      parents: t2.slice(0, 3),
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    [`CHART-${ids.pie}`]: chartNode(ids.pie, t1),
    [`CHART-${ids.table}`]: chartNode(ids.table, t1),
    [`CHART-${ids.big}`]: chartNode(ids.big, t1),
    [`CHART-${ids.tab2Table}`]: chartNode(ids.tab2Table, t2),
  };
}

const metadata = () => ({
  cross_filters_enabled: true,
  native_filter_configuration: [
    {
      id: FILTER_ID,
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      name: 'Deal size',
      description: '',
      targets: [{ datasetId: salesId, column: { name: 'deal_size' } }],
      controlValues: { multiSelect: true },
      defaultDataMask: {
        extraFormData: { filters: [DEAL_FILTER] },
        filterState: { value: ['Small'], label: 'Small' },
      },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [ids.big] },
    },
  ],
});

/** Chart-data request bodies by slice id, as the page sends them from now on. */
function recordChartData(page: Page) {
  const bodies = new Map<number, Record<string, any>[]>();
  const onRequest = (r: Request) => {
    if (r.method() !== 'POST' || !r.url().includes('/api/v1/chart/data')) return;
    const body = r.postDataJSON() as Record<string, any>;
    const id = Number(body?.form_data?.slice_id);
    bodies.set(id, [...(bodies.get(id) ?? []), body]);
  };
  page.on('request', onRequest);
  return {
    bodies,
    filtersOf: (id: number) => (bodies.get(id)?.at(-1)?.queries?.[0]?.filters ?? []) as unknown[],
    stop: () => page.off('request', onRequest),
  };
}

const badge = (page: Page, id: number) =>
  dashboardChart(page, id).locator('[data-test="applied-filter-count"]');

beforeAll(async () => {
  h = await startHarness('filterState', {}, { examples: true, flightsRows: 1000 });
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  await login(h.page);
  ids.pie = await createSalesChart(h.page, 'FS pie', {
    viz_type: 'pie',
    groupby: ['product_line'],
    metric: 'count',
  });
  ids.table = await createSalesChart(h.page, 'FS table', {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['deal_size'],
    metrics: ['count'],
  });
  ids.big = await createSalesChart(h.page, 'FS big number', {
    viz_type: 'big_number_total',
    metric: 'count',
  });
  ids.tab2Table = await createSalesChart(h.page, 'FS second table', {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['country'],
    metrics: ['count'],
  });
  const created = await api(h.page, 'POST', '/api/v1/dashboard/', { dashboard_title: 'E2E filter state' });
  expect(created.status).toBe(201);
  dashboardId = created.body.id as number;
  const put = await api(h.page, 'PUT', `/api/v1/dashboard/${dashboardId}`, {
    position_json: JSON.stringify(layout()),
    json_metadata: JSON.stringify(metadata()),
  });
  expect(put.status).toBe(200);
});
afterAll(() => h?.close());

describe('applied filters in URLs', () => {
  let keyedUrl = '';
  let pieValue: unknown[] = [];

  it('queries the charts in scope with the default value and shows the badge', async () => {
    const { page } = h;
    const rec = recordChartData(page);
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await poll(() => [ids.pie, ids.table, ids.big].every((id) => rec.bodies.has(id))).toBe(true);
    expect(rec.filtersOf(ids.pie)).toContainEqual(SENT_DEAL);
    expect(rec.filtersOf(ids.table)).toContainEqual(SENT_DEAL);
    expect(rec.filtersOf(ids.big)).not.toContainEqual(SENT_DEAL);
    // The second tab's chart is not seen yet: no query.
    expect(rec.bodies.has(ids.tab2Table)).toBe(false);
    await poll(() => badge(page, ids.table).textContent()).toBe('1');
    expect(await badge(page, ids.big).count()).toBe(0);
    await badge(page, ids.table).hover();
    await page.locator('[data-test="applied-filter"]', { hasText: 'Deal size' }).waitFor();
    expect(await page.locator('[data-test="applied-filter"]').first().textContent()).toBe('Deal size: Small');
    // Defaults only: nothing stored, the URL has no key.
    expect(page.url()).not.toContain('native_filters_key');
    await h.shot('default-filter-badge');
    await page.mouse.move(5, 5);
    rec.stop();
  });

  it('stores a cross-filter under native_filters_key; a reload keeps every filter', async () => {
    const { page } = h;
    const rec = recordChartData(page);
    const pieCanvas = dashboardChart(page, ids.pie).locator('canvas').first();
    await pieCanvas.waitFor();
    const box = (await pieCanvas.boundingBox())!;
    await page.mouse.click(
      box.x + box.width / 2 + Math.min(box.width, box.height) * 0.15,
      box.y + box.height / 2,
    );
    // The table and the big number re-query with the pie's selection; the pie does not filter itself.
    await poll(() => rec.filtersOf(ids.table).some((f: any) => f.col === 'product_line')).toBe(true);
    await poll(() => rec.filtersOf(ids.big).some((f: any) => f.col === 'product_line')).toBe(true);
    expect(rec.bodies.has(ids.pie)).toBe(false);
    pieValue = (rec.filtersOf(ids.table).find((f: any) => f.col === 'product_line') as any).val;
    expect(pieValue).toHaveLength(1);
    await poll(() => badge(page, ids.table).textContent()).toBe('2');
    await poll(() => badge(page, ids.big).textContent()).toBe('1');
    await page.waitForURL(/native_filters_key=/, { timeout: 10_000 });
    keyedUrl = page.url();
    const key = new URL(keyedUrl).searchParams.get('native_filters_key')!;
    const stored = await api(page, 'GET', `/api/v1/dashboard/${dashboardId}/filter_state/${key}`);
    expect(stored.status).toBe(200);
    const masks = JSON.parse(stored.body.value as string) as Record<string, any>;
    expect(masks[String(ids.pie)].extraFormData.filters[0]).toMatchObject({
      col: 'product_line',
      val: pieValue,
    });
    expect(masks[FILTER_ID].extraFormData.filters).toEqual([DEAL_FILTER]);
    await h.shot('cross-filtered');
    rec.stop();

    const after = recordChartData(page);
    await page.reload();
    await poll(() => [ids.pie, ids.table, ids.big].every((id) => after.bodies.has(id))).toBe(true);
    expect(after.filtersOf(ids.table)).toEqual(
      expect.arrayContaining([SENT_DEAL, expect.objectContaining({ col: 'product_line', val: pieValue })]),
    );
    expect(after.filtersOf(ids.pie)).toContainEqual(SENT_DEAL);
    expect(after.filtersOf(ids.pie).some((f: any) => f.col === 'product_line')).toBe(false);
    await poll(() => badge(page, ids.table).textContent()).toBe('2');
    // The same key is kept (updated in place, not a new one per load).
    expect(page.url()).toBe(keyedUrl);
    after.stop();
  });

  it('falls back to the defaults for an unknown key', async () => {
    const { page } = h;
    const rec = recordChartData(page);
    await page.goto(`/superset/dashboard/${dashboardId}/?native_filters_key=no-such-key`);
    await poll(() => rec.bodies.has(ids.table)).toBe(true);
    expect(rec.filtersOf(ids.table)).toEqual([SENT_DEAL]);
    await poll(() => page.url()).not.toContain('native_filters_key');
    rec.stop();
  });

  it('a permalink restores the filters, the active tab and the anchor', async () => {
    const { page } = h;
    await page.goto(keyedUrl);
    await poll(() => badge(page, ids.table).textContent()).toBe('2');
    // The second tab, and an anchor on its chart.
    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Two' }).click();
    await dashboardChart(page, ids.tab2Table).waitFor();
    await page.evaluate(`window.location.hash = ${JSON.stringify(`CHART-${ids.tab2Table}`)}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const created = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && r.url().endsWith(`/api/v1/dashboard/${dashboardId}/permalink`),
    );
    await page.locator('[data-test="actions-trigger"]').click();
    await page.locator('[data-test="menu-share"]').click();
    await page.locator('[data-test="menu-copy-permalink"]').click();
    const response = await created;
    const sent = response.request().postDataJSON() as Record<string, any>;
    expect(sent.activeTabs).toContain('TAB-two');
    expect(sent.anchor).toBe(`CHART-${ids.tab2Table}`);
    expect(sent.dataMask[FILTER_ID].extraFormData.filters).toEqual([DEAL_FILTER]);
    expect(sent.dataMask[String(ids.pie)].extraFormData.filters[0].val).toEqual(pieValue);
    expect((sent.urlParams as [string, string][]).some(([k]) => k === 'native_filters_key')).toBe(false);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);

    const rec = recordChartData(page);
    await page.goto(new URL(url).pathname);
    // The stored tab is open: its chart queries, with the deal size filter and the pie's cross-filter.
    await poll(() => rec.bodies.has(ids.tab2Table)).toBe(true);
    expect(rec.filtersOf(ids.tab2Table)).toEqual(
      expect.arrayContaining([SENT_DEAL, expect.objectContaining({ col: 'product_line', val: pieValue })]),
    );
    await poll(() => badge(page, ids.tab2Table).textContent()).toBe('2');
    expect(await dashboardChart(page, ids.pie).isVisible()).toBe(false);
    await h.shot('permalink-restored');
    rec.stop();
  });

  it('the chart title opens explore with the chart filters', async () => {
    const { page } = h;
    await page.goto(keyedUrl);
    await poll(() => badge(page, ids.table).textContent()).toBe('2');
    const exploreQuery = page.waitForRequest(
      (r) =>
        r.method() === 'POST' && r.url().includes('/api/v1/chart/data') && page.url().includes('/explore/'),
    );
    await dashboardChart(page, ids.table).locator('[data-test="slice-title"]').click();
    await page.waitForURL(/\/explore\/\?form_data_key=[^&]+&slice_id=\d+/);
    expect(new URL(page.url()).searchParams.get('slice_id')).toBe(String(ids.table));
    const body = (await exploreQuery).postDataJSON() as Record<string, any>;
    expect(body.form_data.slice_id).toBe(ids.table);
    expect(body.queries[0].filters).toEqual(
      expect.arrayContaining([SENT_DEAL, expect.objectContaining({ col: 'product_line', val: pieValue })]),
    );
    await page.locator('[data-test="explore-chart-header"]').waitFor();
    await page.locator('[data-test="explore-page"] table').first().waitFor();
    await h.shot('explore-from-dashboard');
  });
});
