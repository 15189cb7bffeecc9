/** Locators and waits of a dashboard page's charts and filter bar, shared by the dashboard suites. */
import type { Page } from 'playwright-core';
import type { Harness } from './harness.js';

/** The holder of chart `id` on the dashboard. */
export const dashboardChart = (page: Page, id: number) =>
  page.locator(`[data-test="dashboard-chart"][data-chart-id="${id}"]`);

/** The filter bar's item of native filter `id`. */
export const filterItem = (page: Page, id: string) =>
  page.locator(`[data-test="filter-item"][data-filter-id="${id}"]`);

/** Waits (20 s) until chart `id` has drawn; otherwise screenshots the page and fails with the chart's text. */
export async function waitChartRendered(h: Harness, id: number): Promise<void> {
  try {
    await dashboardChart(h.page, id).locator('[data-status="rendered"]').waitFor({ timeout: 20_000 });
  } catch (e) {
    await h.shot(`chart-${id}-not-rendered`);
    throw new Error(`chart ${id} not rendered: ${await dashboardChart(h.page, id).innerText()}`, {
      cause: e,
    });
  }
}
