/**
 * Superset's example "Sales Dashboard", imported by hand from the corpus bundle (bundle import is a
 * later issue): the YAML files are read at test time, each chart is created through POST
 * /api/v1/chart/ on the examples' cleaned_sales_data, then the dashboard with its position (chart
 * ids remapped through the charts' uuids) and its json_metadata (native filter targets' datasetUuid
 * → datasetId, chartsInScope remapped through the charts' old slice ids, chart_configuration keyed
 * by the new ids). In Chromium: every supported chart renders on both tabs, the filter bar lists the
 * bundle's filters, a country value filter and the quantity range filter make the charts in scope
 * query again with them and change their values.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';
import { settleAnimations } from './animations.js';
import { api, login } from './browser.js';

const BUNDLE = '/work/shared/corpus/superset/bundle';
const DASHBOARD_YAML = path.join(BUNDLE, 'dashboards/Sales_Dashboard.yaml');
const CHARTS_DIR = path.join(BUNDLE, 'charts/Sales Dashboard');
const DATASET_YAML = path.join(BUNDLE, 'datasets/examples/cleaned_sales_data.yaml');
/** Viz types of the bundle Meridian has no plugin for yet: created, placed, not asserted rendered. */
const UNSUPPORTED = new Set(['heatmap_v2', 'horizon']);

type Rec = Record<string, any>;
const readYaml = (file: string) => parse(fs.readFileSync(file, 'utf8')) as Rec;

let h: Harness;
let salesId: number;
let dashboardId: number;
/** Bundle chart uuid → the chart created here. */
const created = new Map<string, { id: number; name: string; vizType: string }>();
let dashboardYaml: Rec;
const consoleErrors: string[] = [];

async function settle(page: Page) {
  await settleAnimations(page);
}
async function shot(name: string) {
  await h.page.evaluate('window.scrollTo(0, 0)');
  await settle(h.page);
  await h.shot(name);
}

interface DataRequest {
  sliceId: number | null;
  body: Rec;
}
const requests: DataRequest[] = [];
function record(r: Request) {
  if (r.method() !== 'POST' || !r.url().includes('/api/v1/chart/data')) return;
  let body: Rec = {};
  try {
    body = JSON.parse(r.postData() ?? '{}') as Rec;
  } catch {
    // not JSON: counted without a body
  }
  const fd = (body.form_data ?? {}) as Rec;
  requests.push({ sliceId: typeof fd.slice_id === 'number' ? fd.slice_id : null, body });
}
const chartRequests = (id: number) => requests.filter((r) => r.sliceId === id);
const filtersOf = (r: DataRequest) =>
  (r.body.queries?.[0]?.filters ?? []) as { col: unknown; op: string; val: unknown }[];
const counts = (ids: number[]) => Object.fromEntries(ids.map((id) => [id, chartRequests(id).length]));

const chart = (page: Page, id: number) =>
  page.locator(`[data-test="dashboard-chart"][data-chart-id="${id}"]`);
async function rendered(page: Page, id: number) {
  try {
    await chart(page, id).locator('[data-status="rendered"]').waitFor({ timeout: 20_000 });
  } catch (e) {
    await h.shot(`chart-${id}-not-rendered`);
    throw new Error(`chart ${id} not rendered: ${await chart(page, id).innerText()}`, { cause: e });
  }
}
const filterItem = (page: Page, id: string) =>
  page.locator(`[data-test="filter-item"][data-filter-id="${id}"]`);

/** The bundle's position with each CHART's chartId replaced by the chart created for its uuid. */
function remapPosition(position: Rec): Rec {
  const out: Rec = {};
  for (const [key, item] of Object.entries(position)) {
    if (item && typeof item === 'object' && item.type === 'CHART') {
      const chartItem = created.get(item.meta.uuid as string);
      if (!chartItem) throw new Error(`no chart of the bundle has uuid ${item.meta.uuid}`);
      out[key] = { ...item, meta: { ...item.meta, chartId: chartItem.id } };
    } else out[key] = item;
  }
  return out;
}

/** The bundle's json_metadata with dataset uuids and chart ids/uuids remapped to what exists here. */
function remapMetadata(metadata: Rec, sliceIds: Map<number, number>, datasetUuid: string): Rec {
  const ids = (list: unknown) =>
    (Array.isArray(list) ? list : []).flatMap((n) => (sliceIds.has(n) ? [sliceIds.get(n)!] : []));
  const target = (t: Rec) => {
    const { datasetUuid: uuid, ...rest } = t;
    if (uuid === undefined) return rest;
    expect(uuid).toBe(datasetUuid);
    return { ...rest, datasetId: salesId };
  };
  const chartConfiguration: Rec = {};
  for (const [uuid, config] of Object.entries(metadata.chart_configuration ?? {}) as [string, Rec][]) {
    const chartItem = created.get(uuid);
    if (!chartItem) continue;
    chartConfiguration[chartItem.id] = {
      ...config,
      id: chartItem.id,
      crossFilters: { ...config.crossFilters, chartsInScope: ids(config.crossFilters?.chartsInScope) },
    };
  }
  return {
    ...metadata,
    native_filter_configuration: (metadata.native_filter_configuration as Rec[]).map((f) => ({
      ...f,
      chartsInScope: ids(f.chartsInScope),
      ...(Array.isArray(f.targets) ? { targets: f.targets.map(target) } : {}),
    })),
    chart_configuration: chartConfiguration,
    global_chart_configuration: {
      ...metadata.global_chart_configuration,
      chartsInScope: ids(metadata.global_chart_configuration?.chartsInScope),
    },
  };
}

beforeAll(async () => {
  h = await startHarness('corpusDashboard', {}, { examples: true, flightsRows: 1000 });
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  h.page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  h.page.on('pageerror', (e) => consoleErrors.push(String(e)));
  h.page.on('request', record);
  h.page.on('response', (r) => {
    if (r.status() >= 400) consoleErrors.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  const { page } = h;
  await login(page, 'admin', ADMIN_PASSWORD);

  const dataset = readYaml(DATASET_YAML);
  expect(dataset.table_name).toBe('cleaned_sales_data');
  dashboardYaml = readYaml(DASHBOARD_YAML);
  // Old slice id (params.slice_id, what chartsInScope lists) → new chart id.
  const sliceIds = new Map<number, number>();
  const files = fs.readdirSync(CHARTS_DIR).filter((f) => f.endsWith('.yaml'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const c = readYaml(path.join(CHARTS_DIR, file));
    expect(c.dataset_uuid).toBe(dataset.uuid);
    const { slice_id: oldId, dashboards: _dashboards, ...params } = c.params as Rec;
    const res = await api(page, 'POST', '/api/v1/chart/', {
      slice_name: c.slice_name,
      viz_type: c.viz_type,
      datasource_id: salesId,
      datasource_type: 'table',
      params: JSON.stringify({ ...params, datasource: `${salesId}__table` }),
    });
    expect(res.status, `${file}: ${JSON.stringify(res.body)}`).toBe(201);
    const id = res.body.id as number;
    created.set(c.uuid as string, { id, name: c.slice_name as string, vizType: c.viz_type as string });
    if (typeof oldId === 'number') sliceIds.set(oldId, id);
  }
  const res = await api(page, 'POST', '/api/v1/dashboard/', {
    dashboard_title: dashboardYaml.dashboard_title,
    position_json: JSON.stringify(remapPosition(dashboardYaml.position as Rec)),
    json_metadata: JSON.stringify(remapMetadata(dashboardYaml.metadata as Rec, sliceIds, dataset.uuid)),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  dashboardId = res.body.id as number;
});
afterAll(() => h?.close());

/** The created charts placed in a tab of the bundle's position. */
function chartsOfTab(tabId: string) {
  const position = dashboardYaml.position as Rec;
  return Object.values(position)
    .filter((i: Rec) => i?.type === 'CHART' && (i.parents as string[]).includes(tabId))
    .map((i: Rec) => created.get(i.meta.uuid as string)!);
}
const TAB_OVERVIEW = 'TAB-d-E0Zc1cTH';
const TAB_EXPLORATORY = 'TAB-4fthLQmdX';
const COUNTRY = 'NATIVE_FILTER-HX2lV--YaAZRQfJ_yfYB2';
const QUANTITY = 'NATIVE_FILTER-oCF7UtoHuDIBg44q5peth';

describe('Superset "Sales Dashboard" imported by hand', () => {
  const supported = (tab: string) => chartsOfTab(tab).filter((c) => !UNSUPPORTED.has(c.vizType));
  const overviewIds = () => supported(TAB_OVERVIEW).map((c) => c.id);
  const bigNumberText = async (page: Page) => {
    const total = [...created.values()].find((c) => c.name === 'Total Revenue')!;
    return chart(page, total.id).innerText();
  };
  let unfiltered = '';

  it('renders every supported chart of both tabs without an error panel', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="filter-bar"]').waitFor();
    await page.locator('[data-test="top-level-tabs"]').waitFor();
    for (const c of supported(TAB_OVERVIEW)) await rendered(page, c.id);
    expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    // Markdown of the bundle renders.
    await page.getByText('Vehicle Sales').first().waitFor();
    unfiltered = await bigNumberText(page);
    expect(unfiltered).toMatch(/\d/);
    await shot('overview-unfiltered');

    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Exploratory' }).click();
    for (const c of supported(TAB_EXPLORATORY)) await rendered(page, c.id);
    // Charts of a viz type Meridian lacks show the error panel naming it; the others none.
    for (const c of chartsOfTab(TAB_EXPLORATORY).filter((c) => UNSUPPORTED.has(c.vizType)))
      await chart(page, c.id)
        .locator('[data-test="chart-error-panel"]', { hasText: `Unknown chart type: ${c.vizType}` })
        .waitFor();
    expect(await page.locator('[data-test="chart-error-panel"]:visible').count()).toBe(UNSUPPORTED.size);
    for (const c of supported(TAB_EXPLORATORY))
      expect(await chart(page, c.id).locator('[data-test="chart-error-panel"]').count()).toBe(0);
    await shot('exploratory-unfiltered');
    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Sales Overview' }).click();
  });

  it("lists the bundle's filters in the bar", async () => {
    const { page } = h;
    const expected = (dashboardYaml.metadata.native_filter_configuration as Rec[]).map((f) => ({
      id: f.id as string,
      name: f.name as string,
    }));
    await expect.poll(() => page.locator('[data-test="filter-item"]').count()).toBe(expected.length);
    for (const f of expected) {
      const item = filterItem(page, f.id);
      await item.waitFor();
      expect(await item.innerText()).toContain(f.name);
    }
    // Types: select, range, time, time grain are all in the bundle.
    const types = new Set(
      (dashboardYaml.metadata.native_filter_configuration as Rec[]).map((f) => f.filterType),
    );
    expect([...types].sort()).toEqual(['filter_range', 'filter_select', 'filter_time', 'filter_timegrain']);
  });

  it('applies a country: the charts in scope query again with it and their values change', async () => {
    const { page } = h;
    const ids = overviewIds();
    await filterItem(page, COUNTRY).locator('.ant-select').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: 'France',
    });
    await option.waitFor();
    await option.click();
    await page.keyboard.press('Escape');
    const before = counts(ids);
    await page.locator('[data-test="filter-bar-apply"]').click();
    for (const id of ids)
      await expect.poll(() => chartRequests(id).length, { timeout: 20_000 }).toBeGreaterThan(before[id]!);
    for (const id of ids) await rendered(page, id);
    for (const id of ids)
      expect(filtersOf(chartRequests(id).at(-1)!), `chart ${id}`).toContainEqual(
        expect.objectContaining({ col: 'country', op: 'IN', val: ['France'] }),
      );
    await expect.poll(() => bigNumberText(page)).not.toBe(unfiltered);
    expect(await page.locator('[data-test="chart-error-panel"]:visible').count()).toBe(0);
    await shot('overview-france');
  });

  it('applies the order quantity range on top of it', async () => {
    const { page } = h;
    const ids = overviewIds();
    const withCountry = await bigNumberText(page);
    const item = filterItem(page, QUANTITY);
    await item.locator('.ant-slider').waitFor();
    await item.locator('[data-test="range-min"]').fill('40');
    await item.locator('[data-test="range-max"]').fill('60');
    await item.locator('[data-test="range-max"]').blur();
    const before = counts(ids);
    await page.locator('[data-test="filter-bar-apply"]').click();
    for (const id of ids)
      await expect.poll(() => chartRequests(id).length, { timeout: 20_000 }).toBeGreaterThan(before[id]!);
    for (const id of ids) await rendered(page, id);
    for (const id of ids)
      expect(filtersOf(chartRequests(id).at(-1)!), `chart ${id}`).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ col: 'country', op: 'IN', val: ['France'] }),
          expect.objectContaining({ col: 'quantity_ordered', op: '>=', val: 40 }),
          expect.objectContaining({ col: 'quantity_ordered', op: '<=', val: 60 }),
        ]),
      );
    await expect.poll(() => bigNumberText(page)).not.toBe(withCountry);
    expect(await page.locator('[data-test="chart-error-panel"]:visible').count()).toBe(0);
    await shot('overview-france-quantity');

    // The other tab's charts query with both filters too once shown: "Revenue by Deal Size" has no
    // old slice id, so no stored chartsInScope lists it; the filters' scope (the whole dashboard) does.
    // (Quarterly Sales By Product Line and Overall Sales By Product Line, above, are in the same case.)
    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Exploratory' }).click();
    for (const c of supported(TAB_EXPLORATORY)) {
      await rendered(page, c.id);
      await expect
        .poll(() => filtersOf(chartRequests(c.id).at(-1)!).map((f) => f.col))
        .toEqual(expect.arrayContaining(['country', 'quantity_ordered']));
    }
    await shot('exploratory-filtered');
  });

  it('logged no errors in the browser console', () => {
    expect(consoleErrors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);
  });
});
