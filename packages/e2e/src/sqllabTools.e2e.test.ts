/**
 * SQL Lab's editor tools in Chromium: the server's validation marks appear in the editor while
 * typing (underline, gutter marker, message on hover) and go when the SQL is fixed; on a database
 * that allows CTAS a query runs as CREATE TABLE AS, the result pane says the table was created and
 * "Query in a new tab" reads its rows (screenshots to look at).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOption } from './antSelect.js';
import { api, login } from './browser.js';
import { typeSql } from './sqlEditor.js';
import { settledShot } from './waits.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let ctasDbId: number;
const pageErrors: string[] = [];
const INVALID_SQL = 'SELECT "AIRLINE", count(*)\nFROM flights\nWHERE (';
const TABLE = 'squares_e2e';

const marks = (page: Page) => page.locator('[data-test="sql-editor"] .cm-lintRange-error');
const gutterMarks = (page: Page) => page.locator('[data-test="sql-editor"] .cm-lint-marker-error');

beforeAll(async () => {
  h = await startHarness('sqllab-tools', {}, { examples: true });
  h.page.on('pageerror', (e) => pageErrors.push(String(e)));
  await login(h.page);
  const created = await api(h.page, 'POST', '/api/v1/database/', {
    database_name: 'ctas scratch',
    sqlalchemy_uri: 'duckdb:///:memory:',
    expose_in_sqllab: true,
    allow_ctas: true,
    allow_cvas: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  ctasDbId = Number(created.body.id);
});
afterAll(() => h?.close());

describe('SQL Lab editor tools in Chromium', () => {
  it('marks invalid SQL with the server’s message and clears the mark once fixed', async () => {
    const { page } = h;
    await page.goto('/sqllab/');
    await page.locator('[data-test="sql-editor-pane"]').waitFor();
    await pickOption(page, page.locator('[data-test="select-database"]'), 'examples');
    await typeSql(page, INVALID_SQL);

    const server = await api(page, 'POST', `/api/v1/database/${h.examples!.databaseId}/validate_sql/`, {
      sql: INVALID_SQL,
    });
    const [annotation] = server.body.result as { message: string; line_number: number }[];
    expect(annotation).toMatchObject({ line_number: 3, message: 'syntax error at end of input' });

    await marks(page).first().waitFor({ timeout: 10_000 });
    await expect.poll(() => gutterMarks(page).count()).toBe(1);
    // The mark sits on the third line, where the server placed the error.
    const markedLine = await marks(page)
      .first()
      .evaluate((el) => el.closest('.cm-line')?.textContent);
    expect(markedLine).toBe('WHERE (');
    await marks(page).first().hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toContain(annotation!.message);
    await settledShot(h, 'validation-mark');

    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('1 = 1) GROUP BY 1');
    await expect.poll(() => marks(page).count(), { timeout: 10_000 }).toBe(0);
    expect(await gutterMarks(page).count()).toBe(0);
    await settledShot(h, 'validation-fixed');
  });

  it('runs a query as CREATE TABLE AS and opens the new table in a new tab', async () => {
    const { page } = h;
    // The examples database does not allow CTAS: no control.
    expect(await page.locator('[data-test="create-as-menu"]').count()).toBe(0);
    await pickOption(page, page.locator('[data-test="select-database"]'), 'ctas scratch');
    await typeSql(page, 'SELECT i AS n, i * i AS sq FROM range(1, 6) t(i)');
    await page.locator('[data-test="create-as-menu"]').click();
    await page.locator('[data-test="create-table-as"]').click();
    const modal = page.locator('.ant-modal', { hasText: 'CREATE TABLE AS' });
    await modal.waitFor();
    await modal.locator('[data-test="create-as-name"]').fill(TABLE);
    await settledShot(h, 'ctas-modal');
    await modal.locator('[data-test="create-as-submit"]').click();

    const notice = page.locator('[data-test="ctas-notice"]');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.innerText()).toMatch(new RegExp(`Table \\[(main\\.)?${TABLE}\\] was created`));
    await settledShot(h, 'ctas-created');

    // The table really exists on that database.
    const check = await api(page, 'POST', '/api/v1/sqllab/execute/', {
      database_id: ctasDbId,
      sql: `SELECT sum(sq) AS total FROM ${TABLE}`,
    });
    expect(check.body.data).toEqual([{ total: 55 }]);

    await notice.locator('[data-test="ctas-query-new-tab"]').click();
    const tabs = page.locator('[data-test="sql-editor-tab"]');
    await expect.poll(() => tabs.count()).toBe(2);
    await expect
      .poll(() => page.locator('[data-test="sql-editor"] .cm-content').innerText())
      .toMatch(new RegExp(`^SELECT \\* FROM (main\\.)?${TABLE}$`));
    await page.locator('[data-test="run-query-action"]').click();
    const rows = page.locator('[data-test="results-grid"] .ag-row[row-index]');
    await rows.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => rows.count()).toBe(5);
    expect(await page.locator('[data-test="row-count"]').innerText()).toBe('5 rows returned');
    await settledShot(h, 'ctas-new-tab-rows');
    expect(pageErrors).toEqual([]);
  });
});
