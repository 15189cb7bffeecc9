/**
 * Drilling on a dashboard, in Chromium: a pie of sales by product line (with a saved deal-size
 * filter). The chart menu's "Drill to detail" lists the dataset rows the chart covers, a page at a
 * time; a right-click on a slice drills to detail by its product line (a removable tag: removing it
 * shows every row again) and drills by deal size (the chart regrouped, a breadcrumb back up, a
 * table view of the drilled data).
 */
import type { Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { settleAnimations } from './animations.js';
import { api, login } from './browser.js';
import { dashboardChart } from './dashboardPage.js';
import { createChart, createOneChartDashboard, SUM_SALES } from './fixtures.js';
import { poll } from './waits.js';

let h: Harness;
let salesId: number;
let dashboardId: number;
let pieId: number;
const DEALS = ['Small', 'Medium'];

/** Rows of the sales dataset with the chart's deal sizes (and a product line when given). */
async function countRows(page: Page, productLine?: string): Promise<number> {
  const filters: unknown[] = [{ col: 'deal_size', op: 'IN', val: DEALS }];
  if (productLine) filters.push({ col: 'product_line', op: '==', val: productLine });
  const res = await api(page, 'POST', '/api/v1/chart/data', {
    datasource: { id: salesId, type: 'table' },
    queries: [{ metrics: ['count'], filters, row_limit: 1 }],
    result_format: 'json',
    result_type: 'full',
  });
  expect(res.status).toBe(200);
  return Number(res.body.result[0].data[0].count);
}

/** Samples answers (page, payload and rows) as the page receives them from now on. */
function recordSamples(page: Page) {
  const seen: { page: number; payload: Record<string, any>; rows: Record<string, any>[] }[] = [];
  const onResponse = (r: Response) => {
    const req = r.request();
    if (req.method() !== 'POST' || !r.url().includes('/datasource/samples')) return;
    const url = new URL(r.url());
    void r.json().then((body: { result: { data: Record<string, any>[] } }) =>
      seen.push({
        page: Number(url.searchParams.get('page')),
        payload: req.postDataJSON() as Record<string, any>,
        rows: body.result.data,
      }),
    );
  };
  page.on('response', onResponse);
  return { seen, last: () => seen.at(-1), stop: () => page.off('response', onResponse) };
}

/** Chart-data requests of the pie's slice id (the drilled charts carry it too). */
function recordChartData(page: Page) {
  const seen: Record<string, any>[] = [];
  const onRequest = (r: Request) => {
    if (r.method() !== 'POST' || !r.url().includes('/api/v1/chart/data')) return;
    seen.push(r.postDataJSON() as Record<string, any>);
  };
  page.on('request', onRequest);
  return { seen, stop: () => page.off('request', onRequest) };
}

const settle = (page: Page) => settleAnimations(page);
const pie = (page: Page) => dashboardChart(page, pieId);
const detail = (page: Page) => page.locator('[data-test="drill-detail-modal"]');
const rowCount = (page: Page) => detail(page).locator('[data-test="row-count-label"]').textContent();
const rowsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;
/** A column's drawn cells (AG Grid draws only the rows and columns in view). */
const gridCells = (page: Page, col: string) =>
  detail(page).locator(`[role="row"].ag-row [col-id="${col}"]`).allTextContents();
const values = (rows: Record<string, any>[], col: string) => new Set(rows.map((r) => r[col] as unknown));

/** Right-clicks inside the first (largest) slice: it starts at 12 o'clock and runs clockwise. */
async function rightClickFirstSlice(page: Page) {
  const canvas = pie(page).locator('canvas').first();
  await canvas.waitFor();
  const box = (await canvas.boundingBox())!;
  const r = Math.min(box.width, box.height) * 0.18;
  const x = box.x + box.width / 2 + r * Math.sin(Math.PI / 9);
  const y = box.y + box.height / 2 - r * Math.cos(Math.PI / 9);
  await page.mouse.move(x, y);
  await page.mouse.click(x, y, { button: 'right' });
}

beforeAll(async () => {
  h = await startHarness('drill', {}, { examples: true, flightsRows: 1000 });
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  await login(h.page);
  pieId = await createChart(h.page, 'Sales by product line', salesId, {
    viz_type: 'pie',
    groupby: ['product_line'],
    metric: SUM_SALES,
    show_legend: false,
    adhoc_filters: [
      { expressionType: 'SIMPLE', subject: 'deal_size', operator: 'IN', comparator: DEALS, clause: 'WHERE' },
    ],
  });
  dashboardId = await createOneChartDashboard(h.page, 'E2E drilling', {
    id: pieId,
    name: 'Sales by product line',
    width: 6,
    height: 60,
  });
});
afterAll(() => h?.close());

describe('drilling', () => {
  let sliceValue = '';

  it('chart menu → Drill to detail lists the rows of the chart, a page at a time', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await pie(page).locator('canvas').first().waitFor();
    const total = await countRows(page);
    const rec = recordSamples(page);
    await pie(page).locator('[data-test="slice-menu-trigger"]').click();
    await page.locator('.ant-dropdown-menu [data-test="drill-to-detail"]').click();
    await detail(page).locator('.ag-row').first().waitFor();
    await poll(() => rowCount(page)).toBe(rowsText(total));
    expect(await detail(page).locator('[data-test="filter-col"]').count()).toBe(0);
    // The chart's saved filter reaches the rows: 50 a page, only the chart's deal sizes.
    await poll(() => rec.seen.length).toBeGreaterThan(0);
    expect(rec.seen[0]!.rows).toHaveLength(50);
    expect(values(rec.seen[0]!.rows, 'deal_size')).toEqual(new Set(DEALS));
    expect(await detail(page).locator('[role="row"].ag-row').count()).toBeGreaterThan(5);
    expect(rec.seen[0]!.payload.filters).toContainEqual(
      expect.objectContaining({ col: 'deal_size', op: 'IN', val: DEALS }),
    );
    expect(rec.seen[0]!.page).toBe(1);
    await settle(page);
    await h.shot('drill-detail-page-1');

    const firstCol = (await detail(page).locator('.ag-header-cell[col-id]').nth(1).getAttribute('col-id'))!;
    const firstPage = await gridCells(page, firstCol);
    await detail(page).locator('.ant-pagination-item-2').click();
    await poll(() => rec.seen.some((s) => s.page === 2)).toBe(true);
    const second = rec.seen.find((s) => s.page === 2)!;
    expect(second.rows.map((r) => JSON.stringify(r))).not.toContain(JSON.stringify(rec.seen[0]!.rows[0]));
    await poll(async () => (await gridCells(page, firstCol)).join()).not.toBe(firstPage.join());
    expect(await detail(page).locator('.ant-pagination-item-active').textContent()).toBe('2');
    await settle(page);
    await h.shot('drill-detail-page-2');
    await page.locator('[data-test="drill-detail-close"]').click();
    await detail(page).waitFor({ state: 'detached' });
    rec.stop();
  });

  it('right-click a slice → Drill to detail by its value; removing the tag shows every row', async () => {
    const { page } = h;
    const rec = recordSamples(page);
    await rightClickFirstSlice(page);
    await page.locator('[data-test="drill-to-detail-by"]').click();
    const item = page.locator('[data-test="drill-to-detail-by-item"]').first();
    await item.waitFor();
    sliceValue = ((await item.locator('strong').textContent()) ?? '').trim();
    expect(sliceValue.length).toBeGreaterThan(0);
    await settle(page);
    await h.shot('context-menu');
    await item.click();

    const only = await countRows(page, sliceValue);
    const all = await countRows(page);
    expect(only).toBeLessThan(all);
    await poll(() => rowCount(page)).toBe(rowsText(only));
    const tag = detail(page).locator('[data-test="filter-col"]');
    expect(await tag.count()).toBe(1);
    expect(await tag.textContent()).toBe(`product_line${sliceValue}`);
    await poll(() => rec.last()?.payload.filters?.length).toBe(2);
    expect(rec.last()!.payload.filters).toContainEqual({ col: 'product_line', op: '==', val: sliceValue });
    expect(values(rec.last()!.rows, 'product_line')).toEqual(new Set([sliceValue]));
    await settle(page);
    await h.shot('drill-detail-by-value');

    await tag.locator('.ant-tag-close-icon').click();
    await poll(() => rowCount(page)).toBe(rowsText(all));
    expect(await tag.count()).toBe(0);
    await poll(() => rec.last()?.payload.filters?.length).toBe(1);
    expect(values(rec.last()!.rows, 'product_line').size).toBeGreaterThan(1);
    await settle(page);
    await h.shot('drill-detail-tag-removed');
    await page.locator('[data-test="drill-detail-close"]').click();
    await detail(page).waitFor({ state: 'detached' });
    rec.stop();
  });

  it('right-click a slice → Drill by deal_size regroups the chart, with a breadcrumb back up', async () => {
    const { page } = h;
    const rec = recordChartData(page);
    await rightClickFirstSlice(page);
    await page.locator('[data-test="drill-by"]').click();
    await page.locator('input[data-test="drill-by-search"]').fill('deal');
    const option = page.locator('[data-test="drill-by-item"][data-column="deal_size"]');
    await option.waitFor();
    expect(await page.locator('[data-test="drill-by-item"]').count()).toBe(1);
    await settle(page);
    await h.shot('drill-by-menu');
    await option.click();

    const modal = page.locator('[data-test="drill-by-modal"]');
    await modal.locator('canvas').first().waitFor();
    const drilled = () =>
      rec.seen.find((b) => JSON.stringify(b.queries?.[0]?.columns) === JSON.stringify(['deal_size']));
    await poll(() => drilled() !== undefined).toBe(true);
    expect(drilled()!.queries[0].filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ col: 'deal_size', op: 'IN', val: DEALS }),
        expect.objectContaining({ col: 'product_line', op: '==', val: sliceValue }),
      ]),
    );
    // Breadcrumbs name the columns as the dataset shows them (verbose names).
    const dataset = await api(page, 'GET', `/api/v1/dataset/${salesId}`);
    const shown = (name: string) => {
      const c = (dataset.body.result.columns as { column_name: string; verbose_name?: string }[]).find(
        (col) => col.column_name === name,
      );
      return c?.verbose_name || name;
    };
    const crumbs = modal.locator('[data-test="drill-by-breadcrumb-item"]');
    await poll(() => crumbs.allTextContents()).toEqual([
      `${shown('product_line')} (${sliceValue})`,
      shown('deal_size'),
    ]);
    await settle(page);
    await h.shot('drill-by-chart');

    // The drilled data as a table: one row per deal size of the chart's filter.
    const radio = (name: string) => modal.locator('label', { has: page.locator(`[data-test="${name}"]`) });
    await radio('drill-by-table-radio').click();
    const grid = modal.locator('[data-test="drill-by-results-table"]');
    await grid.locator('.ag-row').first().waitFor();
    const sizes = await grid.locator('[role="row"].ag-row [col-id="deal_size"]').allTextContents();
    expect(new Set(sizes)).toEqual(new Set(DEALS));
    await settle(page);
    await h.shot('drill-by-table');
    await radio('drill-by-chart-radio').click();

    // Back up: the first breadcrumb draws the chart by product line again, unfiltered.
    rec.seen.length = 0;
    await crumbs.first().click();
    await poll(() => crumbs.allTextContents()).toEqual([shown('product_line')]);
    await poll(() =>
      rec.seen.some((b) => JSON.stringify(b.queries?.[0]?.columns) === JSON.stringify(['product_line'])),
    ).toBe(true);
    const back = rec.seen.find(
      (b) => JSON.stringify(b.queries?.[0]?.columns) === JSON.stringify(['product_line']),
    )!;
    expect(back.queries[0].filters.some((f: any) => f.col === 'product_line')).toBe(false);
    await modal.locator('canvas').first().waitFor();
    await settle(page);
    await h.shot('drill-by-back');
    await page.locator('[data-test="drill-by-close"]').click();
    await modal.waitFor({ state: 'detached' });
    rec.stop();
  });
});
