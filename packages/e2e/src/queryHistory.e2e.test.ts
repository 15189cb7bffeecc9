/**
 * Query history in Chromium with a 2 MB query in the history: the list answer stays small (it carries
 * a prefix of long SQL), no "No data" shows under the loading spinner, and opening the row's SQL
 * fetches the full text. Load times are printed for people, not asserted (the suite runs files side by
 * side; speed is measured by the benchmarks under bench/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
let metaDir: string | undefined;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOTS = process.env.E2E_SHOTS_DIR;
/** ~2.2 MB of SQL: one short statement with a long comment, as pasted scripts carry. */
const BIG_SQL = `SELECT 42 AS answer /* ${'big history entry '.repeat(120_000)}*/`;

/** A settled screenshot, copied to E2E_SHOTS_DIR when set (screens a reviewer looks at). */
const shot = async (name: string) => {
  await settleWithSpinners(h.page, 10_000);
  const file = await h.shot(name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.copyFileSync(file, path.join(SHOTS, `${name}.png`));
  }
};

/** From now on, records whether the table ever draws its "No data" placeholder. */
// Browser-side code as text: the e2e package is typed for Node, without the DOM library.
const watchNoData = (page: Page) =>
  page.evaluate(`(() => {
    window.sawNoData = false;
    new MutationObserver(() => {
      if (document.querySelector('.ant-table-placeholder .ant-empty')) window.sawNoData = true;
    }).observe(document.body, { childList: true, subtree: true });
  })()`);

/** The three queries listed, the 2 MB one's SQL shown. */
async function historyShown(page: Page) {
  const rows = page.locator('[data-test="query-history-list"] [data-test="table-row"]');
  await expect.poll(() => rows.count()).toBe(3);
  await page.locator('[data-test="query-sql"]', { hasText: 'SELECT 42 AS answer' }).waitFor();
}

/** The one write this test makes through the meta store's query builder. */
interface QueryTableWriter {
  updateTable(table: 'query'): {
    set(values: { sql: string; executed_sql: string }): {
      where(column: 'client_id', op: '=', value: string): { execute(): Promise<unknown> };
    };
  };
}

/** The server's meta store, opened beside it (as the harness loads the examples: from the server's build). */
async function openMeta(url: string) {
  const mod = (await import(pathToFileURL(path.join(ROOT, 'packages/server/dist/meta/db.js')).href)) as {
    openMetaStore: (url: string) => { db: QueryTableWriter; close: () => Promise<void> };
  };
  return mod.openMetaStore(url);
}

beforeAll(async () => {
  metaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-meta-'));
  const metaUrl = `sqlite://${path.join(metaDir, 'meridian.db')}`;
  h = await startHarness(
    'query-history',
    { META_DATABASE_URL: metaUrl },
    { examples: true, flightsRows: 1_000 },
  );
  await login(h.page);
  const run = async (sql: string, clientId: string) => {
    const res = await api(h.page, 'POST', '/api/v1/sqllab/execute/', {
      database_id: h.examples!.databaseId,
      sql,
      client_id: clientId,
    });
    if (res.status !== 200) throw new Error(`${clientId}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  await run('SELECT 42 AS answer', 'e2eBigQuery');
  await run('SELECT count(*) AS n FROM birth_names', 'e2eSmallQ1');
  await run('SELECT 1 AS one', 'e2eSmallQ2');
  // SQL Lab refuses to run more than 1 MB of SQL now, but a history may hold longer entries (older
  // servers, templates that expand): the 2 MB text is written into the stored query directly.
  const meta = await openMeta(metaUrl);
  try {
    await meta.db
      .updateTable('query')
      .set({ sql: BIG_SQL, executed_sql: BIG_SQL })
      .where('client_id', '=', 'e2eBigQuery')
      .execute();
  } finally {
    await meta.close();
  }
}, 180_000);
afterAll(async () => {
  await h?.close();
  if (metaDir) fs.rmSync(metaDir, { recursive: true, force: true });
});

describe('Query history with a 2 MB query', () => {
  it('opens the page with a prefix of the long SQL, without "No data" under the spinner', async () => {
    const { page } = h;
    expect(BIG_SQL.length).toBeGreaterThan(2_000_000);
    await page.goto('/dashboard/list/');
    const navItem = page.locator('[data-test="navbar-query-history"]');
    await navItem.waitFor();
    await watchNoData(page);
    const listed = page.waitForResponse((r) => r.url().includes('/api/v1/query/?'));
    const started = Date.now();
    await navItem.click();
    await historyShown(page);
    const loadMs = Date.now() - started;
    const sawNoData = (await page.evaluate('window.sawNoData')) as boolean;
    const response = await listed;
    const bytes = (await response.body()).length;
    // The same page from a reload: the app's own start-up (scripts, session) comes on top.
    const reloadStarted = Date.now();
    await page.reload();
    await historyShown(page);
    const reloadMs = Date.now() - reloadStarted;
    console.log(
      `query history with a ${BIG_SQL.length}-character query: opened in ${loadMs} ms ` +
        `(reload ${reloadMs} ms); list answer ${bytes} bytes`,
    );
    expect(bytes).toBeLessThan(30_000);
    expect(sawNoData).toBe(false);
    await shot('query-history');
  });

  it("fetches the full SQL when the row's SQL is opened", async () => {
    const { page } = h;
    const full = page.waitForResponse((r) => /\/api\/v1\/query\/\d+$/.test(new URL(r.url()).pathname));
    await page.locator('[data-test="query-sql"]', { hasText: 'SELECT 42 AS answer' }).click();
    expect((await full).status()).toBe(200);
    const sql = page.locator('[data-test="query-preview-sql"]');
    await sql.waitFor();
    expect(await sql.evaluate((el) => el.textContent?.length)).toBe(BIG_SQL.length);
    await shot('query-history-preview');
  });

  it('opens the full query in SQL Lab', async () => {
    const { page } = h;
    await page.locator('[data-test="query-preview-modal"] [data-test="open-in-sqllab"]').click();
    await page.waitForURL(/\/sqllab\/$/);
    const editor = page.locator('[data-test="sql-editor"] .cm-content');
    await expect.poll(async () => (await editor.innerText()).startsWith('SELECT 42 AS answer')).toBe(true);
  });
});
