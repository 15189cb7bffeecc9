/**
 * Chart types (issue 20) in Chromium, each opened in explore from form data on the sales and world
 * health examples, as Superset's control panels save them: funnel, gauge, radar, waterfall, box
 * plot, histogram and bubble; the mixed chart, the period-over-period big number and the
 * Nightingale rose; cal_heatmap, word_cloud and handlebars; and the chart gallery's thumbnails.
 * Each draws (a painted canvas with several colours, or its own elements), no error panel, nothing
 * wider than the chart, and its Customize tab shows the type's own controls. One server for all:
 * starting one is a good part of such a suite's time. Screenshots are kept for people to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canvasPaint,
  expectDrawnCleanly,
  openInExplore,
  shotCustomize,
  startChartSuite,
} from './exploreChart.js';
import type { Harness } from './harness.js';
import { errorsSince } from './pageErrors.js';

let h: Harness;
let sales: number;
let health: number;
const pageErrors: string[] = [];

beforeAll(async () => {
  h = await startChartSuite('chart-types', pageErrors);
  sales = h.examples!.datasetIds.cleaned_sales_data!;
  health = h.examples!.datasetIds.wb_health_population!;
});
afterAll(() => h?.close());

describe('new chart types in explore', () => {
  const common = { time_range: 'No filter', adhoc_filters: [], color_scheme: 'supersetColors' };
  /** Form data per viz type, and a control of each type's Customize tab (its own, not a shared one). */
  const CHARTS: Record<string, { form: () => Record<string, unknown>; customize: string }> = {
    funnel: {
      form: () => ({
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
      customize: 'Label Contents',
    },
    gauge_chart: {
      form: () => ({
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
      customize: 'Interval bounds',
    },
    radar: {
      form: () => ({
        datasource: `${sales}__table`,
        groupby: ['deal_size'],
        metrics: ['sum__sales', 'sum__quantity_ordered', 'count_distinct__order_number', 'avg__price_each'],
        row_limit: 10,
        show_labels: false,
        label_type: 'value',
        label_position: 'top',
        is_circle: false,
      }),
      customize: 'Circle radar shape',
    },
    waterfall: {
      form: () => ({
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
      customize: 'X Tick Layout',
    },
    box_plot: {
      form: () => ({
        datasource: `${health}__table`,
        columns: ['country_name'],
        groupby: ['region'],
        metrics: ['avg__SP_DYN_LE00_IN'],
        whiskerOptions: 'Tukey',
        x_ticks_layout: '45°',
        number_format: 'SMART_NUMBER',
        date_format: 'smart_date',
      }),
      customize: 'X Tick Layout',
    },
    histogram_v2: {
      form: () => ({
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
      customize: 'Y Axis Title',
    },
    bubble_v2: {
      form: () => ({
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
      customize: 'Max Bubble Size',
    },
  };
  let errors: () => string[];
  beforeAll(() => {
    errors = errorsSince(pageErrors);
  });

  it.each(Object.keys(CHARTS))(
    '%s draws a painted canvas, no error, nothing overflowing',
    async (vizType) => {
      await openInExplore(h.page, { viz_type: vizType, ...common, ...CHARTS[vizType]!.form() });
      await expectDrawnCleanly(h.page);
      const paint = await canvasPaint(h.page);
      expect(paint.painted, vizType).toBeGreaterThan(0.02);
      expect(paint.colours, vizType).toBeGreaterThan(4);
      await h.shot(vizType);
      await shotCustomize(h, CHARTS[vizType]!.customize, `${vizType}-customize`);
    },
  );

  it('logged no errors', () => {
    expect(errors()).toEqual([]);
  });
});

describe('chart types B in explore', () => {
  const year2004 = {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: 'order_date',
    operator: 'TEMPORAL_RANGE',
    comparator: '2004-01-01 : 2005-01-01',
  };
  /** Form data per viz type (complete: no common part), what shows it drew, a control of its Customize tab. */
  const CHARTS: Record<string, { form: () => Record<string, unknown>; drawn: string; customize: string }> = {
    mixed_timeseries: {
      form: () => ({
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
      drawn: '[data-test="chart-container"] canvas',
      customize: 'Secondary y-axis title',
    },
    pop_kpi: {
      form: () => ({
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
      drawn: '[data-test="pop-kpi-value"]',
      customize: 'Comparison font size',
    },
    rose: {
      form: () => ({
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
      drawn: '[data-test="chart-container"] canvas',
      customize: 'Use Area Proportions',
    },
  };
  let errors: () => string[];
  beforeAll(() => {
    errors = errorsSince(pageErrors);
  });

  it.each(Object.keys(CHARTS))('%s draws, no error, nothing overflowing', async (vizType) => {
    const { page } = h;
    const chart = CHARTS[vizType]!;
    await openInExplore(page, { viz_type: vizType, ...chart.form() }, { drawn: chart.drawn });
    await expectDrawnCleanly(page);
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
    await h.shot(vizType);
    await shotCustomize(h, chart.customize, `${vizType}-customize`);
  });

  it('logged no errors', () => {
    expect(errors()).toEqual([]);
  });
});

describe('chart types D in explore', () => {
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
  let errors: () => string[];
  beforeAll(() => {
    errors = errorsSince(pageErrors);
  });

  it.each(Object.keys(CHARTS))('%s draws, no error, nothing overflowing', async (vizType) => {
    const { page } = h;
    const { form, drawn } = CHARTS[vizType]!;
    await openInExplore(
      page,
      { viz_type: vizType, datasource: `${sales}__table`, ...common, ...form() },
      { drawn, state: 'attached' },
    );
    await expectDrawnCleanly(page);
    expect(await page.locator(drawn).count()).toBeGreaterThan(0);
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
    expect(errors().filter((e) => !csp.test(e))).toEqual([]);
  });
});
