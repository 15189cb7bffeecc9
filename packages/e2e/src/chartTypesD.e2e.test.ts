/**
 * Chart types, fourth batch (issue 20) in Chromium: cal_heatmap, word_cloud and handlebars opened in
 * explore from form data on the sales example, and the chart gallery showing a thumbnail per type.
 * Screenshots are kept for people to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
let sales: number;
const pageErrors: string[] = [];

const common = { time_range: 'No filter', adhoc_filters: [] };

/** Form data as Superset's panels save them; each with what shows the chart drew. */
const CHARTS: Record<string, { form: () => Record<string, unknown>; drawn: string }> = {
  cal_heatmap: {
    form: () => ({
      granularity_sqla: 'order_date',
      domain_granularity: 'month',
      subdomain_granularity: 'day',
      metrics: ['count'],
      linear_color_scheme: 'schemeBlues',
      cell_size: 10,
      cell_padding: 2,
      steps: 10,
      show_legend: true,
      show_metric_name: true,
    }),
    drawn: '[data-test="chart-container"] canvas',
  },
  word_cloud: {
    form: () => ({
      series: 'product_line',
      metric: 'count',
      row_limit: 100,
      sort_by_metric: true,
      size_from: 10,
      size_to: 70,
      rotation: 'square',
      color_scheme: 'supersetColors',
    }),
    drawn: '[data-test="word-cloud"] text',
  },
  handlebars: {
    form: () => ({
      query_mode: 'aggregate',
      groupby: ['deal_size'],
      metrics: ['count'],
      row_limit: 10,
      handlebarsTemplate:
        '<ul class="data-list">{{#each data}}<li>{{deal_size}}: {{formatNumber count format=",d"}}</li>{{/each}}</ul><img src=x onerror="window.pwned=1"><a href="javascript:window.pwned=2">x</a>',
      styleTemplate: '.data-list li { color: #2893B3; font-weight: 600; }',
    }),
    drawn: '[data-test="handlebars-body"]',
  },
};

async function openInExplore(vizType: string) {
  const { page } = h;
  const formData = {
    viz_type: vizType,
    datasource: `${sales}__table`,
    ...common,
    ...CHARTS[vizType]!.form(),
  };
  await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
  await page.locator('[data-test="run-query-button"]').click();
  await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 60_000 });
  await page.locator(CHARTS[vizType]!.drawn).first().waitFor({ state: 'attached' });
  await settleWithSpinners(page);
}

beforeAll(async () => {
  h = await startHarness('chart-types-d', {}, { examples: true, flightsRows: 1000 });
  sales = h.examples!.datasetIds.cleaned_sales_data!;
  collectPageErrors(h.page, pageErrors, { failedResponses: true });
  await login(h.page);
});
afterAll(() => h?.close());

describe('chart types D in explore', () => {
  it.each(Object.keys(CHARTS))('%s draws, no error, nothing overflowing', async (vizType) => {
    await openInExplore(vizType);
    const { page } = h;
    expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    expect(await page.getByText('Unknown chart type').count()).toBe(0);
    expect(await page.locator(CHARTS[vizType]!.drawn).count()).toBeGreaterThan(0);
    const overflow = await page
      .locator('[data-test="chart-container"]')
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await h.shot(vizType);
  });

  it('handlebars: the rows render (no CSP error) and the hostile parts are neutralised', async () => {
    const { page } = h;
    // The template is interpreted, never compiled: a compiled one would hit the CSP's no-eval rule.
    expect(await page.locator('[data-test="handlebars-body"][role="alert"]').count()).toBe(0);
    const rows = await page.locator('[data-test="handlebars-body"] ul.data-list > li').allTextContents();
    expect(rows.map((r) => r.split(':')[0]).sort()).toEqual(['Large', 'Medium', 'Small']);
    for (const row of rows) expect(row).toMatch(/^(Small|Medium|Large): \d{1,3}(,\d{3})*$/);
    const html = await page.locator('[data-test="handlebars-body"]').evaluate((el) => el.innerHTML);
    expect(html).not.toMatch(/onerror|javascript:/i);
    expect(await page.evaluate(() => (globalThis as { pwned?: number }).pwned)).toBeUndefined();
  });

  it('the gallery shows a thumbnail per chart type', async () => {
    const { page } = h;
    await page.goto('/chart/add');
    await page.locator('[data-test="viz-thumbnail"]').first().waitFor();
    const tiles = await page.locator('[data-test="viz-type-grid"] > button').count();
    expect(await page.locator('[data-test="viz-thumbnail"]').count()).toBe(tiles);
    await h.shot('gallery');
  });

  it('logged no errors', () => {
    // DOMPurify parses the hostile template's onerror in an inert document; Chromium still reports that
    // handler to the CSP, which refuses it (nothing runs: see window.pwned above). Any other error counts.
    const csp = /^Executing inline event handler violates the following Content Security Policy/;
    expect(pageErrors.filter((e) => !csp.test(e))).toEqual([]);
  });
});
