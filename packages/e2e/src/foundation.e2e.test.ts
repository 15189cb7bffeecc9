/** The foundation's user journey: sign in, manage dashboards from the list, sign out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';
import { settleAnimations } from './animations.js';
import { logoutFromMenu } from './browser.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('foundation');
});
afterAll(() => h?.close());

describe('foundation journey in Chromium', () => {
  it('redirects to login and refuses a wrong password with an error', async () => {
    const { page } = h;
    await page.goto('/dashboard/list/');
    await page.waitForURL(/\/login\/\?next=/);
    await page.locator('[data-test="login-form"]').waitFor();
    await h.shot('login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect
      .poll(() => page.locator('[data-test="login-error"]').textContent())
      .toContain('Invalid login. Please try again.');
    await h.shot('login-error');
  });

  it('signs in and lands on the dashboards list', async () => {
    const { page } = h;
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/dashboard\/list\//);
    await page.locator('[data-test="dashboard-list"]').waitFor();
    await page.locator('[data-test="user-menu"]').waitFor();
    await h.shot('dashboards-list-empty');
  });

  it('creates a dashboard, finds it by search, stars it and deletes it', async () => {
    const { page } = h;
    const title = `E2E Sales ${Date.now()}`;
    await page.locator('[data-test="create-dashboard"]').click();
    // Creating opens the new dashboard; rename it through the API-backed title field when offered.
    await page.waitForURL(/\/superset\/dashboard\/\d+\//);
    const id = /dashboard\/(\d+)\//.exec(page.url())![1];
    await page.locator('[data-test="dashboard-title"]').waitFor();
    await h.shot('new-dashboard');
    const csrf = await page.evaluate(async () => {
      const r = await fetch('/api/v1/security/csrf_token/');
      return ((await r.json()) as { result: string }).result;
    });
    const renamed = await page.evaluate(
      async ([dashId, token, newTitle]) => {
        const r = await fetch(`/api/v1/dashboard/${dashId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-csrftoken': token! },
          body: JSON.stringify({ dashboard_title: newTitle }),
        });
        return r.status;
      },
      [id, csrf, title],
    );
    expect(renamed).toBe(200);

    await page.goto('/dashboard/list/');
    await page
      .locator('[data-test="search-filter"] input, input[data-test="search-filter"]')
      .first()
      .fill(title);
    await page.keyboard.press('Enter');
    const row = page.locator('[data-test="listview-table"] tbody tr', { hasText: title });
    await row.waitFor();
    await expect
      .poll(() => page.locator('[data-test="listview-table"] tbody tr.ant-table-row').count())
      .toBe(1);
    expect(page.url()).toContain('filters');
    await h.shot('search');

    await row.locator('[data-test="fave-unfave-icon"]').click();
    await expect
      .poll(() =>
        page.evaluate(async (dashId) => {
          const r = await fetch(`/api/v1/dashboard/favorite_status/?q=!(${dashId})`);
          return ((await r.json()) as { result: { value: boolean }[] }).result[0]!.value;
        }, id),
      )
      .toBe(true);
    await h.shot('starred');

    await row.locator('[data-test="delete-dashboard"]').click();
    await page.locator('[data-test="delete-modal-input"]').fill('DELETE');
    await settleAnimations(page); // the modal's opening animation, before the screenshot
    await h.shot('delete-confirm');
    await page.locator('[data-test="modal-confirm-button"]').click();
    await expect.poll(() => row.count()).toBe(0);
    const status = await page.evaluate(
      async (dashId) => (await fetch(`/api/v1/dashboard/${dashId}`)).status,
      id,
    );
    expect(status).toBe(404);
    await h.shot('deleted');
  });

  it('logs out and the session no longer works', async () => {
    const { page } = h;
    await logoutFromMenu(page);
    await h.shot('logged-out');
    const status = await page.evaluate(async () => (await fetch('/api/v1/me/')).status);
    expect(status).toBe(401);
  });
});
