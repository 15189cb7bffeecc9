/**
 * Chart types, map batch (issue 20) in Chromium: country_map (US states from a virtual dataset of
 * ISO 3166-2 codes) and mapbox (10,000 points of the world health example, clustered) opened in
 * explore from Superset-shaped form data. Each draws a painted canvas with several colours, no
 * error, nothing wider than the chart; the country map's tooltip names a state and its value, the
 * MapBox chart splits its clusters when zoomed in. Screenshots are kept for people to look at.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
let states: number;
let health: number;
const pageErrors: string[] = [];

/** US states by population (thousands), as ISO 3166-2 codes. */
const STATES_SQL = `SELECT * FROM (VALUES ('US-CA', 39200), ('US-TX', 30000), ('US-FL', 22200),
  ('US-NY', 19600), ('US-PA', 13000), ('US-IL', 12500), ('US-OH', 11800), ('US-GA', 11000),
  ('US-WA', 7800), ('US-CO', 5900), ('US-MT', 1100), ('US-AK', 730)) AS t(state_code, population)`;

const common = { time_range: 'No filter', adhoc_filters: [] };
const CHARTS: Record<string, () => Record<string, unknown>> = {
  country_map: () => ({
    datasource: `${states}__table`,
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
  mapbox: () => ({
    datasource: `${health}__table`,
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
};

/** A control of each type's Customize tab. */
const CUSTOMIZE_LABEL: Record<string, string> = { country_map: 'Number format', mapbox: 'Default longitude' };

/** Share of the chart's first canvas painted, and how many distinct colours it holds. */
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

/** Moves over the chart's canvas on a grid until the tooltip shows a value; its text, or '' if none did. */
async function findTooltip(page: Page): Promise<string> {
  const box = (await page.locator('[data-test="chart-container"] canvas').first().boundingBox())!;
  const tip = page.locator('[data-test="chart-container"] div:has(> strong)').first();
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

beforeAll(async () => {
  h = await startHarness('chart-types-e', {}, { examples: true, flightsRows: 1000 });
  health = h.examples!.datasetIds.wb_health_population!;
  collectPageErrors(h.page, pageErrors, { failedResponses: true });
  await login(h.page);
  const created = await api(h.page, 'POST', '/api/v1/dataset/', {
    database: h.examples!.databaseId,
    schema: 'main',
    table_name: 'us_states_population',
    sql: STATES_SQL,
  });
  expect(created.status).toBe(201);
  states = created.body.id as number;
});
afterAll(() => h?.close());

describe('map chart types in explore', () => {
  it.each(Object.keys(CHARTS))('%s draws a painted map, no error, nothing overflowing', async (vizType) => {
    await openInExplore(vizType);
    const { page } = h;
    if (vizType === 'mapbox')
      await page.locator('[data-test="mapbox-chart"][data-basemap="ready"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    expect(await page.getByText('Unknown chart type').count()).toBe(0);
    const paint = await canvasPaint(page);
    // The country map paints its shapes only; the MapBox basemap fills its canvas.
    expect(paint.painted, vizType).toBeGreaterThan(vizType === 'mapbox' ? 0.9 : 0.08);
    expect(paint.colours, vizType).toBeGreaterThan(4);
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

  it('country_map: hovering a state shows its name and formatted value', async () => {
    await openInExplore('country_map');
    const text = await findTooltip(h.page);
    expect(text).toMatch(
      /^(California|Texas|Florida|New York|Pennsylvania|Illinois|Ohio|Georgia|Washington|Colorado|Montana|Alaska)\n[\d.]+k?$/,
    );
    await h.shot('country_map-tooltip');
  });

  it('mapbox: 10,000 points in clusters that split when zoomed in, and a drag pans', async () => {
    await openInExplore('mapbox');
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
    expect(pageErrors).toEqual([]);
  });
});
