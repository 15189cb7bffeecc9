/**
 * Tags in Chromium: a custom tag chosen in a dashboard's properties shows in the list's Tags column
 * and filters the list; the bulk Tag of three dashboards, one of them not the user's, tags two and
 * says one was skipped; the Tags page and the tag's page (all entities) list what carries a tag.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOption } from './antSelect.js';
import { api, chooseMenuItem, login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { settledShot, settleWithSpinners } from './waits.js';

let h: Harness;
const shot = (name: string) => settledShot(h, name, settleWithSpinners);
const rows = (page: Page, text: string) =>
  page.locator('[data-test="listview-table"] tbody tr.ant-table-row', { hasText: text });
const PASSWORD = 'e2e-tagger-password-1';

beforeAll(async () => {
  h = await startHarness('tags');
  const { page } = h;
  await login(page);
  const roles = await api(page, 'GET', '/api/v1/security/roles/?q=(page_size:100)');
  const alpha = (roles.body.result as { id: number; name: string }[]).find((r) => r.name === 'Alpha')!;
  const user = await api(page, 'POST', '/api/v1/security/users/', {
    first_name: 'Tag',
    last_name: 'Ger',
    username: 'tagger',
    email: 'tagger@example.com',
    password: PASSWORD,
    roles: [alpha.id],
  });
  expect(user.status).toBe(201);
  expect(
    (await api(page, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Admin board', published: true }))
      .status,
  ).toBe(201);
  expect(
    (await api(page, 'POST', '/api/v1/tag/', { name: 'finance', description: 'Money matters' })).status,
  ).toBe(201);
  await page.goto('/logout/');
  await login(page, 'tagger', PASSWORD);
  for (const title of ['Tagger A', 'Tagger B'])
    expect(
      (await api(page, 'POST', '/api/v1/dashboard/', { dashboard_title: title, published: true })).status,
    ).toBe(201);
}, 120_000);
afterAll(() => h?.close());

describe('tags on the dashboard list', () => {
  it('shows a tag chosen in the properties dialog on the list, and filters by it', async () => {
    const { page } = h;
    await page.goto('/dashboard/list/');
    await rows(page, 'Tagger A').waitFor();
    await rows(page, 'Tagger A').locator('[data-test="edit-dashboard"]').click();
    const tags = page.locator('[data-test="dashboard-tags-select"]');
    await tags.waitFor();
    await pickOption(page, tags, 'fin', { text: 'finance', settle: settleWithSpinners });
    await page.keyboard.press('Escape');
    await shot('dashboard-properties-tags');
    await page.locator('[data-test="properties-modal-save-button"]').click();
    await rows(page, 'Tagger A').locator('[data-test="tag"]', { hasText: 'finance' }).waitFor();
    expect(await rows(page, 'Tagger B').locator('[data-test="tag"]').count()).toBe(0);
    await shot('dashboard-list-tags');

    const filter = page.locator('[data-test="related-select-filter"][data-filter-id="tags"]');
    await pickOption(page, filter, 'fin', { text: 'finance', settle: settleWithSpinners });
    await expect.poll(() => rows(page, 'Tagger B').count()).toBe(0);
    expect(await rows(page, 'Tagger A').count()).toBe(1);
    expect(await rows(page, 'Admin board').count()).toBe(0);
    await shot('dashboard-list-tag-filter');
  });

  it('bulk tags three dashboards, skipping the one the user may not edit', async () => {
    const { page } = h;
    await page.goto('/dashboard/list/');
    await rows(page, 'Admin board').waitFor();
    await page.locator('[data-test="bulk-select"]').click();
    for (const title of ['Tagger A', 'Tagger B', 'Admin board'])
      await rows(page, title).locator('.ant-checkbox-input').check();
    await page.locator('[data-test="bulk-select-action"][data-action="tag"]').click();
    const text = page.locator('[data-test="bulk-tag-text"]');
    await text.waitFor();
    expect(await text.textContent()).toBe('You are adding tags to 3 dashboards');
    await page.locator('[data-test="bulk-tag-select"]').click();
    await page.keyboard.type('quarterly');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await shot('bulk-tag-dialog');
    await page.locator('[data-test="bulk-tag-save"]').click();
    await page
      .getByText(
        '1 items could not be tagged because you don’t have edit permissions to all selected objects.',
      )
      .waitFor();
    await page.getByText('Tagged 2 dashboards').waitFor();
    await rows(page, 'Tagger B').locator('[data-test="tag"]', { hasText: 'quarterly' }).waitFor();
    expect(await rows(page, 'Admin board').locator('[data-test="tag"]').count()).toBe(0);
    await shot('bulk-tag-skipped');
  });

  it('opens the Tags page from Settings, lists tags there and a tag’s dashboards on its page', async () => {
    const { page } = h;
    await chooseMenuItem(page, '[data-test="settings-menu"]', '[data-test="menu-tags"]');
    await page.waitForURL(/\/tag\/list\//);
    await rows(page, 'quarterly').waitFor();
    expect(await rows(page, 'finance').count()).toBe(1);
    await shot('tag-list');
    await rows(page, 'finance').locator('a', { hasText: 'finance' }).click();
    await page.waitForURL(/\/superset\/all_entities\/\?id=\d+/);
    await page.locator('[data-test="entities-dashboard"]').waitFor();
    expect(await page.locator('[data-test="all-entities-tag-name"]').textContent()).toBe('finance');
    expect(await page.locator('[data-test="tagged-object-link"]').allTextContents()).toEqual(['Tagger A']);
    await shot('all-entities');
  });
});
