/**
 * File uploads through the list pages in Chromium: with no database allowing uploads the entries are
 * disabled with Superset's hint; a CSV whose values hold quoted delimiters goes from the Datasets
 * list's "Upload file to database" menu into a DuckDB database, its dataset appears in the list and
 * opens in explore, where a table chart of it renders the values whole; a malformed file is refused
 * in the dialog with the row and column; an Excel workbook built here with exceljs goes in from the
 * Databases list with its second sheet chosen. (The bundled examples database is read-only by design,
 * so the uploads go to a DuckDB file of their own, made here.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOption } from './antSelect.js';
import { settleAnimations } from './animations.js';
import { api, login } from './browser.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

const CSV = [
  'city,amount,note',
  '"Oslo, Norway",12.5,"said ""hi"""',
  '"Lyon, France",7,plain',
  'Porto,3,"a, b"',
  '',
].join('\n');
const MALFORMED_CSV = 'city,amount\nOslo,1\nLyon,2,extra\n';

let h: Harness;
let dir: string;
const pageErrors: string[] = [];

const modal = (page: Page) => page.locator('.ant-modal:has([data-test="upload-modal"])');
const toasts = (page: Page) => page.locator('[data-test="toast"]').allTextContents();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-uploads-'));
  // A DuckDB file of its own (the server connects only to files that exist).
  const duck = await DuckDBInstance.create(path.join(dir, 'uploads.duckdb'));
  duck.closeSync();
  h = await startHarness('uploads', { ALLOW_FILE_DATABASES: 'true' }, { examples: true, flightsRows: 1000 });
  collectPageErrors(h.page, pageErrors);
  await login(h.page);
});
afterAll(async () => {
  await h?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function openUploadMenu(page: Page) {
  await settleWithSpinners(page);
  await page.locator('[data-test="upload-menu"]').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor();
  await settleAnimations(page);
}

async function openDialog(page: Page, entry: string, title: string) {
  await openUploadMenu(page);
  await page.locator('.ant-dropdown-menu-item', { hasText: entry }).click();
  await modal(page).waitFor();
  await settleAnimations(page);
  expect(await modal(page).locator('[data-test="upload-modal-title"]').innerText()).toBe(title);
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await modal(page)
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await modal(page).locator('.ant-upload-list').getByText(name).waitFor();
}

async function fillTarget(page: Page, table: string) {
  await pickOption(page, modal(page).getByRole('combobox', { name: 'Select a database' }), 'uploads duckdb');
  await modal(page).getByRole('textbox', { name: 'Table name' }).fill(table);
}

/** Clicks Upload and waits for the upload's answer. */
async function submit(page: Page): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/upload/') && r.request().method() === 'POST');
  await modal(page).getByRole('button', { name: 'Upload' }).click();
  return (await answer).status();
}

/** A section's header in the dialog's accordion. */
const section = (page: Page, title: string) =>
  modal(page).locator('.ant-collapse-header strong', { hasText: new RegExp(`^${title}$`) });

const previewColumns = (page: Page) =>
  modal(page).locator('[data-test="upload-preview-column"]').allTextContents();

/** Lets the dialog's animations finish, then takes the screenshot. */
async function settledShot(page: Page, name: string) {
  await settleAnimations(page);
  await h.shot(name);
}

/** Opens an accordion section and waits for one of its fields. */
async function openSection(page: Page, title: string, field: Locator) {
  await section(page, title).click();
  await field.waitFor();
}

/** The id of the dataset made for `table`. */
async function datasetIdByTable(page: Page, table: string): Promise<number> {
  const found = await api(
    page,
    'GET',
    `/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`,
  );
  return Number((found.body.result as { id: number }[])[0]!.id);
}

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Summary').addRows([
    ['title', 'n'],
    ['ignored', 1],
  ]);
  wb.addWorksheet('Sales').addRows([
    ['region', 'revenue'],
    ['EMEA', 10.5],
    ['APAC', 7],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('file uploads in Chromium', () => {
  it('shows the entries disabled, with how to enable them, while no database allows uploads', async () => {
    const { page } = h;
    await page.goto('/tablemodelview/list/');
    await openUploadMenu(page);
    const csv = page.locator('.ant-dropdown-menu-item', { hasText: 'Upload CSV to database' });
    expect(await csv.getAttribute('aria-disabled')).toBe('true');
    await page.getByText('Upload CSV to database').hover();
    await page
      .getByRole('tooltip', { name: "Enable 'Allow file uploads to database' in any database's settings" })
      .waitFor();
    await settledShot(page, 'datasets-upload-menu-disabled');
    await page.keyboard.press('Escape');

    const created = await api(page, 'POST', '/api/v1/database/', {
      database_name: 'uploads duckdb',
      sqlalchemy_uri: `duckdb:///${path.join(dir, 'uploads.duckdb')}`,
      expose_in_sqllab: true,
      allow_file_upload: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('uploads a CSV with quoted delimiters from the Datasets list and charts it in explore', async () => {
    const { page } = h;
    await page.goto('/tablemodelview/list/');
    await openUploadMenu(page);
    const entries = await page.locator('.ant-dropdown-menu-item').allTextContents();
    expect(entries).toEqual([
      'Upload CSV to database',
      'Upload Excel to database',
      'Upload Columnar file to database',
    ]);
    await h.shot('datasets-upload-menu');
    await page.keyboard.press('Escape');

    await openDialog(page, 'Upload CSV to database', 'CSV upload');
    await h.shot('csv-dialog-empty');
    await modal(page).getByRole('button', { name: 'Upload' }).click();
    await modal(page).getByText('Uploading a file is required').waitFor();
    await modal(page).getByText('Selecting a database is required').waitFor();
    await modal(page).getByText('Table name is required').waitFor();

    await chooseFile(page, 'cities.csv', Buffer.from(CSV));
    await expect.poll(() => previewColumns(page)).toEqual(['city', 'amount', 'note']);
    await fillTarget(page, 'cities_e2e');
    await settledShot(page, 'csv-dialog-filled');
    expect(await submit(page)).toBe(201);
    await modal(page).waitFor({ state: 'hidden' });
    await expect.poll(() => toasts(page)).toContain('Data imported');

    // The list refreshes by itself; the dataset's name opens explore.
    const link = page.locator('[data-test="dataset-list-name"] a', { hasText: 'cities_e2e' });
    await link.waitFor();
    await h.shot('datasets-list-after-upload');
    await link.click();
    await page.locator('[data-test="datasource-name"]', { hasText: 'cities_e2e' }).waitFor();

    const datasetId = await datasetIdByTable(page, 'cities_e2e');
    const chartId = await createChart(page, 'Uploaded cities', datasetId, {
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['city', 'amount', 'note'],
    });
    await page.goto(`/explore/?slice_id=${chartId}`);
    const chart = page.locator('[data-test="chart-container"][data-status="rendered"]');
    await chart.waitFor({ timeout: 30_000 });
    await expect.poll(() => chart.innerText()).toContain('Oslo, Norway');
    const text = await chart.innerText();
    expect(text).toContain('Lyon, France');
    expect(text).toContain('said "hi"');
    expect(text).toContain('a, b');
    await settleWithSpinners(page);
    await h.shot('explore-uploaded-cities');
  });

  it('keeps the dialog open and names the row and column of a malformed file', async () => {
    const { page } = h;
    await page.goto('/tablemodelview/list/');
    await openDialog(page, 'Upload CSV to database', 'CSV upload');
    await chooseFile(page, 'broken.csv', Buffer.from(MALFORMED_CSV));
    await fillTarget(page, 'broken_e2e');
    expect(await submit(page)).toBe(400);
    const error = modal(page).locator('[data-test="upload-error"]');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/CSV file: Malformed file at row 3, column 3/);
    await settledShot(page, 'csv-dialog-malformed');
    // The other sections, for people to look at.
    await openSection(
      page,
      'File settings',
      modal(page).getByRole('combobox', { name: 'Choose already exists' }),
    );
    await settledShot(page, 'csv-dialog-file-settings');
    await openSection(page, 'Columns', modal(page).getByRole('textbox', { name: 'Column data types' }));
    await modal(page).locator('[data-test="dataFrameIndex"]').click();
    await modal(page).getByRole('combobox', { name: 'Choose index column' }).waitFor();
    await settledShot(page, 'csv-dialog-columns');
    await openSection(page, 'Rows', modal(page).getByRole('spinbutton', { name: 'Header row' }));
    await settledShot(page, 'csv-dialog-rows');
    await modal(page).getByRole('button', { name: 'Cancel' }).click();
    await modal(page).waitFor({ state: 'hidden' });
  });

  it('uploads the second sheet of a workbook from the Databases list', async () => {
    const { page } = h;
    await page.goto('/databaseview/list/');
    await openUploadMenu(page);
    expect(await page.locator('.ant-dropdown-menu-item').allTextContents()).toEqual([
      'Upload CSV',
      'Upload Excel',
      'Upload Columnar',
    ]);
    await h.shot('databases-upload-menu');
    await page.keyboard.press('Escape');

    await openDialog(page, 'Upload Excel', 'Excel upload');
    await chooseFile(page, 'book.xlsx', await workbook());
    await expect.poll(() => previewColumns(page)).toEqual(['title', 'n']);
    const sheet = modal(page).getByRole('combobox', { name: 'Choose sheet name' });
    await pickOption(page, sheet, 'Sales');
    await expect.poll(() => previewColumns(page)).toEqual(['region', 'revenue']);
    await fillTarget(page, 'sales_e2e');
    await settledShot(page, 'excel-dialog-filled');
    expect(await submit(page)).toBe(201);
    await modal(page).waitFor({ state: 'hidden' });

    const id = await datasetIdByTable(page, 'sales_e2e');
    const detail = await api(page, 'GET', `/api/v1/dataset/${id}`);
    const columns = (detail.body.result.columns as { column_name: string }[]).map((c) => c.column_name);
    expect(columns.sort()).toEqual(['region', 'revenue']);
  });

  it('opens the columnar dialog without row or CSV settings', async () => {
    const { page } = h;
    await page.goto('/databaseview/list/');
    await openDialog(page, 'Upload Columnar', 'Columnar upload');
    expect(await modal(page).getByText('Rows', { exact: true }).count()).toBe(0);
    expect(await modal(page).getByRole('combobox', { name: 'Choose a delimiter' }).count()).toBe(0);
    await h.shot('columnar-dialog');
    await modal(page).getByRole('button', { name: 'Cancel' }).click();
    // The one failed request is the malformed file's 400, answered in the dialog.
    expect(pageErrors.filter((e) => !e.includes('status of 400 (Bad Request)'))).toEqual([]);
    expect(pageErrors.length).toBeLessThanOrEqual(1);
  });
});
