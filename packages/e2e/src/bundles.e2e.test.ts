/**
 * Superset bundles through the list pages in Chromium: the import dialog on the Dashboards list with
 * Superset's example bundle from the shared corpus (a second import asks for OVERWRITE before the
 * danger Overwrite enables), the password prompt for a database whose password was masked on export
 * (an empty answer is asked again), and Export from a dashboard row, from bulk select and from the
 * dashboard header downloading a ZIP bundle.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync, zipSync, strToU8 } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations } from './animations.js';
import { api, chooseMenuItem, login } from './browser.js';
import { collectPageErrors } from './pageErrors.js';
import { startHarness, type Harness } from './harness.js';
import { settleWithSpinners } from './waits.js';

const BUNDLE_ZIP = fileURLToPath(
  new URL('../../../../shared/corpus/superset/superset_examples_bundle.zip', import.meta.url),
);
const CORPUS_TITLES = ['COVID Vaccine Dashboard', 'Sales Dashboard', 'Video Game Sales'];
const WAREHOUSE_FILE = 'databases/e2e_warehouse.yaml';

let h: Harness;
const pageErrors: string[] = [];

beforeAll(async () => {
  h = await startHarness('bundles', {}, { examples: true, flightsRows: 1000 });
  collectPageErrors(h.page, pageErrors);
  await login(h.page);
});
afterAll(() => h?.close());

const dialog = (page: Page) => page.locator('.ant-modal:has([data-test="import-modal"])');
const confirmButton = (page: Page) => dialog(page).locator('[data-test="modal-confirm-button"]');
const toasts = (page: Page) => page.locator('[data-test="toast"]').allTextContents();

/** A database-only bundle whose connection's password was masked on export, as Superset writes it. */
function maskedDatabaseBundle(): Buffer {
  const files = {
    'e2e_export/metadata.yaml': "version: 1.0.0\ntype: Database\ntimestamp: '2024-05-01T10:00:00+00:00'\n",
    [`e2e_export/${WAREHOUSE_FILE}`]: [
      'database_name: e2e warehouse',
      'sqlalchemy_uri: postgresql://analyst:XXXXXXXXXX@warehouse.invalid:5432/sales',
      'expose_in_sqllab: true',
      'uuid: 5b0e3c1e-8f7a-4c5e-9d43-0c2a9a7e6f11',
      'version: 1.0.0',
      '',
    ].join('\n'),
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))));
}

async function openImportDialog(page: Page, tooltip: string) {
  await page.getByRole('button', { name: tooltip }).click();
  await dialog(page).waitFor();
  await settleAnimations(page);
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await dialog(page)
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/zip', buffer });
  await dialog(page).getByText(name).waitFor();
}

/** Clicks the dialog's primary button and waits for the import's answer. */
async function submit(page: Page): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().includes('/import/') && r.request().method() === 'POST');
  await confirmButton(page).click();
  return (await answer).status();
}

async function dashboardTitles(page: Page): Promise<string[]> {
  const res = await api(page, 'GET', '/api/v1/dashboard/?q=(page_size:100)');
  return (res.body.result as { dashboard_title: string }[]).map((d) => d.dashboard_title);
}

/** The entries of a downloaded bundle. */
function bundleEntries(download: Download, file: string): string[] {
  const bytes = fs.readFileSync(file);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  return Object.keys(unzipSync(new Uint8Array(bytes)));
}

describe('import dialog', () => {
  it("imports Superset's example bundle from the Dashboards list, and asks for OVERWRITE the second time", async () => {
    const { page } = h;
    await page.goto('/dashboard/list/');
    await settleWithSpinners(page);
    await page.getByRole('button', { name: 'Import dashboards' }).hover();
    await page.getByRole('tooltip', { name: 'Import dashboards' }).waitFor();
    await settleAnimations(page);
    await h.shot('dashboard-list-import-button');
    await openImportDialog(page, 'Import dashboards');
    expect(await dialog(page).locator('.ant-modal-title').innerText()).toBe('Import dashboard');
    // Measured once the opening zoom has finished (the box is scaled while it runs).
    await expect.poll(async () => (await dialog(page).boundingBox())!.width).toBe(750);
    expect(await confirmButton(page).isDisabled()).toBe(true);
    await h.shot('import-dialog-empty');
    const zip = fs.readFileSync(BUNDLE_ZIP);
    await chooseFile(page, 'superset_examples_bundle.zip', zip);
    await h.shot('import-dialog-file-chosen');

    const first = await submit(page);
    if (first === 422) {
      // Already imported on this server: the dialog asks to overwrite (checked below in full).
      await dialog(page).locator('[data-test="import-overwrite"]').waitFor();
    } else {
      expect(first).toBe(200);
      await dialog(page).waitFor({ state: 'hidden' });
      await expect.poll(() => toasts(page)).toContain('Dashboard imported');
      await page.getByRole('link', { name: 'Sales Dashboard' }).waitFor();
      await openImportDialog(page, 'Import dashboards');
      await chooseFile(page, 'superset_examples_bundle.zip', zip);
      expect(await submit(page)).toBe(422);
    }
    const imported = await dashboardTitles(page);
    expect(imported).toEqual(expect.arrayContaining(CORPUS_TITLES));

    // Overwrite: a danger button, enabled only by the word (in any case).
    await dialog(page).locator('[data-test="import-overwrite"]').waitFor();
    await expect.poll(() => confirmButton(page).innerText()).toBe('Overwrite');
    expect(await confirmButton(page).getAttribute('class')).toContain('ant-btn-dangerous');
    expect(await confirmButton(page).isDisabled()).toBe(true);
    await settleAnimations(page);
    await h.shot('import-dialog-overwrite-asked');
    const word = dialog(page).locator('[data-test="overwrite-modal-input"]');
    await word.fill('OVERWRIT');
    expect(await confirmButton(page).isDisabled()).toBe(true);
    await word.fill('overwrite');
    expect(await confirmButton(page).isDisabled()).toBe(false);
    await settleAnimations(page);
    await h.shot('import-dialog-overwrite-confirmed');
    // A toast with the text of one still shown is not added again (Superset's rule): the first import's
    // toast must be gone for the overwrite's to be seen.
    await expect.poll(() => toasts(page), { timeout: 10_000 }).not.toContain('Dashboard imported');
    expect(await submit(page)).toBe(200);
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => toasts(page)).toContain('Dashboard imported');
    // Overwritten in place: the same dashboards, none added.
    expect((await dashboardTitles(page)).sort()).toEqual(imported.sort());
  });

  it('asks for the password of a masked database, asks again after an empty answer, then imports', async () => {
    const { page } = h;
    await page.goto('/databaseview/list/');
    await settleWithSpinners(page);
    await openImportDialog(page, 'Import databases');
    expect(await dialog(page).locator('.ant-modal-title').innerText()).toBe('Import database');
    await chooseFile(page, 'e2e_export.zip', maskedDatabaseBundle());
    expect(await submit(page)).toBe(422);
    const passwords = dialog(page).locator('[data-test="import-passwords"]');
    await passwords.waitFor();
    expect(await passwords.innerText()).toContain(WAREHOUSE_FILE);
    expect(await passwords.innerText()).toContain('The passwords for the databases below are needed');
    await settleAnimations(page);
    await h.shot('import-dialog-password-asked');

    expect(await submit(page)).toBe(422); // nothing typed: asked again
    await passwords.waitFor();
    expect(await dialog(page).isVisible()).toBe(true);

    await dialog(page).getByLabel(WAREHOUSE_FILE).fill('s3cret');
    expect(await submit(page)).toBe(200);
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => toasts(page)).toContain('Database imported');
    await page.locator('[data-test="database-list-name"]', { hasText: 'e2e warehouse' }).waitFor();
  });

  it('shows a refused bundle with the spec message and the re-export hint', async () => {
    const { page } = h;
    await page.goto('/chart/list/');
    await settleWithSpinners(page);
    await openImportDialog(page, 'Import charts');
    const broken = Buffer.from(
      zipSync({
        'x/metadata.yaml': strToU8('version: 1.0.0\ntype: Slice\n'),
        'x/charts/Broken.yaml': strToU8('slice_name: [unclosed\n'),
      }),
    );
    await chooseFile(page, 'broken.zip', broken);
    expect(await submit(page)).toBe(400);
    const error = dialog(page).locator('[data-test="import-error"]');
    await error.waitFor();
    expect(await error.innerText()).toContain('An error occurred while importing chart: ');
    expect(await error.innerText()).toContain('charts/Broken.yaml');
    expect(await error.innerText()).toContain('Please re-export your file and try importing again');
    await settleAnimations(page);
    await h.shot('import-dialog-refused');
    await dialog(page).locator('[data-test="modal-cancel-button"]').click();
    await dialog(page).waitFor({ state: 'hidden' });
  });
});

describe('every list', () => {
  it.each([
    ['/chart/list/', 'Import charts', 'export-chart'],
    ['/tablemodelview/list/', 'Import datasets', 'dataset-export'],
    ['/databaseview/list/', 'Import databases', 'database-export'],
    ['/savedqueryview/list/', 'Import queries', 'saved-query-export'],
  ])('%s offers import and row Export', async (path, tooltip, exportTestId) => {
    const { page } = h;
    if (path === '/savedqueryview/list/') {
      const saved = await api(page, 'POST', '/api/v1/saved_query/', {
        label: 'Top birth names',
        db_id: h.examples!.databaseId,
        sql: 'SELECT name FROM birth_names LIMIT 10',
      });
      expect(saved.status).toBe(201);
    }
    await page.goto(`${path}?viewMode=table`);
    await settleWithSpinners(page);
    await page.getByRole('button', { name: tooltip }).waitFor();
    await page.locator(`[data-test="${exportTestId}"]`).first().waitFor();
    await settleAnimations(page);
    await h.shot(`list-${path.split('/')[1]}`);
  });
});

describe('export', () => {
  it('downloads a dashboard row, the bulk selection and the open dashboard as ZIP bundles', async () => {
    const { page } = h;
    await page.goto('/dashboard/list/');
    await settleWithSpinners(page);
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'Sales Dashboard', exact: true }) });
    await row.locator('[data-test="export-dashboard"]').hover();
    await page.getByRole('tooltip', { name: 'Export' }).waitFor();
    await h.shot('dashboard-list-row-export');

    const rowDownload = page.waitForEvent('download');
    await row.locator('[data-test="export-dashboard"]').click();
    const one = await rowDownload;
    const entries = bundleEntries(one, (await one.path())!);
    expect(entries.some((e) => /\/metadata\.yaml$/.test(e))).toBe(true);
    expect(entries.filter((e) => /\/dashboards\/[^/]+\.yaml$/.test(e))).toHaveLength(1);
    expect(entries.some((e) => /\/charts\//.test(e))).toBe(true);
    expect(entries.some((e) => /\/databases\//.test(e))).toBe(true);

    await page.goto('/dashboard/list/');
    await settleWithSpinners(page);
    await page.getByRole('button', { name: 'Bulk select' }).click();
    await page.locator('[data-test="bulk-select-all"]').click();
    await settleAnimations(page);
    await h.shot('dashboard-list-bulk-export');
    const bulkDownload = page.waitForEvent('download');
    await page.locator('[data-test="bulk-select-action"][data-action="export"]').click();
    const many = await bulkDownload;
    const bulkEntries = bundleEntries(many, (await many.path())!);
    const dashboards = bulkEntries.filter((e) => /\/dashboards\/[^/]+\.yaml$/.test(e));
    expect(dashboards.length).toBe((await dashboardTitles(page)).length);

    await page.getByRole('link', { name: 'Sales Dashboard', exact: true }).click();
    await page.locator('[data-test="dashboard-header"]').waitFor();
    await chooseMenuItem(page, '[data-test="actions-trigger"]', '[data-test="menu-download"]');
    await page.locator('[data-test="menu-export-yaml"]').waitFor();
    await settleAnimations(page);
    await h.shot('dashboard-header-export-yaml');
    const headerDownload = page.waitForEvent('download');
    await page.locator('[data-test="menu-export-yaml"]').click();
    const header = await headerDownload;
    const headerEntries = bundleEntries(header, (await header.path())!);
    const dashboardFile = headerEntries.find((e) => /\/dashboards\/[^/]+\.yaml$/.test(e))!;
    const yaml = strFromU8(
      unzipSync(new Uint8Array(fs.readFileSync((await header.path())!)))[dashboardFile]!,
    );
    expect(yaml).toContain('dashboard_title: Sales Dashboard');
    // The refused imports (400, 422) are logged by Chromium as failed loads; nothing else may be.
    expect(pageErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });
});
