/**
 * List polish (issue 25): a dashboard card's and row's Edit open the dashboard's properties; the
 * chosen card/list view is remembered per list across visits and reloads; in card bulk select the
 * cards show only their selection; the view toggle's tooltip leaves the title free; one top-nav
 * entry is current at a time; the examples' datasets show their schema.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
const TITLE = 'E2E polish dashboard';

const dashCard = (page: Page, title: string) =>
  page.locator('[data-test="dashboard-card"]', { hasText: title });

/** Which view the list shows now, once its rows are there. */
async function shownView(page: Page): Promise<'card' | 'table'> {
  await page.locator('[data-test="listview-cards"], [data-test="listview-table"]').first().waitFor();
  return (await page.locator('[data-test="listview-cards"]').count()) ? 'card' : 'table';
}

beforeAll(async () => {
  h = await startHarness('list-polish', {}, { examples: true, flightsRows: 1_000 });
  await login(h.page);
  const sales = h.examples!.datasetIds.cleaned_sales_data!;
  await createChart(h.page, 'E2E polish chart', sales, { viz_type: 'big_number_total', metric: 'count' });
  for (const title of [TITLE, 'E2E polish other'])
    expect((await api(h.page, 'POST', '/api/v1/dashboard/', { dashboard_title: title })).status).toBe(201);
}, 180_000);
afterAll(() => h?.close());

describe('List polish', () => {
  it("opens a dashboard card's properties with Edit and saves them", async () => {
    const { page } = h;
    await page.goto('/dashboard/list/?viewMode=card');
    const card = dashCard(page, TITLE);
    await card.locator('[data-test="export-dashboard"]').waitFor();
    await card.locator('[data-test="edit-dashboard"]').click();
    const modal = page.locator('[data-test="dashboard-properties-modal"]');
    await modal.waitFor();
    const title = modal.locator('[data-test="dashboard-title-input"]');
    expect(await title.inputValue()).toBe(TITLE);
    await settleWithSpinners(page, 5_000);
    await h.shot('dashboard-card-properties');
    await title.fill(`${TITLE} renamed`);
    await page.locator('[data-test="properties-modal-save-button"]').click();
    await modal.waitFor({ state: 'detached' });
    await dashCard(page, `${TITLE} renamed`).waitFor();

    // The row's Edit opens the same dialog, on the dashboard as saved.
    await page.locator('[data-test="view-mode-table"]').click();
    const row = page.locator('[data-test="table-row"]', { hasText: `${TITLE} renamed` });
    await row.locator('[data-test="edit-dashboard"]').click();
    await modal.waitFor();
    expect(await modal.locator('[data-test="dashboard-title-input"]').inputValue()).toBe(`${TITLE} renamed`);
    await page.locator('[data-test="properties-modal-cancel-button"]').click();
    await modal.waitFor({ state: 'detached' });
  });

  it('remembers the chosen view of each list after a reload and on another visit', async () => {
    const { page } = h;
    await page.goto('/dashboard/list/');
    await page.locator('[data-test="view-mode-card"]').click();
    await expect.poll(() => shownView(page)).toBe('card');
    await page.goto('/dashboard/list/');
    await expect.poll(() => shownView(page)).toBe('card');
    await page.reload();
    await expect.poll(() => shownView(page)).toBe('card');

    // The Charts list keeps its own choice.
    await page.goto('/chart/list/');
    await expect.poll(() => shownView(page)).toBe('card');
    await page.locator('[data-test="view-mode-table"]').click();
    await page.reload();
    await expect.poll(() => shownView(page)).toBe('table');
    await page.goto('/dashboard/list/');
    await expect.poll(() => shownView(page)).toBe('card');
    await h.shot('dashboard-cards-with-actions');
  });

  it('shows only the selection on cards in bulk select, the actions again after it', async () => {
    const { page } = h;
    await page.goto('/dashboard/list/?viewMode=card');
    const card = dashCard(page, 'E2E polish other');
    await card.locator('[data-test="edit-dashboard"]').waitFor();
    await page.locator('[data-test="bulk-select"]').click();
    await page.locator('[data-test="card-checkbox"]').first().waitFor();
    for (const action of ['edit-dashboard', 'export-dashboard', 'delete-dashboard'])
      expect(await page.locator(`[data-test="dashboard-card"] [data-test="${action}"]`).count()).toBe(0);
    await page.locator('[data-test="card-select"]', { hasText: 'E2E polish other' }).click();
    await expect.poll(() => page.locator('[data-test="bulk-select-copy"]').innerText()).toBe('1 Selected');
    await h.shot('dashboard-cards-bulk-select');
    await page.locator('[data-test="bulk-select"]').click();
    await card.locator('[data-test="edit-dashboard"]').waitFor();
  });

  it("keeps the view toggle's tooltip off the list title", async () => {
    const { page } = h;
    await page.goto('/chart/list/');
    const button = page.locator('[data-test="view-mode-card"]');
    await button.hover();
    const tip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)', { hasText: 'Card view' });
    await tip.waitFor();
    await settleWithSpinners(page, 2_000);
    const [tipBox, buttonBox, titleBox] = await Promise.all([
      tip.boundingBox(),
      button.boundingBox(),
      page.locator('[data-test="list-page-header"] h3').boundingBox(),
    ]);
    expect(tipBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height - 1);
    expect(tipBox!.y).toBeGreaterThan(titleBox!.y + titleBox!.height);
  });

  it('marks one top-nav entry at a time, the nested page its own', async () => {
    const { page } = h;
    const selected = async () => {
      await page.locator('[data-test="navbar"] .ant-menu-item-selected').first().waitFor();
      return page.locator('[data-test="navbar"] .ant-menu-item-selected').allInnerTexts();
    };
    await page.goto('/sqllab/history/');
    expect(await selected()).toEqual(['Query history']);
    await page.goto('/chart/list/');
    expect(await selected()).toEqual(['Charts']);
    await page.locator('[data-test="navbar-dashboards"]').click();
    await page.waitForURL('**/dashboard/list/');
    expect(await selected()).toEqual(['Dashboards']);
  });

  it('shows the examples datasets with their schema', async () => {
    const { page } = h;
    await page.goto('/tablemodelview/list/');
    const row = page.locator('[data-test="table-row"]', { hasText: 'cleaned_sales_data' });
    await row.waitFor();
    const schemaCell = page.locator('[data-test="table-row"] td').filter({ hasText: /^main$/ });
    await expect.poll(() => schemaCell.count()).toBeGreaterThanOrEqual(6);
    await h.shot('datasets-list-schema');
  });
});
