/**
 * Empty results in Chromium (issue 25): a line chart of SUM(SP_POP_TOTL) over time by region on the
 * world health example, filtered to a region that does not exist, answers 200 with no rows and shows
 * "No results were returned for this query", not "Unexpected error" — in explore, as a saved chart
 * and on a dashboard.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { dashboardChart, waitChartRendered } from './dashboardPage.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

const METRIC = 'SUM(SP_POP_TOTL)';
const NO_RESULTS = 'No results were returned for this query';

let h: Harness;
let datasetId: number;
const pageErrors: string[] = [];

/** The line chart's form data: population by region over the years, with a rolling sum. */
const lineChart = (region: string) => ({
  datasource: `${datasetId}__table`,
  viz_type: 'echarts_timeseries_line',
  x_axis: 'year',
  time_grain_sqla: 'P1Y',
  metrics: [
    {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'SP_POP_TOTL' },
      label: METRIC,
    },
  ],
  groupby: ['region'],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: '==', comparator: region },
  ],
  rolling_type: 'sum',
  rolling_periods: 2,
  time_range: 'No filter',
  row_limit: 10000,
});

/** A screenshot under artifacts/e2e/, copied to E2E_SHOTS_DIR too when that is set (for review). */
async function keepShot(name: string) {
  const file = await h.shot(name);
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(file, path.join(dir, path.basename(file)));
}

/** Waits for the chart to settle and returns the chart-data answers seen while it loaded. */
async function chartDataStatuses(page: Page, run: () => Promise<void>) {
  const statuses: number[] = [];
  const onResponse = (r: { url(): string; status(): number }) => {
    if (r.url().includes('/api/v1/chart/data')) statuses.push(r.status());
  };
  page.on('response', onResponse);
  try {
    await run();
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
    await settleWithSpinners(page);
  } finally {
    page.off('response', onResponse);
  }
  return statuses;
}

beforeAll(async () => {
  h = await startHarness('empty-results', {}, { examples: true, flightsRows: 1000 });
  datasetId = h.examples!.datasetIds.wb_health_population!;
  collectPageErrors(h.page, pageErrors, { failedResponses: true });
  await login(h.page);
});
afterAll(() => h?.close());

describe('a filter that matches nothing', () => {
  it('explore: the line chart shows the no-results state, not an error', async () => {
    const { page } = h;
    const statuses = await chartDataStatuses(page, async () => {
      const fd = lineChart('Atlantis');
      await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(fd))}`);
      await page.locator('[data-test="run-query-button"]').click();
    });
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const empty = page.locator('[data-test="chart-no-results"]');
    await empty.waitFor();
    expect(await empty.textContent()).toContain(NO_RESULTS);
    expect(await empty.textContent()).toContain('Make sure that the controls are configured properly');
    expect(await page.getByText('Unexpected error').count()).toBe(0);
    expect(await page.getByText('Referenced columns not available').count()).toBe(0);
    await keepShot('explore-line-no-results');
  });

  it('a saved chart: the same state when opened, and it draws once the filter matches', async () => {
    const { page } = h;
    const empty = await createChart(page, 'E2E Atlantis population', datasetId, lineChart('Atlantis'));
    const statuses = await chartDataStatuses(page, () =>
      page.goto(`/explore/?slice_id=${empty}`).then(() => undefined),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    await page.locator('[data-test="chart-no-results"]').waitFor();
    await keepShot('saved-line-no-results');

    // The same chart on a region with data draws its series: the empty state was about the data only.
    const full = await createChart(
      page,
      'E2E Europe population',
      datasetId,
      lineChart('Europe & Central Asia'),
    );
    await chartDataStatuses(page, () => page.goto(`/explore/?slice_id=${full}`).then(() => undefined));
    expect(await page.locator('[data-test="chart-no-results"]').count()).toBe(0);
    expect(await page.locator('[data-test="chart-container"] canvas').count()).toBeGreaterThan(0);
  });

  it('a dashboard: the chart settles (rendered) on the no-results state, without the explore hint', async () => {
    const { page } = h;
    const id = await createChart(page, 'E2E Atlantis on a dashboard', datasetId, lineChart('Atlantis'));
    const layout = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${id}`], meta: {} },
      [`CHART-${id}`]: {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        meta: { chartId: id, width: 6, height: 50 },
      },
    };
    const created = await api(page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'E2E empty results',
      position_json: JSON.stringify(layout),
    });
    expect(created.status).toBe(201);
    await page.goto(`/superset/dashboard/${created.body.id}/`);
    await waitChartRendered(h, id);
    const empty = dashboardChart(page, id).locator('[data-test="chart-no-results"]');
    expect(await empty.textContent()).toContain(NO_RESULTS);
    expect(await empty.textContent()).not.toContain('Make sure that the controls');
    await settleWithSpinners(page);
    await keepShot('dashboard-line-no-results');
  });

  it('one row, and metrics that are all null, draw without an error', async () => {
    const { page } = h;
    // One region over one year: one point.
    const base = lineChart('Europe & Central Asia');
    const year2000 = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'year',
      operator: 'TEMPORAL_RANGE',
      comparator: '2000-01-01 : 2001-01-01',
    };
    const onePoint = { ...base, adhoc_filters: [...base.adhoc_filters, year2000] };
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/chart/data'));
    const statuses = await chartDataStatuses(page, async () => {
      await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(onePoint))}`);
      await page.locator('[data-test="run-query-button"]').click();
    });
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await page.locator('[data-test="chart-container"] canvas').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-test="chart-no-results"]').count()).toBe(0);
    const body = (await (await answer).json()) as { result: { rowcount: number }[] };
    expect(body.result[0]?.rowcount).toBe(1);
    await keepShot('explore-line-one-row');

    // A metric with no values at all (SUM over nothing is NULL) on a pie: rows, every slice null.
    const nullPie = {
      datasource: `${datasetId}__table`,
      viz_type: 'pie',
      groupby: ['region'],
      metric: {
        expressionType: 'SQL',
        sqlExpression: 'SUM(CASE WHEN 1 = 0 THEN SP_POP_TOTL END)',
        label: 'nothing',
      },
      time_range: 'No filter',
      row_limit: 100,
    };
    const pieStatuses = await chartDataStatuses(page, async () => {
      await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(nullPie))}`);
      await page.locator('[data-test="run-query-button"]').click();
    });
    expect(pieStatuses.every((s) => s === 200)).toBe(true);
    expect(await page.getByText('Unexpected error').count()).toBe(0);
    expect(await page.locator('[data-test="chart-container"]').getAttribute('data-status')).toBe('rendered');
    await keepShot('explore-pie-all-null');
  });

  it('logged no errors in the browser', () => {
    expect(pageErrors).toEqual([]);
  });
});
