/**
 * Explore in Chromium: build a bar chart of SUM(sales) by product_line, switch it to a line with a
 * rolling mean, save it to a new dashboard, reopen it by slice_id and see "Altered" after a change;
 * refuse an invalid row limit; pick filter values from the column's values; open the dataset in SQL
 * Lab; draw every chart type from the examples (screenshots to look at), with the dataset's verbose
 * names and metric formats, and a big number that fits a narrow chart area.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { pickOption } from './antSelect.js';
import { login } from './browser.js';
import { collectPageErrors } from './pageErrors.js';
import { settledShot, settleWithSpinners } from './waits.js';

let h: Harness;
let salesId: number;
let sliceId: number;
const CHART_NAME = 'E2E sales by product line';
const DASHBOARD_NAME = 'E2E Explore dashboard';
const consoleErrors: string[] = [];

/** Opens an antd select, types to search and picks the option showing `text` (once spinners are gone). */
async function pick(page: Page, select: Locator, search: string, text = search) {
  await pickOption(page, select, search, { text, settle: settleWithSpinners });
  await expect.poll(() => select.textContent()).toContain(text);
}

const control = (page: Page, name: string) => page.locator(`[data-test="control-${name}"]`);

async function waitRendered(page: Page) {
  await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
}

async function chooseVizType(page: Page, vizType: string) {
  await page.locator('[data-test="view-all-charts"]').click();
  await page.locator(`[data-test="viz-type-${vizType}"]`).click();
  await page.locator('[data-test="viz-type-select"]').click();
  await page.locator(`[data-test="current-viz-type"][data-viz-type="${vizType}"]`).waitFor();
}

/** A screenshot once animations and loading spinners have finished. */
const shot = (name: string) => settledShot(h, name, settleWithSpinners);

const toasts = (page: Page) => page.locator('[data-test="toast"]').allTextContents();

beforeAll(async () => {
  h = await startHarness('explore', {}, { examples: true });
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  await h.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
  collectPageErrors(h.page, consoleErrors);
  await login(h.page);
});
afterAll(() => h?.close());

describe('explore journey in Chromium', () => {
  it('opens a dataset as a new table chart with a time filter', async () => {
    const { page } = h;
    await page.goto(`/explore/?datasource_type=table&datasource_id=${salesId}`);
    await page.locator('[data-test="datasource-name"]', { hasText: 'cleaned_sales_data' }).waitFor();
    await page.locator('[data-test="current-viz-type"][data-viz-type="table"]').waitFor();
    expect(await control(page, 'adhoc_filters').textContent()).toContain('order_date (No filter)');
    // The form data is kept under a key in the URL.
    await page.waitForURL(/form_data_key=/);
    await shot('explore-new-table');
  });

  it('builds a bar chart of SUM(sales) by product_line', async () => {
    const { page } = h;
    await chooseVizType(page, 'echarts_timeseries_bar');
    // x-axis: drag "Product Line" from the datasource panel onto the control.
    const xAxis = control(page, 'x_axis');
    await page.dragAndDrop(
      '[data-test="datasource-column"][data-name="product_line"]',
      '[data-test="control-x_axis"] [data-test="dnd-column-select"]',
    );
    await expect.poll(() => xAxis.locator('[data-test="option-label"]').textContent()).toBe('Product Line');
    // A category x-axis has no time grain (Superset's visibility rule).
    expect(await control(page, 'time_grain_sqla').count()).toBe(0);
    // metric: Simple tab, column sales, aggregate SUM.
    await control(page, 'metrics').locator('[data-test="dnd-add-button"]').click();
    const popover = page.locator('[data-test="metric-popover"]');
    await popover.getByRole('tab', { name: 'Simple' }).click();
    await pick(page, popover.locator('[data-test="metric-column-select"]'), 'sales', 'Sales');
    await pick(page, popover.locator('[data-test="metric-aggregate-select"]'), 'SUM');
    await popover.locator('[data-test="metric-popover-save"]').click();
    await expect
      .poll(() => control(page, 'metrics').locator('[data-test="option-label"]').textContent())
      .toBe('SUM(sales)');
    await page.locator('[data-test="run-query-button"]').click();
    await waitRendered(page);
    expect(await page.locator('[data-test="chart-area"] canvas').count()).toBeGreaterThan(0);
    await shot('bar-sum-sales-by-product-line');
  });

  it('switches to a line with a rolling mean', async () => {
    const { page } = h;
    await chooseVizType(page, 'echarts_timeseries_line');
    await waitRendered(page);
    await page
      .locator('[data-test="collapsible-control-panel-header"]', { hasText: 'Advanced analytics' })
      .click();
    await pick(page, control(page, 'rolling_type').locator('.ant-select'), 'mean');
    await control(page, 'rolling_periods').locator('input').fill('2');
    await page.locator('[data-test="chart-stale"]').waitFor();
    await page.locator('[data-test="run-query-button"]').click();
    await waitRendered(page);
    await shot('line-rolling-mean');
  });

  it('shows the query, the results and the samples', async () => {
    const { page } = h;
    await page.locator('[data-test="actions-trigger"]').click();
    await page.locator('[data-test="view-query"]').click();
    await expect.poll(() => page.locator('[data-test="view-query-sql"]').textContent()).toMatch(/SELECT/i);
    await shot('view-query');
    await page.locator('.ant-modal:visible .ant-modal-close').click();
    await page.locator('[data-test="view-query-modal"]').waitFor({ state: 'hidden' });
    await page.locator('[data-test="data-pane-results"]').click();
    await page.locator('[data-test="data-pane-results-body"] .ag-row').first().waitFor();
    expect(
      await page.locator('[data-test="data-tables-pane"] [data-test="row-count-label"]').textContent(),
    ).toMatch(/\d+ rows?/);
    await shot('results-pane');
    await page.locator('[data-test="data-pane-samples"]').click();
    await page.locator('[data-test="data-pane-samples-body"] .ag-row').first().waitFor();
    await shot('samples-pane');
    await page.locator('[data-test="data-pane-toggle"]').click();
  });

  it('saves the chart to a new dashboard', async () => {
    const { page } = h;
    await page.locator('[data-test="query-save-button"]').click();
    const modal = page.locator('[data-test="save-modal-body"]');
    await modal.locator('[data-test="new-chart-name"]').fill(CHART_NAME);
    const select = modal.locator('[data-test="save-chart-modal-select-dashboard-form"]');
    await pick(page, select, DASHBOARD_NAME);
    await shot('save-modal');
    await page.locator('[data-test="btn-modal-save"]').click();
    await page.waitForURL(/slice_id=\d+/);
    sliceId = Number(/slice_id=(\d+)/.exec(page.url())![1]);
    await expect
      .poll(() => toasts(page))
      .toEqual(
        expect.arrayContaining([
          `Chart [${CHART_NAME}] has been saved`,
          `Dashboard [${DASHBOARD_NAME}] just got created and chart [${CHART_NAME}] was added to it`,
        ]),
      );
    await waitRendered(page);
    await page.locator('[data-test="editable-title"]', { hasText: CHART_NAME }).waitFor();
    expect(await page.locator('[data-test="altered-slice-tag"]').count()).toBe(0);
  });

  it('reopens the chart by slice_id and marks it Altered after a change', async () => {
    const { page } = h;
    await page.goto(`/explore/?slice_id=${sliceId}`);
    await waitRendered(page);
    await page.locator('[data-test="current-viz-type"][data-viz-type="echarts_timeseries_line"]').waitFor();
    expect(await page.locator('[data-test="altered-slice-tag"]').count()).toBe(0);
    await control(page, 'metrics').locator('[data-test="option-label"]').click();
    const popover = page.locator('[data-test="metric-popover"]');
    await pick(page, popover.locator('[data-test="metric-aggregate-select"]'), 'AVG');
    await popover.locator('[data-test="metric-popover-save"]').click();
    await page.locator('[data-test="altered-slice-tag"]').waitFor();
    await page.locator('[data-test="altered-slice-tag"]').click();
    const table = page.locator('[data-test="chart-changes-table"]');
    await table.waitFor();
    const row = await table.locator('tbody tr', { hasText: 'Metrics' }).textContent();
    expect(row).toContain('SUM(sales)');
    expect(row).toContain('AVG(sales)');
    await shot('altered-changes');
    await page.locator('.ant-modal:visible .ant-modal-close').click();
    await table.waitFor({ state: 'hidden' });
  });

  it('refuses an invalid row limit and disables Update chart', async () => {
    const { page } = h;
    const rowLimit = control(page, 'row_limit');
    await rowLimit.locator('.ant-select').click();
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => rowLimit.locator('[data-test="control-errors"]').textContent())
      .toContain('is expected to be an integer');
    expect(await page.locator('[data-test="run-query-button"]').isDisabled()).toBe(true);
    await shot('invalid-row-limit');
  });

  it('copies a permalink and lists the chart', async () => {
    const { page } = h;
    await page.goto(`/explore/?slice_id=${sliceId}`);
    await waitRendered(page);
    await page.locator('[data-test="actions-trigger"]').click();
    await page.locator('[data-test="share-menu"]').click();
    await page.locator('[data-test="copy-permalink"]').click();
    await expect.poll(() => toasts(page)).toContain('Link Copied!');
    const link = (await page.evaluate('navigator.clipboard.readText()')) as string;
    expect(link).toMatch(/\/explore\/p\/[^/]+\/?$/);
    await page.goto(new URL(link).pathname);
    await waitRendered(page);
    await page.locator('[data-test="editable-title"]', { hasText: CHART_NAME }).waitFor();

    await page.goto('/chart/list/?viewMode=table');
    await page
      .locator('[data-test="chart-list"] [data-test="chart-link"]', { hasText: CHART_NAME })
      .waitFor();
    expect(await page.locator('[data-test="chart-viz-type"]').first().textContent()).toBe('Line Chart');
    await shot('chart-list');
  });
});

describe('explore tools', () => {
  it('edits the time filter with the time range picker', async () => {
    const { page } = h;
    await page.goto(`/explore/?slice_id=${sliceId}`);
    await waitRendered(page);
    await control(page, 'adhoc_filters')
      .locator('[data-test="option-label"]', { hasText: 'order_date' })
      .click();
    const popover = page.locator('[data-test="filter-popover"]');
    await popover.locator('[data-test="time-range-frame"]').getByText('Custom', { exact: true }).click();
    await popover.locator('[data-test="time-range-start"]').fill('2004-01-01');
    await popover.locator('[data-test="time-range-end"]').fill('2005-01-01');
    await expect
      .poll(() => popover.locator('[data-test="time-range-actual"]').textContent())
      .toContain('2004-01-01 ≤ order_date < 2005-01-01');
    await shot('time-range-picker');
    await popover.locator('[data-test="filter-popover-save"]').click();
    await expect
      .poll(() => control(page, 'adhoc_filters').textContent())
      .toContain('order_date (2004-01-01 : 2005-01-01)');
    await page.locator('[data-test="run-query-button"]').click();
    await waitRendered(page);
    await shot('line-2004');
  });

  it('downloads the chart data as CSV', async () => {
    const { page } = h;
    await page.locator('[data-test="actions-trigger"]').click();
    await page.locator('[data-test="download-menu"]').click();
    const download = page.waitForEvent('download');
    await page.locator('[data-test="export-csv"]').click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  });

  it('edits the chart properties', async () => {
    const { page } = h;
    await page.goto(`/explore/?slice_id=${sliceId}`);
    await waitRendered(page);
    await page.locator('[data-test="actions-trigger"]').click();
    await page.locator('[data-test="edit-chart-properties"]').click();
    await page.locator('[data-test="properties-certified-by"]').fill('E2E team');
    await shot('properties-modal');
    await page.locator('[data-test="properties-modal-save"]').click();
    await expect.poll(() => toasts(page)).toContain('Chart properties updated');
    await page.locator('[data-test="explore-chart-header"] [data-test="certified-badge"]').waitFor();
    const star = page.locator('[data-test="explore-chart-header"] [data-test="fave-unfave-icon"]');
    await expect.poll(() => star.isDisabled()).toBe(false);
    await star.click();
    await expect.poll(() => star.getAttribute('data-starred')).toBe('true');
  });

  it('swaps the dataset of a new chart', async () => {
    const { page } = h;
    await page.goto(`/explore/?datasource_type=table&datasource_id=${salesId}`);
    await page.locator('[data-test="datasource-menu-trigger"]').click();
    await page.locator('[data-test="swap-dataset"]').click();
    const row = page.locator('[data-test="swap-dataset-name"]', { hasText: 'birth_names' });
    await row.waitFor();
    await shot('swap-dataset-list');
    await row.click();
    await page.locator('[data-test="swap-confirm"]').waitFor();
    await page.locator('[data-test="swap-proceed"]').click();
    await expect.poll(() => toasts(page)).toContain('Successfully changed dataset!');
    await page.locator('[data-test="datasource-name"]', { hasText: 'birth_names' }).waitFor();
  });

  it('edits and saves the dataset after confirming', async () => {
    const { page } = h;
    await page.locator('[data-test="datasource-menu-trigger"]').click();
    await page.locator('[data-test="edit-dataset"]').click();
    const modal = page.locator('[data-test="dataset-edit-modal"]');
    await modal.getByRole('tab', { name: /Metrics/ }).click();
    await modal.locator('[data-test="metrics-editor"] tbody tr.ant-table-row').first().waitFor();
    await shot('edit-dataset-metrics');
    await modal.getByRole('tab', { name: 'Settings' }).click();
    await modal.locator('[data-test="dataset-cache_timeout"]').fill('600');
    await page.locator('[data-test="datasource-modal-save"]').click();
    await page.locator('[data-test="dataset-confirm-save"]').click();
    await expect.poll(() => toasts(page)).toContain('The dataset has been saved');
  });

  it('offers the column values in the filter popover, and still takes typed ones', async () => {
    const { page } = h;
    await page.goto(`/explore/?datasource_type=table&datasource_id=${salesId}`);
    await page.locator('[data-test="datasource-name"]', { hasText: 'cleaned_sales_data' }).waitFor();
    await control(page, 'adhoc_filters').locator('[data-test="dnd-add-button"]').click();
    const popover = page.locator('[data-test="filter-popover"]');
    await pick(page, popover.locator('[data-test="filter-column-select"]'), 'deal', 'Deal Size');
    await pick(page, popover.locator('[data-test="filter-operator-select"]'), 'In');
    const values = popover.locator('[data-test="filter-values"]');
    await values.click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    for (const size of ['Large', 'Medium', 'Small'])
      await dropdown.locator('.ant-select-item-option', { hasText: size }).waitFor();
    await shot('filter-values-dropdown');
    await dropdown.locator('.ant-select-item-option', { hasText: 'Small' }).click();
    await page.keyboard.type('Huge');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await popover.locator('[data-test="filter-popover-save"]').click();
    await expect
      .poll(() => control(page, 'adhoc_filters').textContent())
      .toContain('deal_size IN (Small, Huge)');
  });

  it('opens the dataset in SQL Lab with its SQL', async () => {
    const { page } = h;
    await page.locator('[data-test="datasource-menu-trigger"]').click();
    const link = page.locator('[data-test="view-in-sqllab"]');
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`/sqllab/?datasourceKey=${salesId}__table&sql=`)).toBe(true);
    expect(decodeURIComponent(href.split('&sql=')[1]!)).toMatch(
      /^SELECT \* FROM (\w+\.)?cleaned_sales_data LIMIT 100$/,
    );
    await page.keyboard.press('Escape');
  });

  it('fits the big number into a narrow chart area', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 1000, height: 600 });
    try {
      const fd = {
        datasource: `${salesId}__table`,
        viz_type: 'big_number_total',
        metric: 'sum__sales',
        subtitle: 'All orders since 2003',
      };
      await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(fd))}`);
      await page.locator('[data-test="run-query-button"]').click();
      await waitRendered(page);
      const header = page.locator('[data-test="big-number-header"]');
      // The metric's saved format ($,.2f) applies.
      expect(await header.textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
      const area = (await page.locator('[data-test="chart-area"]').boundingBox())!;
      const box = (await header.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(area.x);
      expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width);
      await shot('big-number-narrow');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('shows the charts list as cards', async () => {
    const { page } = h;
    await page.goto('/chart/list/');
    await page.locator('[data-test="chart-card"]', { hasText: CHART_NAME }).waitFor();
    await shot('chart-list-cards');
  });
});

const viz = (vizType: string, extra: Record<string, unknown>) => ({ viz_type: vizType, ...extra });
const MONTHLY = { x_axis: 'order_date', time_grain_sqla: 'P1M', metrics: ['sum__sales'] };

const CHART_TYPES: [string, Record<string, unknown>][] = [
  ['table', viz('table', { groupby: ['product_line'], metrics: ['sum__sales', 'count'] })],
  ['big-number', viz('big_number_total', { metric: 'sum__sales' })],
  [
    'big-number-trendline',
    viz('big_number', { metric: 'sum__sales', x_axis: 'order_date', time_grain_sqla: 'P1M' }),
  ],
  ['pie', viz('pie', { metric: 'sum__sales', groupby: ['product_line'] })],
  ['line', viz('echarts_timeseries_line', { ...MONTHLY, groupby: ['deal_size'] })],
  ['bar', viz('echarts_timeseries_bar', { x_axis: 'product_line', metrics: ['sum__sales'] })],
  [
    'bar-customers',
    viz('echarts_timeseries_bar', { x_axis: 'customer_name', metrics: ['sum__sales'], row_limit: 40 }),
  ],
  [
    'bar-horizontal',
    viz('echarts_timeseries_bar', {
      x_axis: 'customer_name',
      metrics: ['sum__sales'],
      row_limit: 25,
      orientation: 'horizontal',
    }),
  ],
  ['area', viz('echarts_area', { ...MONTHLY, groupby: ['deal_size'], stack: 'Stack' })],
  ['scatter', viz('echarts_timeseries_scatter', { ...MONTHLY })],
  ['smooth', viz('echarts_timeseries_smooth', { ...MONTHLY })],
  ['step', viz('echarts_timeseries_step', { ...MONTHLY })],
  [
    'pivot-table',
    viz('pivot_table_v2', {
      groupbyRows: ['product_line'],
      groupbyColumns: ['year'],
      metrics: ['sum__sales'],
    }),
  ],
];

describe('every chart type draws from the examples', () => {
  for (const [name, formData] of CHART_TYPES) {
    it(name, async () => {
      const { page } = h;
      const fd = { datasource: `${salesId}__table`, ...formData };
      await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(fd))}`);
      await page
        .locator(`[data-test="current-viz-type"][data-viz-type="${String(formData.viz_type)}"]`)
        .waitFor();
      await page.locator('[data-test="run-query-button"]').click();
      await waitRendered(page);
      expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
      await shot(`chart-${name}`);
    });
  }

  it('logged no errors in the browser console', () => {
    expect(consoleErrors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);
  });
});
