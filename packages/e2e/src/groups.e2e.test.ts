/**
 * Groups in Chromium: the admin opens Settings → List Groups, adds a group carrying the Gamma role
 * through the group modal, and puts a new user in it through the user modal. Signed in, that user
 * holds Gamma through the group (the Charts entry and list), while a user outside it does not.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations } from './animations.js';
import { api, login, logoutFromMenu } from './browser.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';

let h: Harness;
const GROUP = 'Chart readers';
const MEMBER = { username: 'greta', password: 'greta-first-password' };
const OUTSIDER = { username: 'otto', password: 'otto-first-password' };

async function openSettings(page: Page) {
  await page.locator('[data-test="settings-menu"]').click();
  await settleAnimations(page);
}

/** Types into a multi-select and picks the option with that text. */
async function choose(page: Page, select: string, text: string) {
  await page.locator(select).click();
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator(select).textContent()).toContain(text);
}

beforeAll(async () => {
  h = await startHarness('groups');
  await login(h.page, 'admin', ADMIN_PASSWORD);
});
afterAll(() => h?.close());

describe('groups in Chromium', () => {
  it('adds a group with the Gamma role from Settings → List Groups', async () => {
    const { page } = h;
    await openSettings(page);
    await page.locator('[data-test="menu-groups"]', { hasText: 'List Groups' }).click();
    await page.waitForURL(/\/list_groups\//);
    await page.getByText('No groups yet').waitFor();
    await page.locator('[data-test="btn-add-group"]').first().click();
    await page.locator('[data-test="group-modal"]').waitFor();
    await page.locator('[data-test="group-name"]').fill(GROUP);
    await page.locator('[data-test="group-label"]').fill('Chart readers (all teams)');
    await page.locator('[data-test="group-description"]').fill('Everyone who reads charts');
    await choose(page, '[data-test="group-roles"]', 'Gamma');
    await h.shot('group-modal-filled');
    await page.locator('[data-test="group-modal-save"]').click();
    await page.locator('[data-test="group-list-name"]', { hasText: GROUP }).waitFor();
    const row = page.locator('tr', {
      has: page.locator('[data-test="group-list-name"]', { hasText: GROUP }),
    });
    expect(await row.textContent()).toContain('Gamma');
    await h.shot('groups-list');
  });

  it('puts a new user in the group through the user modal', async () => {
    const { page } = h;
    await openSettings(page);
    await page.locator('[data-test="menu-users"]').click();
    await page.waitForURL(/\/users\/list\//);
    await page.locator('[data-test="btn-add-user"]').click();
    await page.locator('[data-test="user-modal"]').waitFor();
    await page.locator('[data-test="user-first-name"]').fill('Greta');
    await page.locator('[data-test="user-last-name"]').fill('Group');
    await page.locator('[data-test="user-username"]').fill(MEMBER.username);
    await page.locator('[data-test="user-email"]').fill('greta@example.com');
    await page.locator('[data-test="user-password"]').fill(MEMBER.password);
    await page.locator('[data-test="user-password-confirm"]').fill(MEMBER.password);
    // Neither a role nor a group: refused in the form, as Superset's modal does.
    await page.locator('[data-test="user-modal-save"]').click();
    await page
      .locator('.ant-form-item-explain-error', { hasText: 'Please select at least one role or group' })
      .first()
      .waitFor();
    await choose(page, '[data-test="user-groups"]', GROUP);
    // A group is enough: the message leaves both fields.
    await page
      .locator('.ant-form-item-explain-error', { hasText: 'Please select at least one role or group' })
      .first()
      .waitFor({ state: 'detached' });
    await h.shot('user-modal-with-group');
    await page.locator('[data-test="user-modal-save"]').click();
    await page.locator('[data-test="user-list-username"]', { hasText: MEMBER.username }).waitFor();
    const row = page.locator('tr', {
      has: page.locator('[data-test="user-list-username"]', { hasText: MEMBER.username }),
    });
    expect(await row.locator('[data-test="user-list-groups"]').textContent()).toBe(GROUP);
    await h.shot('users-list-with-groups');

    // The group lists its new member.
    await openSettings(page);
    await page.locator('[data-test="menu-groups"]').click();
    await page.waitForURL(/\/list_groups\//);
    await expect
      .poll(() => page.locator('[data-test="group-list-users"]').first().textContent())
      .toBe(MEMBER.username);
    await h.shot('groups-list-with-member');

    // Someone outside the group, with a role that does not read charts.
    const roles = await api(page, 'GET', '/api/v1/security/roles/?q=(page_size:100)');
    const sqlLab = (roles.body.result as { id: number; name: string }[]).find((r) => r.name === 'sql_lab')!;
    const created = await api(page, 'POST', '/api/v1/security/users/', {
      first_name: 'Otto',
      last_name: 'Outside',
      username: OUTSIDER.username,
      email: 'otto@example.com',
      password: OUTSIDER.password,
      roles: [sqlLab.id],
    });
    expect(created.status).toBe(201);
  });

  it('lets the member read charts through the group, and not the user outside it', async () => {
    const { page } = h;
    await logoutFromMenu(page);
    await login(page, MEMBER.username, MEMBER.password);
    await page.locator('[data-test="navbar-charts"]').click();
    await page.waitForURL(/\/chart\/list\//);
    await page.locator('[data-test="chart-list"]').waitFor();
    expect((await api(page, 'GET', '/api/v1/chart/')).status).toBe(200);
    await h.shot('member-charts-list');
    await openSettings(page);
    expect(await page.locator('[data-test="menu-groups"]').count()).toBe(0);
    await page.keyboard.press('Escape');

    await logoutFromMenu(page);
    await login(page, OUTSIDER.username, OUTSIDER.password);
    expect(await page.locator('[data-test="navbar-charts"]').count()).toBe(0);
    expect((await api(page, 'GET', '/api/v1/chart/')).status).toBe(403);
    await h.shot('outsider-without-charts');
  });
});
