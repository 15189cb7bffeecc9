/**
 * SQL Lab's smaller behaviours in Chromium at 1280×900: the examples database pre-selected in a new
 * tab (its internal schema and duplicate table not offered), the query's duration beside the
 * results, result columns wide enough for their numbers, editor and results both visible, the error
 * panel kept after switching tabs and after leaving the page, the access page a Gamma user gets, and
 * explore's "Chart not found" naming access as a possible cause.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleWithSpinners } from './waits.js';
import { startHarness, type Harness } from './harness.js';
import { api, login } from './browser.js';
import { typeSql } from './sqlEditor.js';

let h: Harness;
const GAMMA = { username: 'sqllab-gamma', password: 'sqllab-gamma-password' };
const DURATION = /^\d\d:\d\d:\d\d\.\d\d$/;

const settle = (page: Page) => settleWithSpinners(page, 10_000);
const shot = async (name: string) => {
  await settle(h.page);
  return h.shot(name);
};
const toasts = (page: Page) => page.locator('[data-test="toast"]').allTextContents();
const errorPanel = (page: Page) => page.locator('[data-test="query-error"]');

/** Runs the editor's SQL with the Run button. */
async function run(page: Page, sql: string) {
  await typeSql(page, sql);
  await page.locator('[data-test="run-query-action"]').click();
}

/** The options an antd select offers after typing `search` into it (then closed again). */
async function optionsOf(page: Page, selector: string, search: string): Promise<string[]> {
  await page.locator(selector).click();
  await page.keyboard.type(search);
  const list = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await list.first().waitFor();
  const texts = await list.allTextContents();
  await page.keyboard.press('Escape');
  // The closing dropdown stays visible while it animates: the next select must not read its options.
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
  return texts.map((t) => t.trim());
}

beforeAll(async () => {
  h = await startHarness('sqllab-polish', {}, { examples: true });
  await h.page.setViewportSize({ width: 1280, height: 900 });
  await login(h.page);
}, 180_000);
afterAll(() => h?.close());

describe('SQL Lab polish', () => {
  it('opens a new tab on the examples database, without its internal objects', async () => {
    const { page } = h;
    await page.goto('/sqllab/');
    await page.locator('[data-test="sql-editor-pane"]').waitFor();
    const database = page.locator('[data-test="select-database"]');
    await expect.poll(() => database.textContent()).toContain('examples');
    // The only data schema is picked with it.
    await expect.poll(() => page.locator('[data-test="select-schema"]').textContent()).toContain('main');
    expect(await optionsOf(page, '[data-test="select-schema"]', '')).toEqual(['main']);
    const covid = await optionsOf(page, '[data-test="select-table"]', 'covid');
    expect(covid).toEqual(['COVID Vaccines']);
  });

  it('shows the duration beside the results and columns wide enough for their numbers', async () => {
    const { page } = h;
    await run(
      page,
      'SELECT "AIRLINE", count(*) AS flights_count, sum("DISTANCE") * 1000003 AS distance_scaled, ' +
        'avg("DISTANCE") / 7 AS avg_distance_per_week, avg("DISTANCE") * 1000001 / 3 AS w, ' +
        'count(*) * 1234567891 AS n FROM flights GROUP BY 1 ORDER BY 2 DESC',
    );
    const result = page.locator('[data-test="result-set"][data-complete="true"]');
    await result.waitFor({ timeout: 30_000 });
    const duration = result.locator('[data-test="query-duration"]');
    await expect.poll(() => duration.getAttribute('data-running')).toBe('false');
    const final = (await duration.textContent())!;
    expect(final).toMatch(DURATION);
    await page.waitForTimeout(300);
    expect(await duration.textContent()).toBe(final); // held, not counting on
    // Every visible cell and header shows its whole text.
    await page.locator('[data-test="results-grid"] .ag-row[row-index="0"]').waitFor();
    const clipped = await page.evaluate(`(() => {
      const grid = document.querySelector('[data-test="results-grid"]');
      return [...grid.querySelectorAll('.ag-cell, .ag-header-cell-text')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent);
    })()`);
    expect(clipped).toEqual([]);
    // At 900 px both the editor and the results have room, split by a draggable bar.
    const editorBox = (await page.locator('[data-test="sql-editor"]').boundingBox())!;
    const gridBox = (await page.locator('[data-test="results-grid"]').boundingBox())!;
    expect(editorBox.height).toBeGreaterThanOrEqual(120);
    expect(gridBox.height).toBeGreaterThanOrEqual(200);
    expect(gridBox.y + gridBox.height).toBeLessThanOrEqual(900);
    const gutter = (await page.locator('[data-test="split-gutter"]').boundingBox())!;
    await page.mouse.move(gutter.x + gutter.width / 2, gutter.y + gutter.height / 2);
    await page.mouse.down();
    await page.mouse.move(gutter.x + gutter.width / 2, gutter.y - 60, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () => (await page.locator('[data-test="results-grid"]').boundingBox())!.height)
      .toBeGreaterThan(gridBox.height + 40);
    await shot('results-with-duration');
  });

  it('counts while a query runs', async () => {
    const { page } = h;
    await run(page, 'SELECT count(*) FROM range(100000000) a, range(1000000) b');
    const timer = page.locator('[data-test="query-progress"] [data-test="query-timer"]');
    await timer.waitFor();
    const first = (await timer.textContent())!;
    await expect.poll(() => timer.textContent(), { timeout: 10_000 }).not.toBe(first);
    await page.locator('[data-test="stop-query"]').click();
    await page.locator('[data-test="query-stopped"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-test="query-duration"]').textContent()).toMatch(DURATION);
  });

  it('keeps the error type and issue codes after switching tabs and after leaving the page', async () => {
    const { page } = h;
    await run(page, 'SELECT no_such_column FROM flights');
    await errorPanel(page).waitFor({ timeout: 20_000 });
    const before = (await errorPanel(page).innerText()).trim();
    expect(before).not.toMatch(/^Database error/);
    expect(await errorPanel(page).locator('li').count()).toBeGreaterThan(0);
    await shot('error-panel');

    await page.locator('[data-test="add-tab"]').filter({ visible: true }).click();
    await expect.poll(() => page.locator('[data-test="sql-editor-tab"]').count()).toBe(2);
    // The new tab starts on the examples database too.
    await expect
      .poll(() => page.locator('[data-test="select-database"]').textContent())
      .toContain('examples');
    await page.locator('[data-test="sql-editor-tab"]', { hasText: 'Untitled Query 1' }).click();
    await errorPanel(page).waitFor();
    expect((await errorPanel(page).innerText()).trim()).toBe(before);

    // Leave SQL Lab and come back: the tab and its failed query come from the server.
    await page.locator('[data-test="sql-editor-tab"]', { hasText: 'Untitled Query 1' }).click();
    await page.locator('[data-test="navbar-dashboards"]').click();
    await page.waitForURL(/\/dashboard\/list\//);
    await page.evaluate('window.localStorage.removeItem("sqllab")');
    await page.locator('[data-test="navbar-sqllab"]').click();
    await page.waitForURL(/\/sqllab\//);
    await errorPanel(page).waitFor({ timeout: 20_000 });
    expect((await errorPanel(page).innerText()).trim()).toBe(before);
  });

  it('shows a Gamma user the access page instead of the editor', async () => {
    const { page } = h;
    const roles = await api(page, 'GET', '/api/v1/security/roles/?q=(page_size:100)');
    const gamma = (roles.body.result as { id: number; name: string }[]).find((r) => r.name === 'Gamma')!;
    const user = await api(page, 'POST', '/api/v1/security/users/', {
      first_name: 'Sam',
      last_name: 'Gamma',
      username: GAMMA.username,
      email: 'sam.gamma@example.com',
      password: GAMMA.password,
      roles: [gamma.id],
    });
    expect(user.status).toBe(201);
    await page.goto('about:blank');
    await page.goto('/logout/');
    await login(page, GAMMA.username, GAMMA.password);
    await page.goto('/sqllab/');
    const denied = page.locator('[data-test="sqllab-no-access"]');
    await denied.waitFor();
    expect(await denied.innerText()).toContain("You don't have access to SQL Lab");
    expect(await page.locator('[data-test="sql-editor-pane"]').count()).toBe(0);
    await page.waitForTimeout(500);
    expect((await toasts(page)).join(' ')).not.toMatch(/forbidden/i);
    await shot('no-access');
  });

  it('tells the same user that a chart it cannot see may be an access matter', async () => {
    const { page } = h;
    await page.goto('/explore/?slice_id=999999');
    const missing = page.locator('[data-test="explore-not-found"]');
    await missing.waitFor();
    expect(await missing.innerText()).toContain(
      'This chart does not exist, or you do not have access to it.',
    );
    await shot('chart-not-found');
  });
});
