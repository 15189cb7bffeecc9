/**
 * The dashboard page in Chromium: an admin builds a dashboard in edit mode (three charts, a markdown
 * and a tab set dragged in from the side panel), resizes a chart, undoes and redoes, saves, and
 * after a reload finds the same layout. A Gamma user cannot enter edit mode, standalone=1 hides the
 * navigation, and charts far below the fold ask for no data until scrolled to. Tabs reorder by
 * dragging their titles, and with the confirm-dashboard-diff flag (on for this suite) a save over
 * someone else's change asks to confirm the overwritten values first.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';
import { api, login } from './browser.js';
import { dashboardChart } from './dashboardPage.js';
import { collectPageErrors } from './pageErrors.js';
import { settledShot, shotFromTop } from './waits.js';
import { createChart } from './fixtures.js';

let h: Harness;
let salesId: number;
let dashboardId: number;
const charts: { id: number; name: string }[] = [];
const GAMMA = { username: 'gary', password: 'gary-gamma-password' };
const consoleErrors: string[] = [];
let savedChangedOn = '';

const VIZ = [
  { viz_type: 'pie', groupby: ['product_line'], metric: 'count' },
  { viz_type: 'echarts_timeseries_bar', x_axis: 'product_line', metrics: ['count'], groupby: [] },
  { viz_type: 'big_number_total', metric: 'count' },
  { viz_type: 'table', query_mode: 'aggregate', groupby: ['deal_size'], metrics: ['count'] },
];

const createSalesChart = (page: Page, name: string, i: number) =>
  createChart(page, name, salesId, VIZ[i % VIZ.length]!);

const shot = (name: string) => shotFromTop(h, name);

const center = async (l: Locator) => {
  const b = (await l.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2, box: b };
};

/** A pointer drag as a person makes it (the drag starts after a few pixels of movement). */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  await from.scrollIntoViewIfNeeded();
  const a = await center(from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 12, a.y + 12, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.locator('[data-test="drop-indicator"]').waitFor({ timeout: 5000 });
  const position = await page.locator('[data-test="drop-indicator"]').getAttribute('data-position');
  await page.mouse.up();
  return position;
}

const newChart = (page: Page, name: string) =>
  page.locator('[data-test="new-chart"]', {
    has: page.locator('[data-test="new-chart-name"]', { hasText: name }),
  });
const toasts = (page: Page) => page.locator('[data-test="toast"]').allTextContents();
const positions = async (page: Page) => {
  const r = await api(page, 'GET', `/api/v1/dashboard/${dashboardId}`);
  return JSON.parse(r.body.result.position_json as string) as Record<
    string,
    { type: string; meta: any; children: string[] }
  >;
};

beforeAll(async () => {
  h = await startHarness(
    'dashboard',
    { CONFIRM_DASHBOARD_DIFF: 'true' },
    { examples: true, flightsRows: 1000 },
  );
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  collectPageErrors(h.page, consoleErrors);
  await login(h.page, 'admin', ADMIN_PASSWORD);
  for (let i = 0; i < 3; i++) {
    const name = `E2E dash chart ${i + 1}`;
    charts.push({ id: await createSalesChart(h.page, name, i), name });
  }
  const created = await api(h.page, 'POST', '/api/v1/dashboard/', { dashboard_title: 'E2E built dashboard' });
  expect(created.status).toBe(201);
  dashboardId = created.body.id as number;
});
afterAll(() => h?.close());

describe('dashboard page in Chromium', () => {
  it('builds a dashboard in edit mode: three charts, a markdown and tabs', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="grid-empty"]').waitFor();
    await shot('empty-dashboard');
    await page.locator('[data-test="edit-dashboard-button"]').click();
    await page.locator('[data-test="dashboard-builder-sidepane"]').waitFor();
    await page.waitForURL(/edit=true/);
    await newChart(page, charts[0]!.name).waitFor();
    await shot('edit-mode-empty');

    // First chart onto the empty grid, then two to the right of the one before.
    const grid = page.locator('[data-test="grid-content"]');
    const g = await center(grid);
    // Into the empty grid: a container without children takes it at its start ('top').
    expect(await drag(page, newChart(page, charts[0]!.name), { x: g.x, y: g.box.y + 60 })).toBe('top');
    await dashboardChart(page, charts[0]!.id).waitFor();
    await expect
      .poll(() => newChart(page, charts[0]!.name).locator('[data-test="chart-added"]').count())
      .toBe(1);
    for (const [prev, next] of [
      [charts[0]!, charts[1]!],
      [charts[1]!, charts[2]!],
    ] as const) {
      const target = await center(dashboardChart(page, prev.id));
      const pos = await drag(page, newChart(page, next.name), {
        x: target.box.x + target.box.width - 30,
        y: target.y,
      });
      expect(pos).toBe('right');
      await dashboardChart(page, next.id).waitFor();
    }
    expect(await page.locator('[data-test="grid-row"]').count()).toBe(1);
    expect(await page.locator('[data-test="grid-row"] [data-test="dashboard-chart"]').count()).toBe(3);

    // A markdown under the row, then a tab set under that.
    const markdownSource = page.locator('[data-test="new-component-markdown"]');
    const tabsSource = page.locator('[data-test="new-component-tabs"]');
    await page
      .locator('[data-test="dashboard-builder-sidepane"] [role="tab"]', { hasText: 'Layout elements' })
      .click();
    const below = async () => {
      await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      const rows = page.locator('[data-test="grid-content"] > [data-type]');
      const last = (await rows.last().boundingBox())!;
      return { x: last.x + last.width / 2, y: last.y + last.height + 20 };
    };
    expect(await drag(page, markdownSource, await below())).toBe('bottom');
    await page.locator('[data-test="dashboard-markdown"]').waitFor();
    expect(await drag(page, tabsSource, await below())).toBe('bottom');
    await page.locator('[data-test="dashboard-tabs"]').waitFor();

    // Name the tab and write the markdown.
    await page.locator('[data-test="dashboard-tab-title"]').first().dblclick();
    await page.locator('[data-test="dashboard-tab-title-input"]').fill('Overview');
    await page.keyboard.press('Enter');
    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Overview' }).waitFor();
    await page.locator('[data-test="dashboard-markdown"]').click();
    await page
      .locator('[data-test="markdown-editor"] .cm-content')
      .fill('# Sales notes\n\nAll **three** charts use the sales data.');
    await page.locator('[data-test="markdown-mode"]').getByText('Preview').click();
    await page.locator('[data-test="dashboard-markdown"] h1', { hasText: 'Sales notes' }).waitFor();
    await page.mouse.click(5, 300); // outside: keeps the text
    await page.locator('[data-test="dashboard-markdown"] strong', { hasText: 'three' }).waitFor();
    await shot('edit-mode-built');
  });

  it('resizes a chart, undoes and redoes', async () => {
    const { page } = h;
    const first = dashboardChart(page, charts[0]!.id);
    expect((await first.boundingBox())!.height).toBe(400);
    const handle = page
      .locator(`[data-component-id]:has(> [data-test="dashboard-chart"][data-chart-id="${charts[0]!.id}"])`)
      .locator('> [data-test="resize-height"]');
    await first.hover();
    const hb = await center(handle);
    await page.mouse.move(hb.x, hb.y);
    await page.mouse.down();
    await page.mouse.move(hb.x, hb.y + 40, { steps: 5 });
    await page.mouse.move(hb.x, hb.y + 80, { steps: 5 });
    await page.locator('[data-test="resize-preview"]').waitFor();
    await shot('resizing');
    await page.mouse.up();
    await expect.poll(async () => (await first.boundingBox())!.height).toBe(480);

    // Keyboard undo, button redo.
    await page.mouse.click(5, 300);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await first.boundingBox())!.height).toBe(400);
    await page.locator('[data-test="redo-action"]').click();
    await expect.poll(async () => (await first.boundingBox())!.height).toBe(480);
    await page.keyboard.press('Control+Shift+z'); // nothing left to redo
    expect((await first.boundingBox())!.height).toBe(480);

    // Widening a chart in a full row is refused with the spec's warning.
    const width = page
      .locator(`[data-component-id]:has(> [data-test="dashboard-chart"][data-chart-id="${charts[2]!.id}"])`)
      .locator('> [data-test="resize-width"]');
    await dashboardChart(page, charts[2]!.id).hover();
    const wb = await center(width);
    await page.mouse.move(wb.x, wb.y);
    await page.mouse.down();
    await page.mouse.move(wb.x + 150, wb.y, { steps: 6 });
    await page.mouse.up();
    await expect
      .poll(() => toasts(page))
      .toContain(
        'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
      );
  });

  it('saves, and a reload shows the same layout', async () => {
    const { page } = h;
    await page.locator('[data-test="header-save-button"]').click();
    await expect.poll(() => toasts(page)).toContain('This dashboard was saved successfully.');
    await page.locator('[data-test="dashboard-page"][data-edit-mode="false"]').waitFor();
    const saved = await positions(page);
    savedChangedOn = (await api(page, 'GET', `/api/v1/dashboard/${dashboardId}`)).body.result.changed_on;
    const chartsSaved = Object.values(saved).filter((c) => c.type === 'CHART');
    expect(chartsSaved.map((c) => c.meta.chartId).sort()).toEqual(charts.map((c) => c.id).sort());
    expect(chartsSaved.find((c) => c.meta.chartId === charts[0]!.id)!.meta.height).toBe(60);
    expect(
      Object.values(saved).some((c) => c.type === 'MARKDOWN' && c.meta.code.includes('Sales notes')),
    ).toBe(true);
    expect(Object.values(saved).some((c) => c.type === 'TAB' && c.meta.text === 'Overview')).toBe(true);
    // The dashboard now lists its charts (the layout decides).
    const listed = await api(page, 'GET', `/api/v1/dashboard/${dashboardId}/charts`);
    expect((listed.body.result as { id: number }[]).length).toBe(3);

    await page.reload();
    for (const c of charts)
      await dashboardChart(page, c.id)
        .locator('[data-test="chart-container"][data-status="rendered"]')
        .waitFor({ timeout: 30_000 });
    expect((await dashboardChart(page, charts[0]!.id).boundingBox())!.height).toBe(480);
    expect(await page.locator('[data-test="grid-row"] [data-test="dashboard-chart"]').count()).toBe(3);
    await page.locator('[data-test="dashboard-markdown"] h1', { hasText: 'Sales notes' }).waitFor();
    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Overview' }).waitFor();
    expect(await positions(page)).toEqual(saved);
    await shot('saved-and-reloaded');
  });

  it('stores the label colours the charts drew, without marking the dashboard changed', async () => {
    const { page } = h;
    const stored = async () => {
      const r = await api(page, 'GET', `/api/v1/dashboard/${dashboardId}`);
      const metadata = JSON.parse((r.body.result.json_metadata as string) || '{}') as Record<string, any>;
      return { metadata, changedOn: r.body.result.changed_on as string };
    };
    await expect
      .poll(async () => Object.keys((await stored()).metadata.map_label_colors ?? {}), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Classic Cars', 'Motorcycles', 'COUNT(*)']));
    const { metadata, changedOn } = await stored();
    // The bar's series is the count metric under its verbose name (the dashboard's datasets).
    expect(metadata.shared_label_colors).toEqual(expect.arrayContaining(['Classic Cars', 'COUNT(*)']));
    expect(metadata.color_scheme_domain).toHaveLength(20);
    expect(changedOn).toBe(savedChangedOn);
  });

  it('offers the chart menu: view query, view as table, full size', async () => {
    const { page } = h;
    const chart = dashboardChart(page, charts[1]!.id);
    // A chart builds its menu once it has come into view.
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('[data-test="slice-menu-trigger"]').click();
    await page.locator('[data-test="view-query"]').click();
    await page.locator('[data-test="view-query-sql"]', { hasText: 'SELECT' }).waitFor();
    await shot('view-query');
    await page.keyboard.press('Escape');
    await chart.locator('[data-test="slice-menu-trigger"]').click();
    await page.locator('[data-test="view-as-table"]').click();
    await page.locator('[data-test="view-results-modal"] .ag-row').first().waitFor();
    await shot('view-as-table');
    await page.keyboard.press('Escape');
    await chart.locator('[data-test="slice-menu-trigger"]').click();
    await page.locator('[data-test="enter-fullscreen"]').click();
    await page.locator('[data-test="dashboard-chart"][data-full-size="true"]').waitFor();
    expect((await chart.boundingBox())!.width).toBe(1280);
    await shot('full-size-chart');
    await chart.locator('[data-test="slice-menu-trigger"]').click();
    await page.locator('[data-test="exit-fullscreen"]').click();
    await expect.poll(async () => (await chart.boundingBox())!.width).toBeLessThan(1280);
  });

  it('makes a tab set the top-level tabs, and Discard puts everything back', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/?edit=true`);
    await page.locator('[data-test="dashboard-builder-sidepane"]').waitFor();
    const tabs = page.locator('[data-component-id][data-type="TABS"]');
    await tabs.scrollIntoViewIfNeeded();
    await tabs.hover();
    const handle = tabs.locator('> .dashboard-component-toolbar [data-test="drag-handle"]');
    const a = await center(handle);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 10, a.y - 10, { steps: 4 });
    // The strip that makes top-level tabs shows while a tab set is dragged.
    const strip = page.locator('[data-test="root-drop-zone"]');
    await strip.waitFor();
    await page.evaluate('window.scrollTo(0, 0)');
    const s = await center(strip);
    await page.mouse.move(s.x, s.y, { steps: 10 });
    await page.locator('[data-test="drop-indicator"][data-target="ROOT_ID"]').waitFor();
    await page.mouse.up();
    await page.locator('[data-test="top-level-tabs"]').waitFor();
    // Everything that was on the grid is now in the first tab.
    expect(await page.locator('[data-test="top-level-tabs"] [data-test="dashboard-chart"]').count()).toBe(3);
    await shot('top-level-tabs');
    await page.locator('[data-test="discard-changes-button"]').click();
    await page.locator('[data-test="dashboard-page"][data-edit-mode="false"]').waitFor();
    expect(await page.locator('[data-test="top-level-tabs"]').count()).toBe(0);
    await page.locator('[data-test="dashboard-tabs"]').waitFor();
  });

  it('reorders tabs by dragging their titles', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/?edit=true`);
    await page.locator('[data-test="dashboard-builder-sidepane"]').waitFor();
    const tabSet = page.locator('[data-test="dashboard-tabs"]');
    await tabSet.scrollIntoViewIfNeeded();
    await tabSet.locator('.ant-tabs-nav-add:visible').first().click();
    const labels = tabSet.locator('[data-test="dashboard-tab-label"]');
    await expect.poll(() => labels.count()).toBe(2);
    const before = await labels.evaluateAll((els) => els.map((e) => e.getAttribute('data-tab-id')));
    // The new (second) tab onto the left edge of the first one.
    const first = await center(labels.first());
    const position = await drag(page, labels.nth(1), { x: first.box.x + 4, y: first.y });
    expect(position).toBe('left');
    await expect
      .poll(() => labels.evaluateAll((els) => els.map((e) => e.getAttribute('data-tab-id'))))
      .toEqual([before[1], before[0]]);
    await shot('tabs-reordered');
  });

  it('asks to confirm a save that overwrites changes made elsewhere', async () => {
    const { page } = h;
    // Someone else changes the dashboard's CSS while this page has unsaved tab changes.
    const other = await api(page, 'PUT', `/api/v1/dashboard/${dashboardId}`, {
      css: '.elsewhere { color: red; }',
    });
    expect(other.status).toBe(200);
    await page.locator('[data-test="header-save-button"]').click();
    const modal = page.locator('[data-test="overwrite-confirm-modal"]');
    await modal.waitFor();
    await expect.poll(() => toasts(page)).toContain('Please confirm the overwrite values.');
    const row = modal.locator('tr[data-key="css"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('.elsewhere { color: red; }');
    await settledShot(h, 'overwrite-confirm');
    // Nothing was saved yet.
    const tabsBefore = Object.values(await positions(page)).find(
      (c) => c.type === 'TABS' && c.children.length === 1,
    );
    expect(tabsBefore).toBeTruthy();
    await page.locator('[data-test="overwrite-confirm"]').click();
    await expect.poll(() => toasts(page)).toContain('This dashboard was saved successfully.');
    await page.locator('[data-test="dashboard-page"][data-edit-mode="false"]').waitFor();
    const saved = await api(page, 'GET', `/api/v1/dashboard/${dashboardId}`);
    expect(saved.body.result.css).toBe('');
    const layout = JSON.parse(saved.body.result.position_json as string) as Record<
      string,
      { type: string; children: string[]; meta: { text?: string } }
    >;
    const nested = Object.values(layout).find((c) => c.type === 'TABS')!;
    expect(nested.children).toHaveLength(2);
    expect(layout[nested.children[1]!]!.meta.text).toBe('Overview');
  });

  it('hides the navigation with standalone=1', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="navbar"]').waitFor();
    await page.goto(`/superset/dashboard/${dashboardId}/?standalone=1`);
    await page.locator('[data-test="dashboard-page"]').waitFor();
    expect(await page.locator('[data-test="navbar"]').count()).toBe(0);
    await dashboardChart(page, charts[0]!.id)
      .locator('[data-status="rendered"]')
      .waitFor({ timeout: 30_000 });
    await shot('standalone');
  });

  it('asks the charts in view for data first, the ones far below the fold once those have drawn', async () => {
    const { page } = h;
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await createSalesChart(page, `E2E lazy chart ${i + 1}`, i));
    const layout: Record<string, unknown> = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ids.map((id) => `ROW-${id}`) },
    };
    for (const id of ids) {
      layout[`ROW-${id}`] = { id: `ROW-${id}`, type: 'ROW', children: [`CHART-${id}`], meta: {} };
      layout[`CHART-${id}`] = {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        meta: { chartId: id, width: 12, height: 50 },
      };
    }
    const created = await api(page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'E2E long dashboard',
      position_json: JSON.stringify(layout),
    });
    expect(created.status).toBe(201);
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/chart/data')) requested.push(r.postData() ?? '');
    });
    await page.goto(`/superset/dashboard/${created.body.id}/`);
    await dashboardChart(page, ids[0]!).locator('[data-status="rendered"]').waitFor({ timeout: 30_000 });
    // Without scrolling: the others load on idle, after the first screen's charts, in layout order.
    await expect.poll(() => requested.length, { timeout: 30_000 }).toBe(ids.length);
    const order = requested.map((body) => ids.findIndex((id) => body.includes(`"slice_id":${id}`)));
    expect(order[0]).toBe(0);
    expect(order.indexOf(ids.length - 1)).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      await dashboardChart(page, id).scrollIntoViewIfNeeded();
      await dashboardChart(page, id).locator('[data-status="rendered"]').waitFor({ timeout: 30_000 });
    }
    expect(requested.length).toBe(ids.length);
    await shot('long-dashboard-scrolled');
  });

  it('opens a dashboard permalink on its stored tab', async () => {
    const { page } = h;
    const layout = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [] },
      'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'], meta: {} },
      'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-a'], meta: { text: 'Charts' } },
      'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-a'], meta: {} },
      'CHART-a': {
        id: 'CHART-a',
        type: 'CHART',
        children: [],
        meta: { chartId: charts[0]!.id, width: 6, height: 50 },
      },
      'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-b'], meta: { text: 'Notes' } },
      'ROW-b': { id: 'ROW-b', type: 'ROW', children: ['MARKDOWN-b'], meta: {} },
      'MARKDOWN-b': {
        id: 'MARKDOWN-b',
        type: 'MARKDOWN',
        children: [],
        meta: { width: 6, height: 20, code: '## Tab B notes' },
      },
    };
    const created = await api(page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'E2E tabbed',
      position_json: JSON.stringify(layout),
    });
    const link = await api(page, 'POST', `/api/v1/dashboard/${created.body.id}/permalink`, {
      activeTabs: ['TAB-b'],
      anchor: 'MARKDOWN-b',
      urlParams: [],
      dataMask: {},
    });
    expect(link.status).toBe(201);
    const requested: string[] = [];
    const onRequest = (r: { method(): string; url(): string }) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/chart/data')) requested.push(r.url());
    };
    page.on('request', onRequest);
    await page.goto(`/superset/dashboard/p/${link.body.key}/`);
    await page.locator('[data-test="dashboard-markdown"] h2', { hasText: 'Tab B notes' }).waitFor();
    await page.locator('[data-test="top-level-tabs"] .ant-tabs-tab-active', { hasText: 'Notes' }).waitFor();
    await page.waitForTimeout(500);
    // The chart sits in the other tab: not asked for until its tab opens.
    expect(requested).toHaveLength(0);
    await shot('permalink-tab-b');
    await page.locator('[data-test="top-level-tabs"] .ant-tabs-tab', { hasText: 'Charts' }).click();
    await dashboardChart(page, charts[0]!.id)
      .locator('[data-status="rendered"]')
      .waitFor({ timeout: 30_000 });
    expect(requested).toHaveLength(1);
    page.off('request', onRequest);
  });

  it('does not let a Gamma user edit', async () => {
    const { page } = h;
    const roles = await api(page, 'GET', '/api/v1/security/roles/?q=(page_size:100)');
    const gammaRole = (roles.body.result as { id: number; name: string }[]).find((r) => r.name === 'Gamma')!;
    const user = await api(page, 'POST', '/api/v1/security/users/', {
      first_name: 'Gary',
      last_name: 'Gamma',
      username: GAMMA.username,
      email: 'gary@example.com',
      password: GAMMA.password,
      roles: [gammaRole.id],
    });
    expect(user.status).toBe(201);
    // A published dashboard without charts: Gamma may see it, but does not own it.
    const layout = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-m'] },
      'ROW-m': { id: 'ROW-m', type: 'ROW', children: ['MARKDOWN-m'], meta: {} },
      'MARKDOWN-m': {
        id: 'MARKDOWN-m',
        type: 'MARKDOWN',
        children: [],
        meta: { width: 6, height: 20, code: '## Team notes' },
      },
    };
    const shared = await api(page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'E2E shared notes',
      published: true,
      position_json: JSON.stringify(layout),
    });
    expect(shared.status).toBe(201);
    // Leave the dashboard first: a call it still has in flight would meet the revoked session (401).
    await page.goto('about:blank');
    await page.goto('/logout/');
    await login(page, GAMMA.username, GAMMA.password);
    await page.goto(`/superset/dashboard/${shared.body.id}/?edit=true`);
    await page.locator('[data-test="dashboard-markdown"] h2', { hasText: 'Team notes' }).waitFor();
    expect(await page.locator('[data-test="dashboard-page"]').getAttribute('data-edit-mode')).toBe('false');
    expect(await page.locator('[data-test="edit-dashboard-button"]').count()).toBe(0);
    expect(await page.locator('[data-test="dashboard-builder-sidepane"]').count()).toBe(0);
    await shot('gamma-view-only');
  });

  it('logged no errors in the browser console', () => {
    expect(consoleErrors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);
  });
});
