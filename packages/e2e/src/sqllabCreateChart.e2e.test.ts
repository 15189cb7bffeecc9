/**
 * "Create chart" from SQL Lab results in Chromium, as Superset ≥ 2.1: the click opens explore on the
 * query itself and creates no dataset; the save modal asks for a dataset name (Save disabled, with
 * the reason, while it is empty) and saving creates exactly that one virtual dataset, the chart on it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOption } from './antSelect.js';
import { login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { typeSql } from './sqlEditor.js';
import { settledShot, settleWithSpinners } from './waits.js';

let h: Harness;
const SQL = 'SELECT "AIRLINE", count(*) AS n FROM flights GROUP BY 1';
const DATASET_NAME = 'airline_counts_e2e';
const CHART_NAME = 'E2E flights per airline';

const shot = (name: string) => settledShot(h, name, settleWithSpinners);

interface DatasetList {
  count: number;
  result: { id: number; table_name: string; sql: string | null }[];
}

async function datasets(): Promise<DatasetList> {
  const res = await h.context.request.get('/api/v1/dataset/?q=(page_size:100)');
  return (await res.json()) as DatasetList;
}

async function runQuery(page: Page) {
  await page.goto('/sqllab/');
  await page.locator('[data-test="sql-editor-pane"]').waitFor();
  const database = page.locator('[data-test="select-database"]');
  if (!((await database.textContent()) ?? '').includes('examples'))
    await pickOption(page, database, 'examples', { text: 'examples', settle: settleWithSpinners });
  await typeSql(page, SQL);
  await page.locator('[data-test="run-query-action"]').click();
  await page.locator('[data-test="result-set"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-test="create-chart"]').waitFor();
}

beforeAll(async () => {
  h = await startHarness('sqllab-create-chart', {}, { examples: true });
  await login(h.page);
}, 120_000);
afterAll(() => h?.close());

describe('Create chart from SQL Lab results', () => {
  let before: number;

  it('opens explore on the query and creates no dataset', async () => {
    const { page } = h;
    before = (await datasets()).count;
    await runQuery(page);
    await page.locator('[data-test="create-chart"]').click();
    await page.waitForURL(/\/explore\/\?.*form_data_key=/);
    await page.locator('[data-test="datasource-name"]').waitFor({ timeout: 30_000 });
    // The query's columns, charted at once as a raw table of the whole query.
    await page.locator('[data-test="datasource-column"][data-name="AIRLINE"]').waitFor();
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.locator('[data-test="chart-pills"] [data-test="row-count-label"]').textContent())
      .toMatch(/^\d+ rows?$/);
    expect(await page.locator('[data-test="edit-dataset"]').count()).toBe(0);
    expect((await datasets()).count).toBe(before);
    await shot('explore-on-query');
  });

  it('asks for a dataset name on save and creates exactly that dataset with the chart on it', async () => {
    const { page } = h;
    await page.locator('[data-test="query-save-button"]').click();
    const datasetName = page.locator('[data-test="new-dataset-name"]');
    await datasetName.waitFor();
    // Superset's default: the query's (tab's) name.
    expect(await datasetName.inputValue()).toBe('Untitled Query 1');
    const reason = page.locator('[data-test="save-modal-reason"]');
    expect(await reason.textContent()).toBe('Chart name is required');
    expect(await page.locator('[data-test="btn-modal-save"]').isDisabled()).toBe(true);
    await page.locator('[data-test="new-chart-name"]').fill(CHART_NAME);
    await datasetName.fill('');
    expect(await reason.textContent()).toBe('Dataset name is required');
    expect(await page.locator('[data-test="btn-modal-save"]').isDisabled()).toBe(true);
    await shot('save-modal-dataset-name-missing');
    await datasetName.fill(DATASET_NAME);
    expect(await reason.count()).toBe(0);
    await shot('save-modal-dataset-name');
    await page.locator('[data-test="btn-modal-save"]').click();
    await page.waitForURL(/slice_id=\d+/);
    await page
      .locator('[data-test="datasource-name"]', { hasText: DATASET_NAME })
      .waitFor({ timeout: 30_000 });

    const after = await datasets();
    expect(after.count).toBe(before + 1);
    const created = after.result.filter((d) => d.table_name === DATASET_NAME);
    expect(created).toHaveLength(1);
    expect(created[0]!.sql).toBe(SQL);
    const sliceId = Number(new URL(page.url()).searchParams.get('slice_id'));
    const chart = (await (await h.context.request.get(`/api/v1/chart/${sliceId}`)).json()) as {
      result: { slice_name: string; params: string };
    };
    expect(chart.result.slice_name).toBe(CHART_NAME);
    expect(JSON.parse(chart.result.params)).toMatchObject({ datasource: `${created[0]!.id}__table` });
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
    await shot('chart-saved-on-dataset');
  });
});
