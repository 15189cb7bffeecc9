/**
 * Users, roles and data access in Chromium: an admin makes a role granting one dataset (searchable
 * permission picker), adds a Gamma user with that role, and signs in as them: the granted dataset's
 * chart renders; a chart on another dataset shows the access panel naming the dataset's owner to
 * contact; the Settings menu has no security entries and explore offers no SQL Lab; the user changes
 * their own password on /user_info/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';
import { settleAnimations } from './animations.js';
import { api, chooseMenuItem, login, logoutFromMenu } from './browser.js';

let h: Harness;
let flightsId: number;
let salesId: number;
const USER = 'gina';
const PASSWORD = 'gina-first-password';
const charts: Record<string, number> = {};

const chartBody = (datasetId: number, name: string, owners: number[]) => {
  const formData = {
    datasource: `${datasetId}__table`,
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: [],
    metrics: ['count'],
    time_range: 'No filter',
    row_limit: 10,
  };
  return {
    slice_name: name,
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(formData),
    owners,
  };
};

async function openSettings(page: Page) {
  await page.locator('[data-test="settings-menu"]').click();
  await settleAnimations(page);
}

beforeAll(async () => {
  h = await startHarness('security', {}, { examples: true, flightsRows: 20_000 });
  flightsId = h.examples!.datasetIds.flights!;
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  await login(h.page, 'admin', ADMIN_PASSWORD);
});
afterAll(() => h?.close());

describe('users, roles and data access in Chromium', () => {
  it('shows the security entries of the Settings menu to the admin', async () => {
    const { page } = h;
    await openSettings(page);
    await page.locator('[data-test="menu-users"]').waitFor();
    await page.locator('[data-test="menu-roles"]').waitFor();
    await h.shot('admin-settings-menu');
    await page.locator('[data-test="menu-roles"]').click();
    await page.waitForURL(/\/roles\/list\//);
    await page.locator('[data-test="role-list-name"]', { hasText: 'Gamma' }).waitFor();
    await h.shot('roles-list');
  });

  it('adds a role granting the flights dataset with the searchable permission picker', async () => {
    const { page } = h;
    await page.locator('[data-test="btn-add-role"]').click();
    await page.locator('[data-test="role-modal"]').waitFor();
    await page.locator('[data-test="role-name"]').fill('Flights readers');
    const picker = page.locator('[data-test="role-permissions"]');
    await picker.click();
    await page.keyboard.type('[flights]');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: `datasource_access on [examples].[flights](id:${flightsId})`,
    });
    await option.waitFor();
    await h.shot('permission-picker-search');
    await option.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.textContent()).toContain('datasource_access on [examples].[flights]');
    await h.shot('role-modal-filled');
    await page.locator('[data-test="role-modal-save"]').click();
    await page.locator('[data-test="role-list-name"]', { hasText: 'Flights readers' }).waitFor();
    await h.shot('roles-list-with-new-role');
  });

  it('refuses a duplicate role name in the form', async () => {
    const { page } = h;
    await page.locator('[data-test="btn-add-role"]').click();
    await page.locator('[data-test="role-name"]').fill('gamma');
    await page.locator('[data-test="role-modal-save"]').click();
    await page
      .locator('.ant-form-item-explain-error', { hasText: 'A role with this name already exists.' })
      .waitFor();
    await h.shot('role-duplicate-name');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('adds a Gamma user with the new role through the user modal', async () => {
    const { page } = h;
    await openSettings(page);
    await page.locator('[data-test="menu-users"]').click();
    await page.waitForURL(/\/users\/list\//);
    await page.locator('[data-test="user-list-username"]', { hasText: 'admin' }).waitFor();
    await page.locator('[data-test="btn-add-user"]').click();
    await page.locator('[data-test="user-modal"]').waitFor();
    await page.locator('[data-test="user-first-name"]').fill('Gina');
    await page.locator('[data-test="user-last-name"]').fill('Gamma');
    await page.locator('[data-test="user-username"]').fill(USER);
    await page.locator('[data-test="user-email"]').fill('gina@example.com');
    const roles = page.locator('[data-test="user-roles"]');
    for (const role of ['Gamma', 'Flights readers']) {
      await roles.click();
      await page.keyboard.type(role);
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: role })
        .first()
        .click();
    }
    await page.keyboard.press('Escape');
    // The password policy is checked before anything is sent.
    await page.locator('[data-test="user-password"]').fill('short');
    await page.locator('[data-test="user-modal-save"]').click();
    await page.locator('.ant-form-item-explain-error', { hasText: 'At least 10 characters' }).waitFor();
    await page.locator('[data-test="user-password"]').fill(PASSWORD);
    await page.locator('[data-test="user-password-confirm"]').fill(PASSWORD);
    await h.shot('user-modal-filled');
    await page.locator('[data-test="user-modal-save"]').click();
    await page.locator('[data-test="user-list-username"]', { hasText: USER }).waitFor();
    await h.shot('users-list-with-gina');

    // Two charts owned by the admin and Gina: one on the granted dataset, one on another.
    const users = await api(page, 'GET', '/api/v1/security/users/?q=(page_size:100)');
    const all = users.body.result as { id: number; username: string }[];
    const ids = all.map((u) => u.id);
    // The admin owns the sales dataset: the one the access panel names as contact.
    const adminId = all.find((u) => u.username === 'admin')!.id;
    const owned = await api(page, 'PUT', `/api/v1/dataset/${salesId}`, { owners: [adminId] });
    expect(owned.status).toBe(200);
    for (const [key, dataset] of [
      ['flights', flightsId],
      ['sales', salesId],
    ] as const) {
      const res = await api(page, 'POST', '/api/v1/chart/', chartBody(dataset, `E2E ${key} rows`, ids));
      expect(res.status).toBe(201);
      charts[key] = res.body.id as number;
    }
  });

  it('signs in as the user: the granted chart renders, the other shows the access panel', async () => {
    const { page } = h;
    // GET /logout/ only asks; signing out is the confirmation's POST.
    await page.goto('/logout/');
    await page.locator('[data-test="logout-page"]').waitFor();
    await h.shot('logout-confirm');
    await page.locator('[data-test="logout-confirm"]').click();
    await page.waitForURL(/\/login\//);
    await login(page, USER, PASSWORD);

    await openSettings(page);
    expect(await page.locator('[data-test="menu-users"]').count()).toBe(0);
    expect(await page.locator('[data-test="menu-roles"]').count()).toBe(0);
    await h.shot('gamma-settings-menu');
    await page.keyboard.press('Escape');

    // Only the granted dataset is listed.
    const datasets = await api(page, 'GET', '/api/v1/dataset/');
    expect(datasets.body.ids).toEqual([flightsId]);

    await page.goto(`/explore/?slice_id=${charts.flights}`);
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
    await h.shot('granted-chart-renders');
    // Without SQL Lab permissions the dataset menu offers no "View in SQL Lab".
    await page.locator('[data-test="datasource-menu-trigger"]').click();
    await page.locator('[data-test="swap-dataset"]').waitFor();
    expect(await page.locator('[data-test="view-in-sqllab"]').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(`/explore/?slice_id=${charts.sales}`);
    const panel = page.locator('[data-test="explore-error"] [data-test="access-error-panel"]');
    await panel.waitFor();
    expect(await page.getByText('Unexpected error').count()).toBe(0);
    expect(await panel.locator('[data-test="access-error-message"]').textContent()).toBe(
      'This endpoint requires the datasource cleaned_sales_data, database or `all_datasource_access` permission',
    );
    expect(await panel.textContent()).toContain('Access denied');
    expect(await panel.textContent()).toContain('Please reach out to the Dataset Owner for assistance.');
    expect(await panel.locator('[data-test="access-error-owners"]').textContent()).toBe(
      'Dataset Owner: Admin User',
    );
    await h.shot('other-chart-access-panel');

    // The chart data API answers with Superset's security error for the other dataset.
    const denied = await api(page, 'POST', '/api/v1/chart/data', {
      datasource: { id: salesId, type: 'table' },
      queries: [{ metrics: ['count'], row_limit: 1 }],
    });
    expect(denied.status).toBe(403);
    expect((denied.body.errors as { error_type: string }[])[0]!.error_type).toBe(
      'DATASOURCE_SECURITY_ACCESS_ERROR',
    );
    expect((await api(page, 'GET', '/api/v1/security/users/')).status).toBe(403);
  });

  it('changes the signed-in user password on /user_info/', async () => {
    const { page } = h;
    await page.goto('/dashboard/list/');
    await chooseMenuItem(page, '[data-test="user-menu"]', '[data-test="user-info-link"]');
    await page.waitForURL(/\/user_info\//);
    await page.locator('[data-test="user-info"]', { hasText: 'gina@example.com' }).waitFor();
    await page.locator('[data-test="new-password"]').fill('gina-second-password');
    await page.locator('[data-test="confirm-password"]').fill('gina-second-password');
    // A wrong current password is refused on its field and changes nothing.
    await page.locator('[data-test="current-password"]').fill('not-ginas-password');
    await page.locator('[data-test="change-password"]').click();
    await page.getByText('The current password is not correct.').waitFor();
    await h.shot('user-info-wrong-current-password');
    await page.locator('[data-test="current-password"]').fill(PASSWORD);
    await page.locator('[data-test="change-password"]').click();
    await page.locator('[data-test="toast"]', { hasText: 'Your password was changed' }).waitFor();
    await h.shot('user-info-password-changed');
    await logoutFromMenu(page);
    await login(page, USER, 'gina-second-password');
  });
});
