/**
 * Chart types, first batch (issue 20) in Chromium: funnel, gauge, radar, waterfall, box plot,
 * histogram and bubble, each opened in explore from form data on an example dataset. Each draws a
 * painted canvas (not blank), no error panel, nothing wider than the chart; a screenshot of each is
 * kept for people to look at.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
let sales: number;
let health: number;
const pageErrors: string[] = [];

const common = { time_range: 'No filter', adhoc_filters: [], color_scheme: 'supersetColors' };

/** Form data per viz type, as Superset's control panels save them, on the sales and world health examples. */
const CHARTS: Record<string, () => Record<string, unknown>> = {
  funnel: () => ({
    datasource: `${sales}__table`,
    groupby: ['deal_size'],
    metric: 'sum__quantity_ordered',
    row_limit: 10,
    sort_by_metric: true,
    percent_calculation_type: 'first_step',
    label_type: 5,
    tooltip_label_type: 5,
    show_legend: true,
  }),
  gauge_chart: () => ({
    datasource: `${sales}__table`,
    groupby: [],
    metric: 'avg__price_each',
    row_limit: 10,
    min_val: 0,
    max_val: 120,
    intervals: '40,80,120',
    interval_color_indices: '6,7,3',
    value_formatter: '{value}',
    show_pointer: true,
    show_split_line: true,
    show_axis_tick: true,
  }),
  radar: () => ({
    datasource: `${sales}__table`,
    groupby: ['deal_size'],
    metrics: ['sum__sales', 'sum__quantity_ordered', 'count_distinct__order_number', 'avg__price_each'],
    row_limit: 10,
    show_labels: false,
    label_type: 'value',
    label_position: 'top',
    is_circle: false,
  }),
  waterfall: () => ({
    datasource: `${sales}__table`,
    x_axis: 'order_date',
    time_grain_sqla: 'P3M',
    groupby: [],
    metric: 'sum__sales',
    row_limit: 10000,
    show_value: false,
    show_legend: true,
    x_axis_time_format: '%Y Q%q',
    x_ticks_layout: 'auto',
    y_axis_format: 'SMART_NUMBER',
  }),
  box_plot: () => ({
    datasource: `${health}__table`,
    columns: ['country_name'],
    groupby: ['region'],
    metrics: ['avg__SP_DYN_LE00_IN'],
    whiskerOptions: 'Tukey',
    x_ticks_layout: '45°',
    number_format: 'SMART_NUMBER',
    date_format: 'smart_date',
  }),
  histogram_v2: () => ({
    datasource: `${sales}__table`,
    column: 'price_each',
    groupby: ['deal_size'],
    row_limit: 10000,
    bins: 10,
    normalize: false,
    cumulative: false,
    show_value: false,
    show_legend: true,
    x_axis_title: 'Price each',
    y_axis_title: 'Order lines',
  }),
  bubble_v2: () => ({
    datasource: `${health}__table`,
    entity: 'country_name',
    series: 'region',
    x: 'avg__NY_GDP_PCAP_CD',
    y: 'avg__SP_DYN_LE00_IN',
    size: 'sum__SP_POP_TOTL',
    orderby: 'sum__SP_POP_TOTL',
    order_desc: true,
    row_limit: 100,
    max_bubble_size: '25',
    opacity: 0.6,
    logXAxis: true,
    x_axis_label: 'GDP per capita',
    x_axis_title_margin: 30,
    y_axis_label: 'Life expectancy',
    y_axis_title_margin: 30,
    show_legend: true,
  }),
};

/** A control of each type's Customize tab (its own, not a shared one). */
const CUSTOMIZE_LABEL: Record<string, string> = {
  funnel: 'Label Contents',
  gauge_chart: 'Interval bounds',
  radar: 'Circle radar shape',
  waterfall: 'X Tick Layout',
  box_plot: 'X Tick Layout',
  histogram_v2: 'Y Axis Title',
  bubble_v2: 'Max Bubble Size',
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

/** Opens explore on the form data, runs it and waits for the chart to be drawn. */
async function openInExplore(vizType: string) {
  const { page } = h;
  const formData = { viz_type: vizType, ...common, ...CHARTS[vizType]!() };
  await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
  await page.locator('[data-test="run-query-button"]').click();
  await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 60_000 });
  await page.locator('[data-test="chart-container"] canvas').first().waitFor();
  await settleWithSpinners(page);
}

beforeAll(async () => {
  h = await startHarness('chart-types-a', {}, { examples: true, flightsRows: 1000 });
  sales = h.examples!.datasetIds.cleaned_sales_data!;
  health = h.examples!.datasetIds.wb_health_population!;
  collectPageErrors(h.page, pageErrors, { failedResponses: true });
  await login(h.page);
});
afterAll(() => h?.close());

describe('new chart types in explore', () => {
  it.each(Object.keys(CHARTS))(
    '%s draws a painted canvas, no error, nothing overflowing',
    async (vizType) => {
      await openInExplore(vizType);
      const { page } = h;
      expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
      expect(await page.getByText('Unknown chart type').count()).toBe(0);
      const paint = await canvasPaint(page);
      expect(paint.painted, vizType).toBeGreaterThan(0.02);
      expect(paint.colours, vizType).toBeGreaterThan(4);
      const overflow = await page
        .locator('[data-test="chart-container"]')
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await h.shot(vizType);

      // The Customize tab draws the type's own controls.
      await page.getByRole('tab', { name: 'Customize' }).click();
      await page.getByText(CUSTOMIZE_LABEL[vizType]!, { exact: true }).first().waitFor();
      await settleWithSpinners(page);
      await h.shot(`${vizType}-customize`);
    },
  );

  it('logged no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
