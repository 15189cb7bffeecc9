/**
 * Home (/superset/welcome/): the landing page after signing in. A fresh user sees each panel's empty
 * state and its call to action; after viewing a dashboard and editing a chart, Recents shows them
 * under Viewed and Edited; starring a chart puts it under Charts › Favorite; the Thumbnails switch
 * drops the cards' covers and is remembered.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { settleWithSpinners, shotFromTop } from './waits.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('home', {}, { examples: true, flightsRows: 1_000 });
  await login(h.page);
}, 180_000);
afterAll(() => h?.close());

const panel = (page: Page, name: string) => page.locator(`[data-test="home-${name}"]`);

/** Opens a closed panel (Recents and Saved queries start closed) and waits for its content. */
async function openPanel(page: Page, key: string, content: string) {
  if (!(await panel(page, content).isVisible()))
    await page.locator(`[data-test="home-panel-${key}"]`).click();
  await panel(page, content).waitFor();
}

async function openHome(page: Page) {
  await page.goto('/superset/welcome/');
  await page.locator('[data-test="home-page"]').waitFor();
}

const cardTitles = (page: Page, within: string, card: string) =>
  panel(page, within).locator(`[data-test="${card}"]`).allInnerTexts();

describe('Home page', () => {
  it('lands there after signing in and shows each panel’s empty state and action to a fresh user', async () => {
    const { page } = h;
    expect(new URL(page.url()).pathname).toBe('/superset/welcome/');
    await openPanel(page, 'recents', 'recents');
    await openPanel(page, 'saved-queries', 'saved-queries');
    for (const name of ['recents', 'dashboards', 'charts', 'saved-queries'])
      await panel(page, name).locator('[data-test="home-empty-state"]').waitFor();
    expect(await panel(page, 'recents').locator('[data-test="home-empty-state"]').innerText()).toContain(
      'Nothing here yet',
    );
    // Recents has no button; the others offer a new object (Examples tab) or the list (Favorite tab).
    expect(await panel(page, 'recents').locator('[data-test="home-empty-action"]').count()).toBe(0);
    expect(await panel(page, 'dashboards').locator('[data-test="home-empty-action"]').innerText()).toBe(
      'Dashboard',
    );
    expect(await panel(page, 'saved-queries').locator('[data-test="home-empty-action"]').innerText()).toBe(
      'SQL query',
    );
    await panel(page, 'charts').locator('[data-test="home-tab-favorite"]').click();
    const seeAll = panel(page, 'charts').locator('[data-test="home-empty-action"]');
    await expect.poll(() => seeAll.innerText()).toBe('See all charts');
    await settleWithSpinners(page, 10_000);
    await shotFromTop(h, 'home-empty');
    await seeAll.click();
    await page.waitForURL(/\/chart\/list\/\?filters=/);
    await page.locator('[data-test="chart-list"]').waitFor();
  });

  it('shows what the user just viewed and edited under Recents', async () => {
    const { page } = h;
    const sales = h.examples!.datasetIds.cleaned_sales_data!;
    const chartId = await createChart(page, 'Home orders', sales, {
      viz_type: 'big_number_total',
      metric: 'count',
    });
    const made = await api(page, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Home sales board' });
    expect(made.status).toBe(201);
    // View the dashboard (the page logs its mount), then edit the chart's name through the API.
    await page.goto(`/superset/dashboard/${made.body.id as number}/`);
    await page.locator('[data-test="dashboard-page"]').waitFor();
    const edited = await api(page, 'PUT', `/api/v1/chart/${chartId}`, { slice_name: 'Home orders (edited)' });
    expect(edited.status).toBe(200);

    // The view reaches the log in the web's next event batch: the page is opened until it shows.
    await expect
      .poll(
        async () => {
          await openHome(page);
          await openPanel(page, 'recents', 'recents');
          await page.locator('[data-test="home-tab-viewed"]').click();
          await panel(page, 'recents')
            .locator('[data-test="activity-card"], [data-test="home-empty-state"]')
            .first()
            .waitFor();
          return cardTitles(page, 'recents', 'activity-title');
        },
        { timeout: 20_000 },
      )
      .toEqual(['Home sales board']);
    const viewed = panel(page, 'recents').locator('[data-test="activity-card"]');
    expect(await viewed.getAttribute('data-kind')).toBe('dashboard');
    expect(await viewed.innerText()).toMatch(/Viewed .*ago/);
    await shotFromTop(h, 'home-viewed');

    await page.locator('[data-test="home-tab-edited"]').click();
    await expect
      .poll(() => cardTitles(page, 'recents', 'activity-title'))
      .toEqual(['Home sales board', 'Home orders (edited)']);
    expect(await panel(page, 'recents').locator('[data-test="activity-card"]').last().innerText()).toMatch(
      /Modified .*ago/,
    );
    await page.locator('[data-test="home-tab-created"]').click();
    await expect
      .poll(() => cardTitles(page, 'recents', 'activity-title'))
      .toEqual(['Home orders (edited)', 'Home sales board']);
    await page.locator('[data-test="home-tab-edited"]').click();
    await settleWithSpinners(page, 10_000);
    await shotFromTop(h, 'home-recents');

    // The tab is remembered: the page opens on Edited again.
    await openHome(page);
    await panel(page, 'recents').locator('[data-test="activity-card"]').first().waitFor();
    expect(
      await panel(page, 'recents').locator('.ant-tabs-tab-active [data-test="home-tab-edited"]').count(),
    ).toBe(1);
  });

  it('lists a starred chart under Charts › Favorite and the user’s own under Mine', async () => {
    const { page } = h;
    await openHome(page);
    const charts = panel(page, 'charts');
    await charts.locator('[data-test="home-tab-mine"]').click();
    const card = charts.locator('[data-test="chart-card"]', { hasText: 'Home orders (edited)' });
    await card.waitFor();
    await card.locator('[data-test="fave-unfave-icon"]').click();
    await expect
      .poll(() => card.locator('[data-test="fave-unfave-icon"]').getAttribute('data-starred'))
      .toBe('true');
    await charts.locator('[data-test="home-tab-favorite"]').click();
    await expect.poll(() => cardTitles(page, 'charts', 'chart-link')).toEqual(['Home orders (edited)']);
    const dashboards = panel(page, 'dashboards');
    await dashboards.locator('[data-test="home-tab-mine"]').click();
    await expect.poll(() => cardTitles(page, 'dashboards', 'dashboard-link')).toEqual(['Home sales board']);
    await settleWithSpinners(page, 10_000);
    await shotFromTop(h, 'home-cards');
  });

  it('drops the cards’ covers with the Thumbnails switch and remembers it', async () => {
    const { page } = h;
    const cards = panel(page, 'charts').locator('[data-home-cards]');
    expect(await cards.getAttribute('data-home-cards')).toBe('covered');
    const cover = panel(page, 'charts').locator('[data-test="chart-card"] .ant-card-cover');
    expect(await cover.isVisible()).toBe(true);
    await page.locator('[data-test="home-thumbnails-switch"]').click();
    await expect.poll(() => cards.getAttribute('data-home-cards')).toBe('compact');
    expect(await cover.isVisible()).toBe(false);
    await settleWithSpinners(page, 10_000);
    await shotFromTop(h, 'home-compact');

    await openHome(page);
    await panel(page, 'charts').locator('[data-test="chart-card"]').first().waitFor();
    expect(await panel(page, 'charts').locator('[data-home-cards]').getAttribute('data-home-cards')).toBe(
      'compact',
    );
    expect(await page.locator('[data-test="home-thumbnails-switch"]').getAttribute('aria-checked')).toBe(
      'false',
    );
  });
});
