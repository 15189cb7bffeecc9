/**
 * Superset's legacy Time section in explore (issue 21): a world map saved with granularity_sqla +
 * time_range and no x-axis shows the section (time column, time range) and its chart query is
 * filtered by that range on that column. A screenshot is kept for people to look at.
 */
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
let sales: number;
const pageErrors: string[] = [];

const isChartData = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';

beforeAll(async () => {
  h = await startHarness('time-section', {}, { examples: true, flightsRows: 1000 });
  sales = h.examples!.datasetIds.cleaned_sales_data!;
  collectPageErrors(h.page, pageErrors, { failedResponses: true });
  await login(h.page);
});
afterAll(() => h?.close());

describe('the Time section in explore', () => {
  it('shows the time column and range of a legacy chart and filters its query by them', async () => {
    const { page } = h;
    const formData = {
      viz_type: 'world_map',
      datasource: `${sales}__table`,
      granularity_sqla: 'order_date',
      time_range: '2004-01-01 : 2005-01-01',
      entity: 'country',
      country_fieldtype: 'name',
      metric: { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'orders' },
      adhoc_filters: [],
      row_limit: 10000,
    };
    await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
    const request = page.waitForRequest(isChartData);
    await page.locator('[data-test="run-query-button"]').click();
    const sent = (await request).postDataJSON() as {
      queries: { granularity?: string; time_range?: string }[];
    };
    expect(sent.queries[0]).toMatchObject({
      granularity: 'order_date',
      time_range: '2004-01-01 : 2005-01-01',
    });
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 60_000 });
    await settleWithSpinners(page);

    const section = page.locator('[data-test="section-Time"]');
    await section.waitFor();
    const text = await section.innerText();
    // Labels are drawn upper case; the column shows its verbose name.
    expect(text).toMatch(/time column\s+order date/i);
    expect(text).toMatch(/time range\s+2004-01-01 : 2005-01-01/i);
    expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    await h.shot('world-map-time-section');
    expect(pageErrors).toEqual([]);
  });
});
