/**
 * SQL Lab in Chromium: pick the examples database, complete a table name, run, sort the result,
 * save the query and reopen it by savedQueryId, stop a slow query, open a chart's SQL by datasource
 * key, and "Create chart" from a result (screenshots to look at).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { pickOption } from './antSelect.js';
import { login } from './browser.js';
import { typeSql } from './sqlEditor.js';
import { settledShot, settleWithSpinners } from './waits.js';

let h: Harness;
const SAVED_NAME = 'E2E flights by airline';
const consoleErrors: string[] = [];

/** Waits for finite CSS animations and transitions (not the editor's blinking cursor) and spinners. */
const settle = (page: Page) => settleWithSpinners(page, 10_000);
const shot = (name: string) => settledShot(h, name, settle);
const pick = (page: Page, select: Locator, search: string) => pickOption(page, select, search, { settle });

const editorText = (page: Page) => page.locator('[data-test="sql-editor"] .cm-content').innerText();

/** Waits for the latest query to finish: rows in the grid (or a screenshot of what came instead). */
async function waitForRows(page: Page, name: string) {
  const done = page.locator(
    '[data-test="result-set"], [data-test="query-error"], [data-test="sql-parse-error"]',
  );
  await done.first().waitFor({ timeout: 30_000 });
  if ((await page.locator('[data-test="result-set"]').count()) === 0) {
    await h.shot(`${name}-unexpected`);
    throw new Error(`no rows: ${await done.first().innerText()}`);
  }
  await resultRows(page).first().waitFor();
}

const resultRows = (page: Page) => page.locator('[data-test="results-grid"] .ag-row[row-index]');
const toasts = (page: Page) => page.locator('[data-test="toast"]').allTextContents();

beforeAll(async () => {
  h = await startHarness('sqllab', {}, { examples: true });
  await h.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
  h.page.on('pageerror', (e) => consoleErrors.push(String(e)));
  await login(h.page);
});
afterAll(() => h?.close());

describe('SQL Lab in Chromium', () => {
  it('opens with one untitled tab and picks the examples database', async () => {
    const { page } = h;
    await page.locator('[data-test="navbar-sqllab"]').click();
    await page.waitForURL(/\/sqllab\//);
    await page.locator('[data-test="sql-editor-pane"]').waitFor();
    expect(await page.locator('[data-test="sql-editor-tab"]').allTextContents()).toEqual([
      'Untitled Query 1',
    ]);
    await pick(page, page.locator('[data-test="select-database"]'), 'examples');
    const schema = page.locator('[data-test="select-schema"]');
    await pick(page, schema, 'main');
    await expect.poll(() => schema.textContent()).toContain('main');
    await shot('database-picked');
  });

  it('completes a table name, shows its panel and runs the query', async () => {
    const { page } = h;
    await typeSql(page, 'SELECT "AIRLINE", count(*) AS flights_count FROM fligh');
    // Completion opens on typing; Ctrl+Space asks explicitly.
    await page.keyboard.press('Control+Space');
    const popup = page.locator('.cm-tooltip-autocomplete');
    await popup.waitFor();
    await popup
      .locator('li', { hasText: /^flights/ })
      .first()
      .click();
    await expect.poll(() => editorText(page)).toContain('FROM flights');
    await page.keyboard.insertText(' GROUP BY 1 ORDER BY 2 DESC');
    await pick(page, page.locator('[data-test="select-table"]'), 'flights');
    await page
      .locator('[data-test="table-element"][data-table="flights"] [data-test="table-columns"]')
      .waitFor();
    // Ctrl+Enter in the editor runs it.
    await page.locator('[data-test="sql-editor"] .cm-content').click();
    await page.keyboard.press('Control+Enter');
    await waitForRows(page, 'run');
    expect(await page.locator('[data-test="row-count"]').textContent()).toMatch(/rows? returned/);
    await shot('results');
  });

  it('sorts a result column', async () => {
    const { page } = h;
    const header = page.locator('[data-test="results-grid"] [data-test="grid-header"]', {
      hasText: 'AIRLINE',
    });
    await header.locator('span[role="button"]').click();
    await expect
      .poll(async () => {
        // Rows are positioned, not kept in DOM order: read them by row index.
        const cells = await page
          .locator('[data-test="results-grid"] .ag-row[row-index]')
          .evaluateAll((rows) =>
            rows
              .map((r) => ({
                i: Number(r.getAttribute('row-index')),
                text: r.querySelector('.ag-cell[col-id="AIRLINE"]')?.textContent ?? null,
              }))
              .filter((r) => r.text !== null)
              .sort((a, b) => a.i - b.i)
              .map((r) => r.text!),
          );
        return cells.length > 1 && cells.every((c, i) => i === 0 || cells[i - 1]! <= c);
      })
      .toBe(true);
    // Row numbers follow the sorted order.
    const firstNumber = page.locator(
      '[data-test="results-grid"] .ag-row[row-index="0"] .ag-cell[col-id="__row_number__"]',
    );
    await expect.poll(() => firstNumber.textContent()).toBe('1');
    await shot('sorted');
  });

  it('saves the query and reopens it by savedQueryId', async () => {
    const { page } = h;
    await page.locator('[data-test="save-query"]').click();
    await page.locator('[data-test="saved-query-name"]').fill(SAVED_NAME);
    await shot('save-modal');
    await page.locator('[data-test="save-query-confirm"]').click();
    await expect.poll(() => toasts(page)).toContain('Your query was saved');
    const list = (await (await h.context.request.get('/api/v1/saved_query/')).json()) as {
      result: { id: number; label: string }[];
    };
    const saved = list.result.find((q) => q.label === SAVED_NAME);
    expect(saved).toBeDefined();
    // A fresh tab, then close the saved one: reopening must load it from the server.
    await page.locator('[data-test="add-tab"]').filter({ visible: true }).click();
    await expect.poll(() => page.locator('[data-test="sql-editor-tab"]').count()).toBe(2);
    await page
      .locator('.sqllab-tabs .ant-tabs-tab', { hasText: SAVED_NAME })
      .locator('.ant-tabs-tab-remove')
      .click();
    // The saved tab took its name, so the new one is "Untitled Query 1" again.
    await expect
      .poll(() => page.locator('[data-test="sql-editor-tab"]').allTextContents())
      .toEqual(['Untitled Query 1']);
    await page.goto(`/sqllab/?savedQueryId=${saved!.id}`);
    await page.locator('.sqllab-tabs .ant-tabs-tab-active', { hasText: SAVED_NAME }).waitFor();
    await expect.poll(() => editorText(page)).toContain('FROM flights');
    await page.waitForURL((u) => !u.search.includes('savedQueryId'));
    await shot('reopened-saved-query');
  });

  it('stops a slow query', async () => {
    const { page } = h;
    await typeSql(page, 'SELECT count(*) FROM range(100000000) a, range(1000000) b');
    await page.locator('[data-test="run-query-action"]').click();
    await page.locator('[data-test="stop-query"]').waitFor();
    await page.locator('[data-test="query-progress"]').waitFor();
    await shot('slow-query-running');
    await page.locator('[data-test="stop-query"]').click();
    await expect.poll(() => toasts(page), { timeout: 20_000 }).toContain('Query was stopped.');
    await page.locator('[data-test="query-stopped"]').waitFor();
    await page.locator('[data-test="run-query-action"]').waitFor();
    await shot('slow-query-stopped');
  });

  it('shows a parse error with a caret', async () => {
    const { page } = h;
    await typeSql(page, 'SELECT 1\nFROM flights WHERE');
    await page.locator('[data-test="run-query-action"]').click();
    await page
      .locator('[data-test="query-error"], [data-test="sql-parse-error"]')
      .first()
      .waitFor({ timeout: 20_000 });
    await shot('query-error');
  });

  it("opens a chart's SQL by datasource key and runs it", async () => {
    const { page } = h;
    const flightsId = h.examples!.datasetIds.flights!;
    const sql = 'SELECT "AIRLINE", "ORIGIN_AIRPORT" FROM flights LIMIT 25';
    await page.goto(`/sqllab/?datasourceKey=${flightsId}__table&sql=${encodeURIComponent(sql)}`);
    await page.locator('.sqllab-tabs .ant-tabs-tab-active', { hasText: 'Query flights' }).waitFor();
    await waitForRows(page, 'datasource-key');
    expect(await page.locator('[data-test="row-count"]').textContent()).toBe('25 rows returned');
    await shot('datasource-key');
  });

  it('cycles tabs with the keyboard and keeps them after a reload', async () => {
    const { page } = h;
    const names = await page.locator('[data-test="sql-editor-tab"]').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    const active = () =>
      page.locator('.sqllab-tabs .ant-tabs-tab-active [data-test="tab-name"]').textContent();
    const before = await active();
    await page.locator('[data-test="sql-editor-pane"]').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+BracketRight');
    await expect.poll(active).not.toBe(before);
    await page.keyboard.press('Control+BracketLeft');
    await expect.poll(active).toBe(before);
    await page.reload();
    await page.locator('[data-test="sql-editor-pane"]').waitFor();
    await expect.poll(() => page.locator('[data-test="sql-editor-tab"]').allTextContents()).toEqual(names);
  });

  it('creates a chart from the result', async () => {
    const { page } = h;
    await typeSql(page, 'SELECT "AIRLINE", count(*) AS n FROM flights GROUP BY 1');
    await page.locator('[data-test="run-query-action"]').click();
    await waitForRows(page, 'create-chart');
    await page.locator('[data-test="create-chart"]').click();
    await page.waitForURL(/\/explore\//);
    await page.locator('[data-test="datasource-name"]').waitFor({ timeout: 30_000 });
    await shot('explore-from-sqllab');
  });

  it('lists the saved query and the history', async () => {
    const { page } = h;
    await page.goto('/savedqueryview/list/');
    await page.locator('[data-test="saved-query-link"]', { hasText: SAVED_NAME }).waitFor();
    await shot('saved-queries-list');
    await page.goto('/sqllab/history/');
    await page.locator('[data-test="query-history-list"] [data-test="query-state"]').first().waitFor();
    await shot('query-history-list');
    expect(consoleErrors).toEqual([]);
  });
});
