/**
 * The lists completed, in Chromium: the CSS templates list and its add/edit dialog (and its Settings
 * menu entry), /chart/add creating a chart of a chosen type, Duplicate on a virtual dataset, SQL Lab's
 * "Save dataset" (new, then overwrite), and the owners' avatar images with the avatar flag on.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOption } from './antSelect.js';
import { api, chooseMenuItem, login } from './browser.js';
import { waitChartRendered } from './dashboardPage.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { typeSql } from './sqlEditor.js';
import { settledShot, settleWithSpinners } from './waits.js';

let h: Harness;
/** Avatar images the page asked for (the dataset list's owners). */
const avatarRequests: string[] = [];
const shot = (name: string) => settledShot(h, name, settleWithSpinners);
const rows = (page: Page, text: string) =>
  page.locator('[data-test="listview-table"] tbody tr.ant-table-row', { hasText: text });

async function findOne(path: string, col: string, value: string) {
  const q = `(filters:!((col:${col},opr:eq,value:'${value}')))`;
  const r = await api(h.page, 'GET', `${path}?q=${encodeURIComponent(q)}`);
  return (r.body.result as Record<string, any>[])[0];
}

async function runSql(page: Page, sql: string) {
  await page.goto('/sqllab/');
  await page.locator('[data-test="sql-editor-pane"]').waitFor();
  const database = page.locator('[data-test="select-database"]');
  if (!((await database.textContent()) ?? '').includes('examples'))
    await pickOption(page, database, 'examples', { text: 'examples', settle: settleWithSpinners });
  await typeSql(page, sql);
  await page.locator('[data-test="run-query-action"]').click();
  await page.locator('[data-test="result-set"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-test="save-dataset"]').waitFor();
}

beforeAll(async () => {
  h = await startHarness('lists-completed', { SLACK_ENABLE_AVATARS: 'true' }, { examples: true });
  await login(h.page);
}, 120_000);
afterAll(() => h?.close());

describe('CSS templates', () => {
  it('is reached from Settings > Manage, adds a template and edits it', async () => {
    const { page } = h;
    await page.goto('/chart/list/');
    await chooseMenuItem(page, '[data-test="settings-menu"]', '[data-test="menu-css-templates"]');
    await page.waitForURL(/\/csstemplatemodelview\/list\//);
    await page.locator('[data-test="css-template-list"]').waitFor();

    await page.locator('[data-test="create-css-template"]').click();
    const modal = page.locator('[data-test="css-template-modal"]');
    await modal.waitFor();
    const save = page.locator('[data-test="css-template-modal-save"]');
    expect(await save.isDisabled()).toBe(true);
    await page.locator('[data-test="css-template-name-input"]').fill('E2E dark header');
    await page.locator('[data-test="css-template-css"]').fill('.dashboard-header { background: #222; }');
    await shot('css-template-add');
    await save.click();
    await rows(page, 'E2E dark header').waitFor();
    await shot('css-template-list');

    await rows(page, 'E2E dark header').locator('[data-test="css-template-edit"]').click();
    expect(await page.locator('[data-test="css-template-name-input"]').inputValue()).toBe('E2E dark header');
    await page.locator('[data-test="css-template-name-input"]').fill('E2E light header');
    await page.locator('[data-test="css-template-css"]').fill('.dashboard-header { background: #fff; }');
    await shot('css-template-edit');
    await save.click();
    await rows(page, 'E2E light header').waitFor();
    const stored = await findOne('/api/v1/css_template/', 'template_name', 'E2E light header');
    expect(stored?.css).toBe('.dashboard-header { background: #fff; }');
  });
});

describe('/chart/add', () => {
  it('creates a chart of the chosen type on the chosen dataset', async () => {
    const { page } = h;
    await page.goto('/chart/list/');
    await page.locator('[data-test="create-chart"]').click();
    await page.waitForURL(/\/chart\/add$/);
    const create = page.locator('[data-test="create-new-chart"]');
    expect(await create.isDisabled()).toBe(true);
    await pickOption(page, page.locator('[data-test="chart-add-dataset"]'), 'flights', { text: 'flights' });
    await page.locator('[data-test="viz-type-search"] input').fill('big number');
    await page.locator('[data-test="viz-type-big_number_total"]').click();
    await page.locator('[data-test="viz-type-details"]', { hasText: 'Big Number' }).waitFor();
    await shot('chart-add');
    await create.click();

    await page.waitForURL(/\/explore\/\?.*viz_type=big_number_total/);
    await page
      .locator('[data-test="current-viz-type"][data-viz-type="big_number_total"]')
      .waitFor({ timeout: 30_000 });
    await page.locator('[data-test="datasource-name"]', { hasText: 'flights' }).waitFor();
    // The metric: COUNT(AIRLINE) from the Simple tab.
    await page.locator('[data-test="control-metric"] [data-test="dnd-add-button"]').click();
    const popover = page.locator('[data-test="metric-popover"]');
    await popover.getByRole('tab', { name: 'Simple' }).click();
    await pickOption(page, popover.locator('[data-test="metric-column-select"]'), 'AIRLINE');
    await pickOption(page, popover.locator('[data-test="metric-aggregate-select"]'), 'COUNT', {
      text: 'COUNT',
    });
    await popover.locator('[data-test="metric-popover-save"]').click();
    await page.locator('[data-test="query-save-button"]:not([disabled])').waitFor();
    await page.locator('[data-test="query-save-button"]').click();
    await page
      .locator('[data-test="save-modal-body"] [data-test="new-chart-name"]')
      .fill('E2E big number from chart add');
    await page.locator('[data-test="btn-modal-save"]').click();
    await page.waitForURL(/slice_id=\d+/);
    const chart = await findOne('/api/v1/chart/', 'slice_name', 'E2E big number from chart add');
    expect(chart?.viz_type).toBe('big_number_total');
    expect(chart?.datasource_id).toBe(h.examples!.datasetIds.flights);
  });
});

describe('Datasets', () => {
  it('duplicates a virtual dataset under a new name', async () => {
    const { page } = h;
    const created = await api(page, 'POST', '/api/v1/dataset/', {
      database: h.examples!.databaseId,
      table_name: 'e2e_virtual_airlines',
      sql: 'SELECT DISTINCT "AIRLINE" FROM flights',
    });
    expect(created.status).toBe(201);
    page.on('request', (r) => {
      if (r.url().includes('/avatar.png')) avatarRequests.push(new URL(r.url()).pathname);
    });
    await page.goto('/tablemodelview/list/');
    const row = rows(page, 'e2e_virtual_airlines');
    await row.waitFor();
    // Physical datasets have no Duplicate.
    expect(await rows(page, 'flights').first().locator('[data-test="dataset-duplicate"]').count()).toBe(0);
    await row.locator('[data-test="dataset-duplicate"]').click();
    await page.locator('[data-test="duplicate-dataset-name"]').fill('e2e_virtual_airlines_copy');
    await shot('dataset-duplicate');
    await page.locator('[data-test="duplicate-dataset-ok"]').click();
    await rows(page, 'e2e_virtual_airlines_copy').waitFor();
    const copy = await findOne('/api/v1/dataset/', 'table_name', 'e2e_virtual_airlines_copy');
    expect(copy?.sql).toBe('SELECT DISTINCT "AIRLINE" FROM flights');
  });

  it('shows the owners as avatar images over their initials with the avatar flag on', async () => {
    const { page } = h;
    const avatar = rows(page, 'e2e_virtual_airlines_copy').locator('[data-test="avatar"]');
    await avatar.first().waitFor();
    const userId = ((await api(page, 'GET', '/api/v1/me/')).body.result as { id: number }).id;
    await expect.poll(() => avatarRequests).toContain(`/api/v1/user/${userId}/avatar.png`);
    // The admin has no stored avatar: the image answers 204 and the initials stay.
    const res = await page.request.get(`/api/v1/user/${userId}/avatar.png`);
    expect(res.status()).toBe(204);
    await expect.poll(() => avatar.first().textContent()).toMatch(/^[A-Z?]{1,2}$/);
    await shot('dataset-list-avatars');
  });
});

describe('SQL Lab: Save dataset', () => {
  it('saves the query as a new virtual dataset and explores it', async () => {
    const { page } = h;
    await runSql(page, 'SELECT "AIRLINE", count(*) AS n FROM flights GROUP BY 1');
    await page.locator('[data-test="save-dataset"]').click();
    const name = page.locator('[data-test="save-dataset-name"]');
    expect(await name.inputValue()).toMatch(/^Untitled Query 1 \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    await name.fill('e2e_saved_from_sqllab');
    await shot('sqllab-save-dataset');
    await page.locator('[data-test="save-dataset-save"]').click();
    await page.waitForURL(/\/explore\/\?.*form_data_key=/);
    await page
      .locator('[data-test="datasource-name"]', { hasText: 'e2e_saved_from_sqllab' })
      .waitFor({ timeout: 30_000 });
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
    const saved = await findOne('/api/v1/dataset/', 'table_name', 'e2e_saved_from_sqllab');
    expect(saved?.sql).toBe('SELECT "AIRLINE", count(*) AS n FROM flights GROUP BY 1');
  });

  it('overwrites an existing dataset of the user after a confirmation', async () => {
    const { page } = h;
    const sql = 'SELECT "AIRLINE" FROM flights LIMIT 5';
    await runSql(page, sql);
    await page.locator('[data-test="save-dataset"]').click();
    await page.locator('[data-test="save-dataset-overwrite"]').click();
    await pickOption(page, page.locator('[data-test="save-dataset-overwrite-select"]'), 'e2e_saved', {
      text: 'e2e_saved_from_sqllab',
      settle: settleWithSpinners,
    });
    await shot('sqllab-overwrite-dataset');
    await page.locator('[data-test="save-dataset-save"]').click();
    await page.locator('[data-test="save-dataset-confirm"]').waitFor();
    await page.locator('[data-test="save-dataset-overwrite-confirm"]').click();
    await page.waitForURL(/\/explore\/\?.*form_data_key=/);
    await page
      .locator('[data-test="datasource-name"]', { hasText: 'e2e_saved_from_sqllab' })
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await findOne('/api/v1/dataset/', 'table_name', 'e2e_saved_from_sqllab'))?.sql)
      .toBe(sql);
  });
});

describe('Dashboard ?force=true', () => {
  it("asks for the charts' data with force only when the URL says so", async () => {
    const { page } = h;
    const id = await createChart(page, 'E2E forced count', h.examples!.datasetIds.flights!, {
      viz_type: 'big_number_total',
      metric: { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'flights' },
    });
    const layout = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${id}`], meta: {} },
      [`CHART-${id}`]: {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        meta: { chartId: id, width: 4, height: 50 },
      },
    };
    const created = await api(page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'E2E force',
      position_json: JSON.stringify(layout),
    });
    expect(created.status).toBe(201);
    const dataUrls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/chart/data')) dataUrls.push(r.url());
    });
    await page.goto(`/superset/dashboard/${created.body.id}/`);
    await waitChartRendered(h, id);
    expect(dataUrls.length).toBeGreaterThan(0);
    expect(dataUrls.every((u) => !u.includes('force=true'))).toBe(true);

    dataUrls.length = 0;
    await page.goto(`/superset/dashboard/${created.body.id}/?force=true`);
    await waitChartRendered(h, id);
    expect(dataUrls.length).toBeGreaterThan(0);
    expect(dataUrls.every((u) => u.includes('force=true'))).toBe(true);
    await shot('dashboard-forced');
  });
});
