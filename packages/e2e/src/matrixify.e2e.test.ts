/**
 * Matrixify, in Chromium: a pie of sales by status split into a 2×3 grid, rows the top 2 deal sizes
 * by sales (one small chart-data query), columns three product lines picked by hand. On a dashboard
 * the chart sends no query of its own; only the cells in view ask for their data, and scrolling the
 * grid brings the others in. Explore shows the grid and the Matrixify tab.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations } from './animations.js';
import { login } from './browser.js';
import { chartDataLog } from './chartDataLog.js';
import { dashboardChart } from './dashboardPage.js';
import { createChart, createOneChartDashboard, SUM_SALES } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { poll } from './waits.js';

let h: Harness;
let chartId: number;
let dashboardId: number;
const LINES = ['Classic Cars', 'Motorcycles', 'Planes'];

const grid = (page: Page) => dashboardChart(page, chartId).locator('[data-test="matrixify-grid"]');
const renderedCells = (page: Page) =>
  grid(page).locator('[data-test="matrixify-cell"] [data-test="chart-container"][data-status="rendered"]');

beforeAll(async () => {
  h = await startHarness('matrixify', {}, { examples: true, flightsRows: 1000 });
  const salesId = h.examples!.datasetIds.cleaned_sales_data!;
  await login(h.page);
  chartId = await createChart(h.page, 'Sales by status, matrixified', salesId, {
    viz_type: 'pie',
    groupby: ['status'],
    metric: SUM_SALES,
    show_legend: false,
    matrixify_enable: true,
    matrixify_mode_rows: 'dimensions',
    matrixify_dimension_rows: { dimension: 'deal_size', values: [] },
    matrixify_dimension_selection_mode_rows: 'topn',
    matrixify_topn_value_rows: 2,
    matrixify_topn_metric_rows: SUM_SALES,
    matrixify_topn_order_rows: true,
    matrixify_mode_columns: 'dimensions',
    matrixify_dimension_columns: { dimension: 'product_line', values: LINES },
    matrixify_dimension_selection_mode_columns: 'members',
  });
  // 45 grid units (360 px): the column headers and the first row of cells fit, the second not.
  dashboardId = await createOneChartDashboard(h.page, 'E2E matrixify', {
    id: chartId,
    name: 'Sales by status, matrixified',
    width: 12,
    height: 45,
  });
});
afterAll(() => h?.close());

describe('Matrixify', () => {
  it('draws a 2×3 grid on a dashboard, querying only the cells in view until scrolled', async () => {
    const { page } = h;
    const log = chartDataLog();
    page.on('request', log.record);
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await poll(() => renderedCells(page).count()).toBe(3);
    expect(await grid(page).getAttribute('data-rows')).toBe('2');
    expect(await grid(page).getAttribute('data-columns')).toBe('3');
    expect(await grid(page).locator('[data-test="matrixify-cell"]').count()).toBe(6);

    const mine = () => log.chartRequests(chartId);
    const topN = () => mine().filter((r) => r.body.form_data?.matrixify_topn_axis === 'rows');
    const cells = () => mine().filter((r) => !r.body.form_data?.matrixify_topn_axis);
    // One top-N query (deal sizes by sales, 2 rows, descending); no query for the chart itself.
    expect(topN()).toHaveLength(1);
    expect(topN()[0]!.body.queries[0]).toMatchObject({ columns: ['deal_size'], row_limit: 2 });
    expect(topN()[0]!.body.queries[0].orderby).toEqual([[SUM_SALES, false]]);
    expect(cells()).toHaveLength(3);
    const headers = await grid(page).locator('[data-test="matrixify-row-header"]').allTextContents();
    expect(headers).toHaveLength(2);
    // The first row's cells filter on the first deal size and their own product line.
    const filters = cells().map((r) => r.body.queries[0].filters as { col: string; val: unknown }[]);
    for (const f of filters)
      expect(f).toContainEqual(expect.objectContaining({ col: 'deal_size', val: headers[0] }));
    expect(filters.map((f) => f.find((x) => x.col === 'product_line')?.val).sort()).toEqual(LINES);
    await settleAnimations(page);
    await h.shot('dashboard-grid-first-row');

    // Scrolling the grid brings the second row into view: its three cells query then.
    await grid(page).evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await poll(() => renderedCells(page).count()).toBe(6);
    expect(cells()).toHaveLength(6);
    expect(topN()).toHaveLength(1);
    await settleAnimations(page);
    await h.shot('dashboard-grid-scrolled');
    page.off('request', log.record);
  });

  it('shows the grid and the Matrixify tab in explore', async () => {
    const { page } = h;
    await page.goto(`/explore/?slice_id=${chartId}`);
    await page.locator('[data-test="chart-pane"] [data-test="matrixify-grid"][data-state="ready"]').waitFor();
    await page.locator('[data-test="matrixify-tag"]').waitFor();
    await page.getByRole('tab', { name: 'Matrixify' }).click();
    await page.locator('[data-test="control-matrixify_topn_value_rows"]').waitFor();
    expect(await page.locator('[data-test="matrixify-dimension-matrixify_dimension_columns"]').count()).toBe(
      1,
    );
    await poll(() =>
      page.locator('[data-test="matrixify-cell"] [data-status="rendered"]').count(),
    ).toBeGreaterThan(0);
    await settleAnimations(page);
    await h.shot('explore-matrixify-tab');
  });
});
