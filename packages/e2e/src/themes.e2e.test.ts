/**
 * Themes in Chromium: the admin adds a dark theme from Settings → Themes (a preset in the dialog,
 * its live preview going dark), makes it the system dark theme, sets it on a dashboard through the
 * dashboard's properties, and a user on the default (light) theme who opens that dashboard sees it
 * dark while the app around it stays light.
 */
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations } from './animations.js';
import { api, chooseMenuItem, login, logoutFromMenu } from './browser.js';
import { waitChartRendered } from './dashboardPage.js';
import { createChart, createOneChartDashboard } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let chartId: number;
let dashboardId: number;
const VIEWER = { username: 'vera', password: 'vera-first-password' };
const THEME = 'Midnight';

/** Relative luminance (0 black … 1 white) of a CSS `rgb(...)` colour. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).backgroundColor);

beforeAll(async () => {
  h = await startHarness('themes', {}, { examples: true, flightsRows: 1000 });
  await login(h.page);
  const sales = h.examples!.datasetIds.cleaned_sales_data!;
  chartId = await createChart(h.page, 'Orders by deal size', sales, {
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'deal_size',
    metrics: ['count'],
  });
  dashboardId = await createOneChartDashboard(h.page, 'Night shift', {
    id: chartId,
    name: 'Orders by deal size',
    width: 6,
    height: 50,
  });
  await api(h.page, 'PUT', `/api/v1/dashboard/${dashboardId}`, { published: true });
});
afterAll(() => h?.close());

describe('themes in Chromium', () => {
  it('adds a dark theme from Settings → Themes with its live preview', async () => {
    const { page } = h;
    await chooseMenuItem(page, '[data-test="settings-menu"]', '[data-test="menu-themes"]');
    await page.waitForURL(/\/theme\/list\//);
    await page.getByText('No themes yet').waitFor();
    await page.locator('[data-test="create-theme"]').first().click();
    await page.locator('[data-test="theme-modal"]').waitFor();
    await page.locator('[data-test="theme-json-editor"] .cm-content').waitFor();
    expect(luminance(await background(page, '[data-test="theme-preview"]'))).toBeGreaterThan(0.8);

    await page.locator('[data-test="theme-name-input"]').fill(THEME);
    await page.locator('[data-test="theme-preset"]').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Dark' })
      .first()
      .click();
    await expect.poll(() => page.locator('[data-test="theme-json-editor"]').innerText()).toContain('"dark"');
    await expect
      .poll(async () => luminance(await background(page, '[data-test="theme-preview"]')))
      .toBeLessThan(0.2);
    await settleAnimations(page);
    await h.shot('theme-modal-dark-preset');

    await page.locator('[data-test="theme-modal-save"]').click();
    await page.locator('[data-test="theme-name"]', { hasText: THEME }).waitFor();
    // Admins set it as the system dark theme from its row: the row is tagged.
    const row = page.locator('tr', { has: page.locator('[data-test="theme-name"]', { hasText: THEME }) });
    await row.locator('[data-test="theme-set-dark"]').click();
    await row.locator('[data-test="theme-system-tags"]', { hasText: 'Dark' }).waitFor();
    await row.locator('[data-test="theme-unset-dark"]').waitFor();
    await settleAnimations(page);
    await h.shot('theme-list');
  });

  it('imports a theme bundle from the list', async () => {
    const { page } = h;
    const root = 'theme_export_20261128T000000';
    const files = {
      [`${root}/metadata.yaml`]: 'version: 1.0.0\ntype: Theme\ntimestamp: 2026-11-28T00:00:00+00:00\n',
      [`${root}/themes/Imported.yaml`]: [
        'theme_name: Imported compact',
        'json_data:',
        '  algorithm:',
        '  - default',
        '  - compact',
        'uuid: 7f0c3c4e-1d2b-4c55-9a0e-6b1f2a3c4d5e',
        'version: 1.0.0',
      ].join('\n'),
    };
    const zip = Buffer.from(
      zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))),
    );
    await page.getByRole('button', { name: 'Import themes' }).click();
    const dialog = page.locator('.ant-modal:has([data-test="import-modal"])');
    await dialog.waitFor();
    await settleAnimations(page);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'themes.zip', mimeType: 'application/zip', buffer: zip });
    await dialog.locator('[data-test="modal-confirm-button"]').click();
    await page.locator('[data-test="theme-name"]', { hasText: 'Imported compact' }).waitFor();
  });

  it('sets the theme on a dashboard from its properties', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await waitChartRendered(h, chartId);
    await chooseMenuItem(page, '[data-test="actions-trigger"]', '[data-test="menu-edit-properties"]');
    await page.locator('[data-test="dashboard-properties-modal"]').waitFor();
    await page.locator('[data-test="dashboard-theme-select"]').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: THEME })
      .first()
      .click();
    await page.locator('[data-test="properties-modal-save-button"]').click();
    // Applied at once, without reloading.
    await page.locator('[data-test="dashboard-theme"]').waitFor();
    const saved = await api(page, 'GET', `/api/v1/dashboard/${dashboardId}`);
    expect(saved.body.result.theme).toMatchObject({ theme_name: THEME });
  });

  it('shows the dashboard dark to a user on the default theme', async () => {
    const { page } = h;
    const roles = await api(page, 'GET', '/api/v1/security/roles/?q=(page_size:100)');
    const alpha = (roles.body.result as { id: number; name: string }[]).find((r) => r.name === 'Alpha')!;
    const user = await api(page, 'POST', '/api/v1/security/users/', {
      first_name: 'Vera',
      last_name: 'Viewer',
      username: VIEWER.username,
      email: 'vera@example.com',
      password: VIEWER.password,
      roles: [alpha.id],
    });
    expect(user.status).toBe(201);
    await logoutFromMenu(page);
    await login(page, VIEWER.username, VIEWER.password);
    expect((await api(page, 'GET', '/api/v1/me/theme/')).body.result.theme_mode).toBeNull();

    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="dashboard-theme"]').waitFor();
    await waitChartRendered(h, chartId);
    expect(luminance(await background(page, '[data-test="dashboard-theme"]'))).toBeLessThan(0.2);
    // The app around the dashboard keeps the user's light theme.
    expect(luminance(await background(page, 'body'))).toBeGreaterThan(0.8);
    await settleAnimations(page);
    await h.shot('dashboard-dark-theme');
  });
});
