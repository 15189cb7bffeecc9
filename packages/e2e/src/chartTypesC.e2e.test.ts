/**
 * Chart types, third batch (issue 20) in Chromium: graph, sankey, tree and Gantt, each opened in
 * explore from form data on the examples (flights for the graph, sales for the sankey; the tree and
 * the Gantt on small virtual datasets over sales: territory → country hierarchy, and each Japanese
 * customer's first to last order). Each draws a painted canvas, no error panel, nothing wider than
 * the chart; a screenshot of each is kept for people to look at.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
const ids: Record<string, number> = {};
const pageErrors: string[] = [];
const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' };
const common = { time_range: 'No filter', adhoc_filters: [], color_scheme: 'supersetColors' };

/** Virtual datasets the tree and the Gantt need (a hierarchy, and start/end times). */
const VIRTUAL: Record<string, string> = {
  e2e_sales_regions: `SELECT 'World' AS id, NULL AS parent, SUM(sales) AS sales FROM cleaned_sales_data
    UNION ALL SELECT territory, 'World', SUM(sales) FROM cleaned_sales_data GROUP BY territory
    UNION ALL SELECT country, territory, SUM(sales) FROM cleaned_sales_data GROUP BY country, territory`,
  e2e_customer_spans: `SELECT customer_name, deal_size, MIN(order_date) AS first_order,
    MAX(order_date) + INTERVAL 20 DAY AS last_order, SUM(sales) AS sales
    FROM cleaned_sales_data WHERE territory = 'Japan' GROUP BY customer_name, deal_size`,
};

/** Form data per viz type, as Superset's control panels save them. */
const CHARTS: Record<string, () => Record<string, unknown>> = {
  graph_chart: () => ({
    datasource: `${ids.flights}__table`,
    source: 'ORIGIN_AIRPORT',
    target: 'DESTINATION_AIRPORT',
    source_category: 'AIRLINE',
    metric: count,
    row_limit: 60,
    layout: 'circular',
    edgeSymbol: 'none,arrow',
    roam: true,
    selectedMode: 'single',
    baseNodeSize: 12,
    baseEdgeWidth: 1,
    show_legend: true,
  }),
  sankey_v2: () => ({
    datasource: `${ids.cleaned_sales_data}__table`,
    source: 'deal_size',
    target: 'product_line',
    metric: 'sum__sales',
    row_limit: 10000,
    sort_by_metric: true,
  }),
  tree_chart: () => ({
    datasource: `${ids.e2e_sales_regions}__table`,
    id: 'id',
    parent: 'parent',
    root_node_id: 'World',
    metric: { expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'Sales' },
    row_limit: 10000,
    layout: 'orthogonal',
    orient: 'LR',
    node_label_position: 'left',
    child_label_position: 'right',
    symbol: 'emptyCircle',
    symbolSize: 9,
  }),
  gantt_chart: () => ({
    datasource: `${ids.e2e_customer_spans}__table`,
    start_time: 'first_order',
    end_time: 'last_order',
    y_axis: 'customer_name',
    series: 'deal_size',
    subcategories: true,
    tooltip_metrics: [],
    tooltip_columns: ['sales'],
    order_by_cols: ['["first_order", true]'],
    row_limit: 10000,
    show_legend: true,
    x_axis_time_format: '%b %Y',
  }),
};

/** A control of each type's Customize tab (its own, not a shared one). */
const CUSTOMIZE_LABEL: Record<string, string> = {
  graph_chart: 'Edge symbols',
  sankey_v2: 'Color scheme',
  tree_chart: 'Tree orientation',
  gantt_chart: 'Tooltip time format',
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
  const formData = { viz_type: vizType, ...common, ...CHARTS[vizType]!() };
  await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
  await page.locator('[data-test="run-query-button"]').click();
  await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 60_000 });
  await page.locator('[data-test="chart-container"] canvas').first().waitFor();
  await settleWithSpinners(page);
}

beforeAll(async () => {
  h = await startHarness('chart-types-c', {}, { examples: true, flightsRows: 1000 });
  Object.assign(ids, h.examples!.datasetIds);
  collectPageErrors(h.page, pageErrors, { failedResponses: true });
  await login(h.page);
  for (const [table_name, sql] of Object.entries(VIRTUAL)) {
    const created = await api(h.page, 'POST', '/api/v1/dataset/', {
      database: h.examples!.databaseId,
      table_name,
      sql,
    });
    expect(created.status, table_name).toBe(201);
    ids[table_name] = created.body.id as number;
  }
});
afterAll(() => h?.close());

describe('flow, hierarchy and timeline charts in explore', () => {
  it.each(Object.keys(CHARTS))(
    '%s draws a painted canvas, no error, nothing overflowing',
    async (vizType) => {
      await openInExplore(vizType);
      const { page } = h;
      expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
      expect(await page.getByText('Unknown chart type').count()).toBe(0);
      const paint = await canvasPaint(page);
      expect(paint.painted, vizType).toBeGreaterThan(0.01);
      expect(paint.colours, vizType).toBeGreaterThan(4);
      const overflow = await page
        .locator('[data-test="chart-container"]')
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await h.shot(`types-c-${vizType}`);

      await page.getByRole('tab', { name: 'Customize' }).click();
      await page.getByText(CUSTOMIZE_LABEL[vizType]!, { exact: true }).first().waitFor();
      await settleWithSpinners(page);
      await h.shot(`types-c-${vizType}-customize`);
    },
  );

  it('logged no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
