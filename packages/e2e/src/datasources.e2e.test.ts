/**
 * The datasources journey: connect a PostgreSQL database through the connection modal, create a
 * dataset from one of its tables, find it in the Datasets list and delete it. Needs the machine's
 * PostgreSQL (TEST_PG_URL); without it the suite is skipped with a message, unless CI=true.
 */
import net from 'node:net';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';
import { settleAnimations } from './animations.js';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgUrl = new URL(PG_URL);

function portOpen(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function pgAvailable(): Promise<boolean> {
  const ok = await portOpen(pgUrl.hostname, Number(pgUrl.port) || 5432);
  if (ok) return true;
  const why = `PostgreSQL is not reachable at ${pgUrl.hostname}:${pgUrl.port || 5432}`;
  if (process.env.CI === 'true') throw new Error(`${why} (CI=true requires it)`);
  console.warn(`skipping the datasources journey: ${why}`);
  return false;
}

const HAS_PG = await pgAvailable();

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SCHEMA = `meridian_e2e_${suffix}`;
const TABLE = `orders_${suffix}`;
const DB_NAME = `E2E Postgres ${suffix}`;

let h: Harness;
let client: pg.Client | undefined;

/** Opens an antd Select, types to search, and picks the option with that title. */
async function pick(page: Page, selectTest: string, text: string) {
  const select = page.locator(`[data-test="${selectTest}"]`);
  await select.click();
  await select.locator('input').fill(text);
  const option = page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${text}"]`,
  );
  await option.waitFor();
  await option.click();
  await expect
    .poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count())
    .toBe(0);
}

/** Closes the toasts, so that they hide nothing in the next screenshot. */
async function dismissToasts(page: Page) {
  const close = page.locator('[data-test="toast"] [aria-label="Close"]');
  // A toast may also expire on its own meanwhile.
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await expect.poll(() => page.locator('[data-test="toast"]').count()).toBe(0);
}

/** Scrolls the open modal's body so that the element is in view, and lets animations finish. */
async function showInModal(page: Page, selector: string) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await settleAnimations(page);
}

async function toastText(page: Page): Promise<string> {
  return (await page.locator('[data-test="toast"]').allTextContents()).join(' | ');
}

describe.skipIf(!HAS_PG)('datasources journey in Chromium', () => {
  beforeAll(async () => {
    client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA "${SCHEMA}"`);
    await client.query(
      `CREATE TABLE "${SCHEMA}"."${TABLE}" (id integer PRIMARY KEY, customer text NOT NULL, amount numeric(10,2), ordered_at timestamp)`,
    );
    await client.query(
      `INSERT INTO "${SCHEMA}"."${TABLE}" VALUES (1, 'Acme', 120.50, '2024-01-05'), (2, 'Globex', 80, '2024-02-11')`,
    );
    h = await startHarness('datasources');
  });

  afterAll(async () => {
    await h?.close();
    if (client) {
      await client.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
      await client.end();
    }
  });

  it('signs in and opens the Databases list from the Settings menu', async () => {
    const { page } = h;
    await page.goto('/login/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/superset\/welcome\//);
    await page.locator('[data-test="navbar-datasets"]').waitFor();
    await page.locator('[data-test="settings-menu"]').click();
    await page.locator('[data-test="menu-databases"]').waitFor();
    await settleAnimations(page); // the menu's opening animation
    await h.shot('settings-menu');
    await page.locator('[data-test="menu-databases"]').click();
    await page.waitForURL(/\/databaseview\/list\//);
    await page.locator('[data-test="database-list"]').waitFor();
    await expect
      .poll(() => page.locator('[data-test="listview-table"], [data-test="empty-state"]').count())
      .toBeGreaterThan(0);
    await h.shot('databases-list');
  });

  it('connects PostgreSQL through the modal: required fields, test connection, connect', async () => {
    const { page } = h;
    await page.locator('[data-test="btn-create-database"]').click();
    await page.locator('[data-test="engine-step"]').waitFor();
    await settleAnimations(page); // the modal's opening animation
    await h.shot('modal-choose-engine');
    await page.locator('[data-test="preferred-engine"][data-engine="postgresql"]').click();
    await page.locator('[data-test="dynamic-form"]').waitFor();

    // Nothing filled: the required fields say so.
    await page.locator('[data-test="test-connection"]').click();
    await page.locator('[data-test="field-error-host"]').waitFor();
    expect(await page.locator('[data-test="field-error-host"]').textContent()).toBe(
      'This is a required field',
    );
    expect(await page.locator('[data-test="field-error-username"]').textContent()).toBe(
      'This is a required field',
    );
    await showInModal(page, '[data-test="step-header"]');
    await h.shot('modal-required-fields');

    await page.locator('[data-test="parameter-host"]').fill(pgUrl.hostname);
    await page.locator('[data-test="parameter-port"]').fill('1'); // nothing listens there
    await page.locator('[data-test="parameter-database"]').fill(pgUrl.pathname.slice(1) || 'postgres');
    await page
      .locator('[data-test="parameter-username"]')
      .fill(decodeURIComponent(pgUrl.username) || 'postgres');
    // Trust authentication ignores it; it is stored (sealed) and shown masked when editing.
    await page
      .locator('[data-test="parameter-password"]')
      .fill(decodeURIComponent(pgUrl.password) || 'e2e-secret');
    await page.locator('[data-test="database-name-input"]').fill(DB_NAME);
    await page.locator('[data-test="test-connection"]').click();
    await expect.poll(() => toastText(page), { timeout: 20_000 }).toContain('ERROR: The port is closed.');
    expect(await page.locator('[data-test="field-error-port"]').textContent()).toBe('The port is closed.');
    await showInModal(page, '[data-test="step-header"]');
    await h.shot('modal-connection-error');
    await dismissToasts(page);

    await page.locator('[data-test="parameter-port"]').fill(pgUrl.port || '5432');
    await page.locator('[data-test="test-connection"]').click();
    await expect.poll(() => toastText(page), { timeout: 20_000 }).toContain('Connection looks good!');
    // (antd animates the old message out)
    await expect.poll(() => page.locator('[data-test^="field-error-"]').count()).toBe(0);
    await h.shot('modal-connection-ok');

    // The Advanced section holds the flags.
    await page.locator('[data-test="advanced-section"] .ant-collapse-header', { hasText: 'SQL Lab' }).click();
    await page.locator('[data-test="advanced-allow_dml"]').click();
    await showInModal(page, '[data-test="advanced-allow_dml"]');
    await h.shot('modal-advanced');

    await page.locator('[data-test="modal-connect"]').click();
    await page.locator('[data-test="database-connected"]').waitFor({ timeout: 20_000 });
    await h.shot('modal-connected');
    await page.locator('[data-test="modal-finish"]').click();

    const row = page.locator('[data-test="listview-table"] tbody tr.ant-table-row', { hasText: DB_NAME });
    await row.waitFor();
    expect(await row.locator('[data-test="database-backend"]').textContent()).toBe('postgresql');
    // DML is on, async off (AQE is the first flag column).
    expect(await row.locator('[data-test="boolean-yes"]').count()).toBe(2); // DML, Expose in SQL Lab
    await h.shot('databases-list-with-postgres');
  });

  it('edits the database: the password stays masked and the form is prefilled', async () => {
    const { page } = h;
    const row = page.locator('[data-test="listview-table"] tbody tr.ant-table-row', { hasText: DB_NAME });
    await row.locator('[data-test="database-edit"]').click();
    await page.locator('[data-test="dynamic-form"]').waitFor();
    expect(await page.locator('[data-test="parameter-host"]').inputValue()).toBe(pgUrl.hostname);
    expect(await page.locator('[data-test="parameter-password"]').inputValue()).toBe('XXXXXXXXXX');
    expect(await page.locator('[data-test="database-name-input"]').inputValue()).toBe(DB_NAME);
    await settleAnimations(page);
    await h.shot('modal-edit');
    await page.locator('[data-test="modal-finish"]').click();
    await expect.poll(() => toastText(page)).toContain('Database settings updated');
    await expect.poll(() => page.locator('[data-test="database-modal"]').count()).toBe(0);
    // Keeping the mask kept the stored password: the entry still has one, shown masked.
    const stored = await page.evaluate(async (name) => {
      const q = `(filters:!((col:database_name,opr:eq,value:'${name}')))`;
      const list = (await (await fetch(`/api/v1/database/?q=${encodeURIComponent(q)}`)).json()) as {
        result: { id: number }[];
      };
      const detail = (await (await fetch(`/api/v1/database/${list.result[0]!.id}`)).json()) as {
        result: { sqlalchemy_uri: string; parameters: { password?: string } };
      };
      return detail.result;
    }, DB_NAME);
    expect(stored.sqlalchemy_uri).toContain(':XXXXXXXXXX@');
    expect(stored.parameters.password).toBe('XXXXXXXXXX');
  });

  it('creates a dataset from the scratch table', async () => {
    const { page } = h;
    await page.locator('[data-test="navbar-datasets"]').click();
    await page.waitForURL(/\/tablemodelview\/list\//);
    await page.locator('[data-test="dataset-list"]').waitFor();
    await dismissToasts(page);
    await page.locator('[data-test="create-dataset"]').click();
    await page.waitForURL(/\/dataset\/add\//);
    await page.locator('[data-test="dataset-panel-empty"]').waitFor();
    await h.shot('add-dataset-empty');

    await pick(page, 'select-database', DB_NAME);
    await pick(page, 'select-schema', SCHEMA);
    const option = page.locator(`[data-test="table-option"][data-table="${TABLE}"]`);
    await option.waitFor();
    await page.locator('[data-test="table-search"]').fill('orders_');
    await option.click();
    await page.locator('[data-test="table-preview"]').waitFor();
    await expect.poll(() => page.locator('[data-test="table-column-row"]').count()).toBe(4);
    expect(await page.locator('[data-test="table-preview-name"]').textContent()).toBe(`${SCHEMA}.${TABLE}`);
    await dismissToasts(page);
    await h.shot('add-dataset-preview');

    await page.locator('[data-test="create-dataset-only"]').click();
    await page.waitForURL(/\/tablemodelview\/list\//);
    const row = page.locator('[data-test="listview-table"] tbody tr.ant-table-row', { hasText: TABLE });
    await row.waitFor();
    expect(await row.textContent()).toContain(DB_NAME);
    expect(await row.textContent()).toContain(SCHEMA);
    expect(await row.locator('[data-test="dataset-kind"]').textContent()).toBe('Physical');
    const href = await row.locator('[data-test="internal-link"]').getAttribute('href');
    expect(href).toMatch(/^\/explore\/\?datasource_type=table&datasource_id=\d+$/);
    await h.shot('datasets-list-with-dataset');
  });

  it('edits the dataset through the edit dialog and its save confirmation', async () => {
    const { page } = h;
    const row = page.locator('[data-test="listview-table"] tbody tr.ant-table-row', { hasText: TABLE });
    await row.locator('[data-test="dataset-edit"]').click();
    await page.locator('[data-test="dataset-edit-modal"]').waitFor();
    expect(await page.locator('[data-test="dataset-table_name"]').inputValue()).toBe(TABLE);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.locator('[data-test="dataset-description"]').fill('Orders of the e2e journey');
    await page.locator('[data-test="dataset-cache_timeout"]').fill('abc');
    expect(await page.locator('[data-test="datasource-modal-save"]').isDisabled()).toBe(true);
    await page.locator('[data-test="dataset-cache_timeout"]').fill('');
    await settleAnimations(page);
    await h.shot('dataset-edit');
    await page.locator('[data-test="datasource-modal-save"]').click();
    await page.locator('[data-test="dataset-confirm-save"]').click();
    await expect.poll(() => toastText(page)).toContain('The dataset has been saved');
    await expect.poll(() => page.locator('[data-test="dataset-edit-modal"]').count()).toBe(0);
    const description = await page.evaluate(async (name) => {
      const q = `(filters:!((col:table_name,opr:eq,value:'${name}')))`;
      const r = (await (await fetch(`/api/v1/dataset/?q=${encodeURIComponent(q)}`)).json()) as {
        result: { description: string | null }[];
      };
      return r.result[0]?.description;
    }, TABLE);
    expect(description).toBe('Orders of the e2e journey');
  });

  it('finds the dataset by search and deletes it', async () => {
    const { page } = h;
    await page.locator('input[data-test="search-filter"]').fill(TABLE);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-test="listview-table"] tbody tr.ant-table-row').count())
      .toBe(1);
    expect(page.url()).toContain('filters');
    await h.shot('datasets-search');

    const row = page.locator('[data-test="listview-table"] tbody tr.ant-table-row', { hasText: TABLE });
    await row.locator('[data-test="dataset-delete"]').click();
    await page.locator('[data-test="dataset-related-objects"]').waitFor();
    expect(await page.locator('[data-test="dataset-related-objects"]').textContent()).toContain(
      `The dataset ${TABLE} is linked to 0 charts that appear on 0 dashboards.`,
    );
    await page.locator('[data-test="delete-modal-input"]').fill('DELETE');
    await settleAnimations(page);
    await h.shot('dataset-delete-confirm');
    await page.locator('[data-test="modal-confirm-button"]').click();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => toastText(page)).toContain(`Deleted: ${TABLE}`);
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await h.shot('dataset-deleted');
  });
  it('"Create dataset and create chart" opens explore; a table with a dataset cannot get a second one', async () => {
    const { page } = h;
    await page.goto('/dataset/add/');
    await pick(page, 'select-database', DB_NAME);
    await pick(page, 'select-schema', SCHEMA);
    await page.locator(`[data-test="table-option"][data-table="${TABLE}"]`).click();
    await page.locator('[data-test="table-preview"]').waitFor();
    await page.locator('[data-test="create-dataset-and-chart"]').click();
    await page.waitForURL(/\/explore\/\?datasource_type=table&datasource_id=\d+$/);
    const datasetId = Number(new URL(page.url()).searchParams.get('datasource_id'));

    await page.goto('/dataset/add/');
    await pick(page, 'select-database', DB_NAME);
    await pick(page, 'select-schema', SCHEMA);
    const option = page.locator(`[data-test="table-option"][data-table="${TABLE}"]`);
    await option.locator('[data-test="view-dataset"]').waitFor();
    await option.click();
    await page.locator('[data-test="dataset-exists-alert"]').waitFor();
    expect(await page.locator('[data-test="create-dataset-only"]').isDisabled()).toBe(true);
    await dismissToasts(page);
    await h.shot('add-dataset-exists');

    const status = await page.evaluate(async (id) => {
      const token = ((await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string })
        .result;
      return (await fetch(`/api/v1/dataset/${id}`, { method: 'DELETE', headers: { 'X-CSRFToken': token } }))
        .status;
    }, datasetId);
    expect(status).toBe(200);
  });

  it('deletes the database after showing what depends on it', async () => {
    const { page } = h;
    await page.goto('/databaseview/list/');
    const row = page.locator('[data-test="listview-table"] tbody tr.ant-table-row', { hasText: DB_NAME });
    await row.locator('[data-test="database-delete"]').click();
    await page.locator('[data-test="database-related-objects"]').waitFor();
    expect(await page.locator('[data-test="database-related-objects"]').textContent()).toBe(
      `The database ${DB_NAME} is linked to 0 charts that appear on 0 dashboards and users have 0 SQL Lab tabs ` +
        'using this database open. Are you sure you want to continue? Deleting the database will break those objects.',
    );
    await page.locator('[data-test="delete-modal-input"]').fill('DELETE');
    await settleAnimations(page);
    await h.shot('database-delete-confirm');
    await page.locator('[data-test="modal-confirm-button"]').click();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => toastText(page)).toContain(`Deleted: ${DB_NAME}`);
  });
});
