/**
 * The activity log in Chromium: the admin opens a dashboard; the server logs the view
 * (DashboardRestApi.get) and the page's batched mount_dashboard event reaches /superset/log/; the
 * Action Log (Settings → Security) lists both with the dashboard, a row's JSON opens, and the
 * dashboard is the admin's recent activity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations } from './animations.js';
import { api, login } from './browser.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
const TITLE = 'Logged dashboard';

beforeAll(async () => {
  h = await startHarness('activity-log');
  await login(h.page);
});
afterAll(() => h?.close());

describe('activity log in Chromium', () => {
  it('logs a dashboard view and shows it in the Action Log and recent activity', async () => {
    const { page } = h;
    const created = await api(page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: TITLE,
      published: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    await page.goto(`/superset/dashboard/${id}/`);
    await page.getByText(TITLE).first().waitFor();
    // The page's events go out within a second (or when it is hidden).
    await expect
      .poll(async () => (await api(page, 'GET', '/api/v1/log/recent_activity/')).body.result, {
        timeout: 15_000,
      })
      .toEqual([
        expect.objectContaining({
          item_title: TITLE,
          item_type: 'dashboard',
          item_url: `/superset/dashboard/${id}/`,
        }),
      ]);

    await page.locator('[data-test="settings-menu"]').click();
    await settleAnimations(page);
    await page.locator('[data-test="menu-action-log"]', { hasText: 'Action Log' }).click();
    await page.waitForURL(/\/actionlog\/list\//);
    await page
      .locator('[data-test="action-log-action"]', { hasText: 'DashboardRestApi.get' })
      .first()
      .waitFor();
    const row = page
      .locator('tr', {
        has: page.locator('[data-test="action-log-action"]', { hasText: 'DashboardRestApi.get' }),
      })
      .first();
    expect(await row.textContent()).toContain(`Dashboard ${id}`);
    expect(await row.locator('[data-test="action-log-user"]').textContent()).toBe('admin');

    // The web's own events are rows of action "log"; one of them is the dashboard's mount.
    const mount = page.locator('tr', { hasText: 'mount_dashboard' }).first();
    await mount.waitFor();
    await mount.locator('[data-test="action-log-json"] a', { hasText: 'Show' }).click();
    await expect.poll(() => mount.locator('pre').textContent()).toContain('"event_name": "mount_dashboard"');
    await h.shot('action-log');

    // Filtered by action.
    await page.getByPlaceholder('Type a value').first().fill('DashboardRestApi.get');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => [...new Set(await page.locator('[data-test="action-log-action"]').allTextContents())])
      .toEqual(['DashboardRestApi.get']);
    await h.shot('action-log-filtered');
  });
});
