/**
 * Bulk select in card view (Charts; Dashboards share the list): a card click toggles its selection
 * instead of opening the object, and the selection feeds the bulk Delete.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
const SHOTS = process.env.E2E_SHOTS_DIR;
const NAMES = ['E2E bulk card one', 'E2E bulk card two', 'E2E bulk card kept'];
let ids: number[] = [];

/** A settled screenshot, copied to E2E_SHOTS_DIR when set (screens a reviewer looks at). */
const shot = async (name: string) => {
  await settleWithSpinners(h.page, 10_000);
  const file = await h.shot(name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.copyFileSync(file, path.join(SHOTS, `${name}.png`));
  }
};

const card = (page: Page, name: string) =>
  page.locator('[data-test="card-select"]', {
    has: page.locator('[data-test="chart-card"]', { hasText: name }),
  });

beforeAll(async () => {
  h = await startHarness('card-bulk-select', {}, { examples: true, flightsRows: 1_000 });
  await login(h.page);
  const sales = h.examples!.datasetIds.cleaned_sales_data!;
  ids = [];
  for (const name of NAMES)
    ids.push(await createChart(h.page, name, sales, { viz_type: 'big_number_total', metric: 'count' }));
}, 180_000);
afterAll(() => h?.close());

describe('Bulk select in card view', () => {
  it('selects two chart cards by clicking them and deletes both', async () => {
    const { page } = h;
    await page.goto('/chart/list/?viewMode=card');
    await page.locator('[data-test="chart-card"]', { hasText: NAMES[2] }).waitFor();
    await page.locator('[data-test="bulk-select"]').click();
    const copy = page.locator('[data-test="bulk-select-copy"]');
    await expect.poll(() => copy.innerText()).toBe('0 Selected');
    expect(await page.locator('[data-test="card-checkbox"]').count()).toBe(3);

    // A click on the card's title (a link to the chart) selects instead of opening the chart.
    await card(page, NAMES[0]!).locator('[data-test="chart-link"]').click();
    await card(page, NAMES[1]!).click();
    await expect.poll(() => copy.innerText()).toBe('2 Selected');
    expect(new URL(page.url()).pathname).toBe('/chart/list/');
    expect(await card(page, NAMES[0]!).getAttribute('aria-checked')).toBe('true');
    expect(await card(page, NAMES[1]!).getAttribute('aria-checked')).toBe('true');
    expect(await card(page, NAMES[2]!).getAttribute('aria-checked')).toBe('false');
    await shot('chart-cards-bulk-selected');

    await page.locator('[data-test="bulk-select-action"][data-action="delete"]').click();
    await page.locator('[data-test="delete-modal-input"]').fill('DELETE');
    await page.locator('[data-test="modal-confirm-button"]').click();
    // The bulk delete and the list's refetch: seconds when the machine is loaded.
    await expect.poll(() => page.locator('[data-test="chart-card"]').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('[data-test="chart-card"]').innerText()).toContain(NAMES[2]);
    for (const id of ids.slice(0, 2))
      expect((await api(page, 'GET', `/api/v1/chart/${id}`)).status).toBe(404);
    expect((await api(page, 'GET', `/api/v1/chart/${ids[2]}`)).status).toBe(200);
    await shot('chart-cards-after-bulk-delete');
  });

  it('selects dashboard cards the same way', async () => {
    const { page } = h;
    const made = await api(page, 'POST', '/api/v1/dashboard/', { dashboard_title: 'E2E bulk dashboard' });
    expect(made.status).toBe(201);
    await page.goto('/dashboard/list/?viewMode=card');
    const dashCard = page.locator('[data-test="card-select"]', { hasText: 'E2E bulk dashboard' });
    await page.locator('[data-test="bulk-select"]').click();
    await dashCard.click();
    await expect.poll(() => page.locator('[data-test="bulk-select-copy"]').innerText()).toBe('1 Selected');
    expect(new URL(page.url()).pathname).toBe('/dashboard/list/');
    await shot('dashboard-cards-bulk-selected');
  });
});
