/**
 * Superset's example "Sales Dashboard", imported by hand from the corpus bundle (corpusImport.ts).
 * In Chromium: every chart renders on both tabs, the filter bar lists the bundle's
 * filters, a country value filter and the quantity range filter make the charts in scope query
 * again with them and change their values.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';
import { login } from './browser.js';
import { chartDataLog, filtersOf } from './chartDataLog.js';
import { dashboardChart, filterItem, waitChartRendered } from './dashboardPage.js';
import { collectPageErrors } from './pageErrors.js';
import { shotFromTop } from './waits.js';
import { BUNDLE, importCorpusDashboard, readYaml, type CorpusDashboard } from './corpusImport.js';

type Rec = Record<string, any>;

let h: Harness;
let dashboardId: number;
let corpus: CorpusDashboard;
let dashboardYaml: Rec;
const consoleErrors: string[] = [];

const { record, chartRequests } = chartDataLog();
const counts = (ids: number[]) => Object.fromEntries(ids.map((id) => [id, chartRequests(id).length]));
const shot = (name: string) => shotFromTop(h, name);

/** Applies the filter bar and waits until each chart of `ids` has queried again and drawn. */
async function applyAndWait(page: Page, ids: number[]) {
  const before = counts(ids);
  await page.locator('[data-test="filter-bar-apply"]').click();
  for (const id of ids)
    await expect.poll(() => chartRequests(id).length, { timeout: 20_000 }).toBeGreaterThan(before[id]!);
  for (const id of ids) await waitChartRendered(h, id);
}

beforeAll(async () => {
  h = await startHarness('corpusDashboard', {}, { examples: true, flightsRows: 1000 });
  collectPageErrors(h.page, consoleErrors, { failedResponses: true });
  h.page.on('request', record);
  const { page } = h;
  await login(page, 'admin', ADMIN_PASSWORD);

  const dataset = readYaml(path.join(BUNDLE, 'datasets/examples/cleaned_sales_data.yaml'));
  expect(dataset.table_name).toBe('cleaned_sales_data');
  corpus = await importCorpusDashboard(page, 'Sales_Dashboard.yaml');
  expect(Object.keys(corpus.datasetIds)).toEqual(['cleaned_sales_data']);
  dashboardYaml = corpus.yaml;
  dashboardId = corpus.id;
});
afterAll(() => h?.close());

const chartsOfTab = (tabId: string) => corpus.chartsUnder(tabId);
const TAB_OVERVIEW = 'TAB-d-E0Zc1cTH';
const TAB_EXPLORATORY = 'TAB-4fthLQmdX';
const COUNTRY = 'NATIVE_FILTER-HX2lV--YaAZRQfJ_yfYB2';
const QUANTITY = 'NATIVE_FILTER-oCF7UtoHuDIBg44q5peth';

describe('Superset "Sales Dashboard" imported by hand', () => {
  const overviewIds = () => chartsOfTab(TAB_OVERVIEW).map((c) => c.id);
  const bigNumberText = async (page: Page) => {
    const total = [...corpus.charts.values()].find((c) => c.name === 'Total Revenue')!;
    return dashboardChart(page, total.id).innerText();
  };
  let unfiltered = '';

  it('renders every chart of both tabs without an error panel', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="filter-bar"]').waitFor();
    await page.locator('[data-test="top-level-tabs"]').waitFor();
    for (const c of chartsOfTab(TAB_OVERVIEW)) await waitChartRendered(h, c.id);
    expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    // Markdown of the bundle renders.
    await page.getByText('Vehicle Sales').first().waitFor();
    unfiltered = await bigNumberText(page);
    expect(unfiltered).toMatch(/\d/);
    await shot('overview-unfiltered');

    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Exploratory' }).click();
    for (const c of chartsOfTab(TAB_EXPLORATORY)) await waitChartRendered(h, c.id);
    // The heatmap and the horizon chart among them.
    expect(chartsOfTab(TAB_EXPLORATORY).map((c) => c.vizType)).toEqual(
      expect.arrayContaining(['heatmap_v2', 'horizon']),
    );
    expect(await page.locator('[data-test="chart-error-panel"]:visible').count()).toBe(0);
    await shot('exploratory-unfiltered');
    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Sales Overview' }).click();
  });

  it("lists the bundle's filters in the bar", async () => {
    const { page } = h;
    const expected = (dashboardYaml.metadata.native_filter_configuration as Rec[]).map((f) => ({
      id: f.id as string,
      name: f.name as string,
    }));
    await expect.poll(() => page.locator('[data-test="filter-item"]').count()).toBe(expected.length);
    for (const f of expected) {
      const item = filterItem(page, f.id);
      await item.waitFor();
      expect(await item.innerText()).toContain(f.name);
    }
    // Types: select, range, time, time grain are all in the bundle.
    const types = new Set(
      (dashboardYaml.metadata.native_filter_configuration as Rec[]).map((f) => f.filterType),
    );
    expect([...types].sort()).toEqual(['filter_range', 'filter_select', 'filter_time', 'filter_timegrain']);
  });

  it('applies a country: the charts in scope query again with it and their values change', async () => {
    const { page } = h;
    const ids = overviewIds();
    await filterItem(page, COUNTRY).locator('.ant-select').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: 'France',
    });
    await option.waitFor();
    await option.click();
    await page.keyboard.press('Escape');
    await applyAndWait(page, ids);
    for (const id of ids)
      expect(filtersOf(chartRequests(id).at(-1)!), `chart ${id}`).toContainEqual(
        expect.objectContaining({ col: 'country', op: 'IN', val: ['France'] }),
      );
    await expect.poll(() => bigNumberText(page)).not.toBe(unfiltered);
    expect(await page.locator('[data-test="chart-error-panel"]:visible').count()).toBe(0);
    await shot('overview-france');
  });

  it('applies the order quantity range on top of it', async () => {
    const { page } = h;
    const ids = overviewIds();
    const withCountry = await bigNumberText(page);
    const item = filterItem(page, QUANTITY);
    await item.locator('.ant-slider').waitFor();
    await item.locator('[data-test="range-min"]').fill('40');
    await item.locator('[data-test="range-max"]').fill('60');
    await item.locator('[data-test="range-max"]').blur();
    await applyAndWait(page, ids);
    for (const id of ids)
      expect(filtersOf(chartRequests(id).at(-1)!), `chart ${id}`).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ col: 'country', op: 'IN', val: ['France'] }),
          expect.objectContaining({ col: 'quantity_ordered', op: '>=', val: 40 }),
          expect.objectContaining({ col: 'quantity_ordered', op: '<=', val: 60 }),
        ]),
      );
    await expect.poll(() => bigNumberText(page)).not.toBe(withCountry);
    expect(await page.locator('[data-test="chart-error-panel"]:visible').count()).toBe(0);
    await shot('overview-france-quantity');

    // The other tab's charts query with both filters too once shown: "Revenue by Deal Size" has no
    // old slice id, so no stored chartsInScope lists it; the filters' scope (the whole dashboard) does.
    // (Quarterly Sales By Product Line and Overall Sales By Product Line, above, are in the same case.)
    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Exploratory' }).click();
    for (const c of chartsOfTab(TAB_EXPLORATORY)) {
      await waitChartRendered(h, c.id);
      await expect
        .poll(() => filtersOf(chartRequests(c.id).at(-1)!).map((f) => f.col))
        .toEqual(expect.arrayContaining(['country', 'quantity_ordered']));
    }
    await shot('exploratory-filtered');
  });

  it('logged no errors in the browser console', () => {
    expect(consoleErrors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);
  });
});
