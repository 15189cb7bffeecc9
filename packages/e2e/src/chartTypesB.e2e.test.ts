/**
 * Chart types, second batch (issue 20) in Chromium: the mixed chart, the period-over-period big
 * number and the Nightingale rose, each opened in explore from form data on the sales example (as
 * Superset's control panels save them). The ECharts ones draw a painted canvas, the big number its
 * value and comparison tiles; no error panel, nothing wider than the chart; a screenshot of each.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
let sales: number;
const pageErrors: string[] = [];

const year2004 = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'order_date',
  operator: 'TEMPORAL_RANGE',
  comparator: '2004-01-01 : 2005-01-01',
};

const CHARTS: Record<string, () => Record<string, unknown>> = {
  mixed_timeseries: () => ({
    datasource: `${sales}__table`,
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    time_range: 'No filter',
    metrics: ['sum__sales'],
    groupby: ['deal_size'],
    adhoc_filters: [],
    row_limit: 10000,
    metrics_b: ['count_distinct__order_number'],
    groupby_b: [],
    adhoc_filters_b: [],
    row_limit_b: 10000,
    seriesType: 'bar',
    stack: true,
    seriesTypeB: 'line',
    markerEnabledB: true,
    yAxisIndexB: 1,
    yAxisTitleSecondary: 'Orders',
    rich_tooltip: true,
    show_legend: true,
    color_scheme: 'supersetColors',
  }),
  pop_kpi: () => ({
    datasource: `${sales}__table`,
    metric: 'sum__sales',
    adhoc_filters: [year2004],
    time_compare: 'inherit',
    comparison_type: 'values',
    y_axis_format: 'SMART_NUMBER',
    header_font_size: 0.5,
    subheader_font_size: 0.2,
    comparison_color_enabled: true,
    comparison_color_scheme: 'Green',
  }),
  rose: () => ({
    datasource: `${sales}__table`,
    granularity_sqla: 'order_date',
    time_grain_sqla: 'P1M',
    time_range: '2004-01-01 : 2005-01-01',
    metrics: ['sum__sales'],
    groupby: ['deal_size'],
    adhoc_filters: [],
    row_limit: 10000,
    color_scheme: 'supersetColors',
    number_format: 'SMART_NUMBER',
    date_time_format: '%b %Y',
    rich_tooltip: true,
    rose_area_proportion: true,
  }),
};

/** A control of each type's Customize tab (its own, not a shared one). */
const CUSTOMIZE_LABEL: Record<string, string> = {
  mixed_timeseries: 'Secondary y-axis title',
  pop_kpi: 'Comparison font size',
  rose: 'Use Area Proportions',
};

/** Share of the canvas's pixels painted, and how many distinct colours it holds. */
async function canvasPaint(page: Page) {
  return page
    .locator('[data-test="chart-container"] canvas')
    .first()
    .evaluate((el) => {
      const canvas = el as unknown as {
        width: number;
        height: number;
        getContext(t: '2d'): {
          getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
        };
      };
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! === 0) continue;
        painted += 1;
        colours.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
      }
      return { painted: painted / (data.length / 4), colours: colours.size };
    });
}

async function openInExplore(vizType: string) {
  const { page } = h;
  const formData = { viz_type: vizType, ...CHARTS[vizType]!() };
  await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
  await page.locator('[data-test="run-query-button"]').click();
  await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 60_000 });
  await settleWithSpinners(page);
}

beforeAll(async () => {
  h = await startHarness('chart-types-b', {}, { examples: true, flightsRows: 1000 });
  sales = h.examples!.datasetIds.cleaned_sales_data!;
  collectPageErrors(h.page, pageErrors, { failedResponses: true });
  await login(h.page);
});
afterAll(() => h?.close());

describe('chart types B in explore', () => {
  it.each(Object.keys(CHARTS))('%s draws, no error, nothing overflowing', async (vizType) => {
    await openInExplore(vizType);
    const { page } = h;
    expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    expect(await page.getByText('Unknown chart type').count()).toBe(0);
    if (vizType === 'pop_kpi') {
      // 2004's sales against 2003's (the inherited range moved back a year): value, arrow, 3 tiles.
      await expect.poll(() => page.locator('[data-test="pop-kpi-value"]').innerText()).toMatch(/[1-9]/);
      expect(await page.locator('[data-test="pop-kpi-comparison"]').count()).toBe(3);
      expect(await page.locator('[data-test="pop-kpi-arrow"]').count()).toBe(1);
    } else {
      const paint = await canvasPaint(page);
      expect(paint.painted, vizType).toBeGreaterThan(0.02);
      expect(paint.colours, vizType).toBeGreaterThan(4);
    }
    const overflow = await page
      .locator('[data-test="chart-container"]')
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await h.shot(vizType);

    await page.getByRole('tab', { name: 'Customize' }).click();
    await page.getByText(CUSTOMIZE_LABEL[vizType]!, { exact: true }).first().waitFor();
    await settleWithSpinners(page);
    await h.shot(`${vizType}-customize`);
  });

  it('logged no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
