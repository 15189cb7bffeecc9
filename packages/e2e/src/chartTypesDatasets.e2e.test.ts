/**
 * Chart types (issue 20) in Chromium that need data of their own, opened in explore from form data:
 * graph, sankey, tree and Gantt (flights for the graph, sales for the sankey; the tree and the Gantt
 * on small virtual datasets over sales: territory → country hierarchy, and each Japanese customer's
 * first to last order), and the maps: country_map (US states from a virtual dataset of ISO 3166-2
 * codes) and mapbox (10,000 points of the world health example, clustered). Each draws a painted
 * canvas with several colours, no error panel, nothing wider than the chart; the country map's
 * tooltip names a state and its value, the MapBox chart splits its clusters when zoomed in. One
 * server for all; screenshots are kept for people to look at.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './browser.js';
import {
  canvasPaint,
  CHART,
  expectDrawnCleanly,
  openInExplore,
  shotCustomize,
  startChartSuite,
} from './exploreChart.js';
import type { Harness } from './harness.js';
import { errorsSince } from './pageErrors.js';

let h: Harness;
const ids: Record<string, number> = {};
const pageErrors: string[] = [];

/** US states by population (thousands), as ISO 3166-2 codes. */
const STATES_SQL = `SELECT * FROM (VALUES ('US-CA', 39200), ('US-TX', 30000), ('US-FL', 22200),
  ('US-NY', 19600), ('US-PA', 13000), ('US-IL', 12500), ('US-OH', 11800), ('US-GA', 11000),
  ('US-WA', 7800), ('US-CO', 5900), ('US-MT', 1100), ('US-AK', 730)) AS t(state_code, population)`;

/** Virtual datasets: the tree's hierarchy, the Gantt's start/end times, the country map's states. */
const VIRTUAL: Record<string, { sql: string; schema?: string }> = {
  e2e_sales_regions: {
    sql: `SELECT 'World' AS id, NULL AS parent, SUM(sales) AS sales FROM cleaned_sales_data
    UNION ALL SELECT territory, 'World', SUM(sales) FROM cleaned_sales_data GROUP BY territory
    UNION ALL SELECT country, territory, SUM(sales) FROM cleaned_sales_data GROUP BY country, territory`,
  },
  e2e_customer_spans: {
    sql: `SELECT customer_name, deal_size, MIN(order_date) AS first_order,
    MAX(order_date) + INTERVAL 20 DAY AS last_order, SUM(sales) AS sales
    FROM cleaned_sales_data WHERE territory = 'Japan' GROUP BY customer_name, deal_size`,
  },
  us_states_population: { sql: STATES_SQL, schema: 'main' },
};

beforeAll(async () => {
  h = await startChartSuite('chart-types-datasets', pageErrors);
  Object.assign(ids, h.examples!.datasetIds);
  for (const [table_name, { sql, schema }] of Object.entries(VIRTUAL)) {
    const created = await api(h.page, 'POST', '/api/v1/dataset/', {
      database: h.examples!.databaseId,
      ...(schema ? { schema } : {}),
      table_name,
      sql,
    });
    expect(created.status, table_name).toBe(201);
    ids[table_name] = created.body.id as number;
  }
});
afterAll(() => h?.close());

describe('flow, hierarchy and timeline charts in explore', () => {
  const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' };
  const common = { time_range: 'No filter', adhoc_filters: [], color_scheme: 'supersetColors' };
  /** Form data per viz type, as Superset's control panels save them, and a control of its Customize tab. */
  const CHARTS: Record<string, { form: () => Record<string, unknown>; customize: string }> = {
    graph_chart: {
      form: () => ({
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
      customize: 'Edge symbols',
    },
    sankey_v2: {
      form: () => ({
        datasource: `${ids.cleaned_sales_data}__table`,
        source: 'deal_size',
        target: 'product_line',
        metric: 'sum__sales',
        row_limit: 10000,
        sort_by_metric: true,
      }),
      customize: 'Color scheme',
    },
    tree_chart: {
      form: () => ({
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
      customize: 'Tree orientation',
    },
    gantt_chart: {
      form: () => ({
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
      customize: 'Tooltip time format',
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
      expect(paint.painted, vizType).toBeGreaterThan(0.01);
      expect(paint.colours, vizType).toBeGreaterThan(4);
      await h.shot(`types-c-${vizType}`);
      await shotCustomize(h, CHARTS[vizType]!.customize, `types-c-${vizType}-customize`);
    },
  );

  it('logged no errors', () => {
    expect(errors()).toEqual([]);
  });
});

describe('map chart types in explore', () => {
  const common = { time_range: 'No filter', adhoc_filters: [] };
  /** Form data per viz type, and a control of its Customize tab. */
  const CHARTS: Record<string, { form: () => Record<string, unknown>; customize: string }> = {
    country_map: {
      form: () => ({
        datasource: `${ids.us_states_population}__table`,
        select_country: 'usa',
        entity: 'state_code',
        metric: {
          expressionType: 'SIMPLE',
          aggregate: 'SUM',
          column: { column_name: 'population' },
          hasCustomLabel: false,
          label: 'SUM(population)',
        },
        number_format: '.3s',
        linear_color_scheme: 'schemeYlOrRd',
      }),
      customize: 'Number format',
    },
    mapbox: {
      form: () => ({
        datasource: `${ids.wb_health_population}__table`,
        granularity_sqla: 'year',
        all_columns_x: 'longitude',
        all_columns_y: 'latitude',
        clustering_radius: '60',
        row_limit: 10000,
        groupby: [],
        point_radius: 'Auto',
        point_radius_unit: 'Pixels',
        mapbox_label: [],
        pandas_aggfunc: 'sum',
        render_while_dragging: true,
        mapbox_style: 'mapbox://styles/mapbox/light-v9',
        global_opacity: 1,
        mapbox_color: 'rgb(0, 139, 139)',
      }),
      customize: 'Default longitude',
    },
  };
  const open = (vizType: string) =>
    openInExplore(h.page, { viz_type: vizType, ...common, ...CHARTS[vizType]!.form() });

  /** Moves over the chart's canvas on a grid until the tooltip shows a value; its text, or '' if none did. */
  async function findTooltip(page: Page): Promise<string> {
    const box = (await page.locator(`${CHART} canvas`).first().boundingBox())!;
    const tip = page.locator(`${CHART} div:has(> strong)`).first();
    for (let y = 0.3; y < 0.8; y += 0.1)
      for (let x = 0.2; x < 0.9; x += 0.05) {
        await page.mouse.move(box.x + box.width * x, box.y + box.height * y);
        const shown = await tip
          .waitFor({ state: 'visible', timeout: 150 })
          .then(() => true)
          .catch(() => false);
        const text = shown ? await tip.innerText() : '';
        if (/\d/.test(text)) return text;
      }
    return '';
  }

  let errors: () => string[];
  beforeAll(() => {
    errors = errorsSince(pageErrors);
  });

  it.each(Object.keys(CHARTS))('%s draws a painted map, no error, nothing overflowing', async (vizType) => {
    const { page } = h;
    await open(vizType);
    if (vizType === 'mapbox')
      await page.locator('[data-test="mapbox-chart"][data-basemap="ready"]').waitFor({ timeout: 30_000 });
    await expectDrawnCleanly(page);
    const paint = await canvasPaint(page);
    // The country map paints its shapes only; the MapBox basemap fills its canvas.
    expect(paint.painted, vizType).toBeGreaterThan(vizType === 'mapbox' ? 0.9 : 0.08);
    expect(paint.colours, vizType).toBeGreaterThan(4);
    await h.shot(vizType);
    await shotCustomize(h, CHARTS[vizType]!.customize, `${vizType}-customize`);
  });

  it('country_map: hovering a state shows its name and formatted value', async () => {
    await open('country_map');
    const text = await findTooltip(h.page);
    expect(text).toMatch(
      /^(California|Texas|Florida|New York|Pennsylvania|Illinois|Ohio|Georgia|Washington|Colorado|Montana|Alaska)\n[\d.]+k?$/,
    );
    await h.shot('country_map-tooltip');
  });

  it('mapbox: 10,000 points in clusters that split when zoomed in, and a drag pans', async () => {
    await open('mapbox');
    const { page } = h;
    const map = page.locator('[data-test="mapbox-chart"][data-basemap="ready"]');
    await map.waitFor();
    const read = async (name: string) => Number(await map.getAttribute(`data-${name}`));
    const [zoom, markers] = [await read('zoom'), await read('markers')];
    expect(await read('clusters')).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.locator(`[data-test="mapbox-chart"][data-zoom="${(zoom + 2).toFixed(2)}"]`).waitFor();
    // Two levels deeper, the index holds more, smaller clusters (and lone points).
    expect(await read('markers')).toBeGreaterThan(markers);
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    expect(await read('zoom')).toBeCloseTo(zoom + 2, 2);
    await h.shot('mapbox-zoomed');
  });

  it('logged no errors', () => {
    expect(errors()).toEqual([]);
  });
});
