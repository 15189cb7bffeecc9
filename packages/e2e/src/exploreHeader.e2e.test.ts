/**
 * Explore's pills above the chart in Chromium (Superset's ChartPills): the row count and the query's
 * final duration after a run, "Cached" (with its tooltip) when the same query is answered from the
 * cache and a click on it forcing a fresh run; an invalid control turns the "not up to date" banner
 * into "Required control values have been removed" and disables Save with the reason.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { login } from './browser.js';
import { settledShot, settleWithSpinners } from './waits.js';

let h: Harness;
let salesId: number;

const shot = (name: string) => settledShot(h, name, settleWithSpinners);
const pills = (page: Page) => page.locator('[data-test="chart-pills"]');
const rowCount = (page: Page) => pills(page).locator('[data-test="row-count-label"]');
const timer = (page: Page) => page.locator('[data-test="chart-timer"]');

async function runAndWait(page: Page) {
  await page.locator('[data-test="run-query-button"][data-state="run"]').click();
  await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
  await expect.poll(() => timer(page).getAttribute('data-running')).toBe('false');
}

beforeAll(async () => {
  h = await startHarness('explore-header', {}, { examples: true });
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  await login(h.page);
}, 120_000);
afterAll(() => h?.close());

describe('explore chart header pills', () => {
  it('shows the row count and the final duration of a fresh query', async () => {
    const { page } = h;
    const formData = {
      datasource: `${salesId}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['product_line'],
      metrics: ['count'],
      row_limit: 10,
      time_range: 'No filter',
    };
    await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
    await page.locator('[data-test="datasource-name"]', { hasText: 'cleaned_sales_data' }).waitFor();
    expect(await timer(page).textContent()).toBe('00:00:00.00');
    await runAndWait(page);
    expect(await rowCount(page).textContent()).toBe('7 rows');
    expect(await rowCount(page).getAttribute('data-limit-reached')).toBe('false');
    const duration = (await timer(page).textContent()) ?? '';
    expect(duration).toMatch(/^00:00:\d\d\.\d\d$/);
    expect(duration).not.toBe('00:00:00.00');
    expect(await page.locator('[data-test="cached-label"]').count()).toBe(0);
    await shot('explore-header-fresh');
  });

  it('marks the same query answered from the cache; a click on "Cached" forces a fresh run', async () => {
    const { page } = h;
    await runAndWait(page);
    const cached = page.locator('[data-test="cached-label"]');
    await cached.waitFor();
    expect(await rowCount(page).textContent()).toBe('7 rows');
    await cached.hover();
    await expect
      .poll(() => page.locator('[data-test="tooltip-content"]').textContent())
      .toMatch(/^Loaded data cached a few seconds ago\. Click to force-refresh$/);
    await shot('explore-header-cached');
    await cached.click();
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => cached.count()).toBe(0);
    expect(await pills(page).textContent()).toContain('7 rows');
  });

  it('marks a reached row limit in red', async () => {
    const { page } = h;
    const rowLimit = page.locator('[data-test="control-row_limit"]');
    await rowLimit.locator('.ant-select').click();
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await page.locator('[data-test="chart-stale"][data-invalid="false"]').waitFor();
    await runAndWait(page);
    expect(await rowCount(page).textContent()).toBe('5 rows');
    expect(await rowCount(page).getAttribute('data-limit-reached')).toBe('true');
  });

  it('asks for the missing values, not for a click on the disabled Update chart, and explains the disabled Save', async () => {
    const { page } = h;
    const rowLimit = page.locator('[data-test="control-row_limit"]');
    await rowLimit.locator('.ant-select').click();
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    const banner = page.locator('[data-test="chart-stale"][data-invalid="true"]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Required control values have been removed');
    expect(await banner.textContent()).toContain(
      'Select values in highlighted field(s) in the control panel.',
    );
    expect(await banner.locator('[data-test="chart-stale-run"]').count()).toBe(0);
    expect(await page.locator('[data-test="run-query-button"]').isDisabled()).toBe(true);
    const save = page.locator('[data-test="query-save-button"]');
    expect(await save.isDisabled()).toBe(true);
    await page.locator('[data-test="query-save-button-wrapper"]').hover();
    await page.getByText('Add required control values to save chart').waitFor();
    await shot('explore-invalid-control-banner');
  });
});
