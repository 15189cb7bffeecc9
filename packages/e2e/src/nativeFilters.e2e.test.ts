/**
 * The native filter bar in Chromium: a dashboard of sales charts (pie, bar over time, big number,
 * table) plus one chart on another dataset, with a product-line value filter, a time range filter,
 * a quantity range filter and a divider in its json_metadata. Selecting and applying a value makes
 * every chart in scope query again with the filter (and the out-of-scope chart does not); a time
 * range narrows them; Clear all undoes both; the range filter refuses min ≥ max; a pie slice
 * cross-filters the other charts and the bar lists it; a reload keeps the filters; the bar turns
 * horizontal from its settings menu.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';
import { settleAnimations } from './animations.js';
import { api, login } from './browser.js';
import { chartDataLog, filtersOf } from './chartDataLog.js';
import { dashboardChart, filterItem, waitChartRendered } from './dashboardPage.js';
import { collectPageErrors } from './pageErrors.js';
import { shotFromTop } from './waits.js';
import { createChart } from './fixtures.js';

let h: Harness;
let salesId: number;
let birthsId: number;
let dashboardId: number;
const ids = { pie: 0, bar: 0, bigNumber: 0, table: 0, other: 0 };
const consoleErrors: string[] = [];

const PRODUCT = 'NATIVE_FILTER-product_line';
const TIME = 'NATIVE_FILTER-order_date';
const QUANTITY = 'NATIVE_FILTER-quantity';

const shot = (name: string) => shotFromTop(h, name);

/** Every POST /api/v1/chart/data the page sends, with its body. */
const { requests, record, chartRequests } = chartDataLog();
const lastQuery = (id: number) => chartRequests(id).at(-1)!.body.queries[0] as Record<string, any>;

const bigNumber = (page: Page) =>
  dashboardChart(page, ids.bigNumber).locator('.meridian-big-number-total').innerText();
const salesCharts = () => [ids.pie, ids.bar, ids.bigNumber, ids.table];

/** Waits until each chart sent one more data request than `before` counted, then a little longer. */
async function requeried(page: Page, before: Record<number, number>, chartIds: number[]) {
  for (const id of chartIds)
    await expect.poll(() => chartRequests(id).length, { timeout: 20_000 }).toBeGreaterThan(before[id]!);
  for (const id of chartIds) await waitChartRendered(h, id);
  await page.waitForTimeout(800);
}
const counts = () => Object.fromEntries(Object.values(ids).map((id) => [id, chartRequests(id).length]));

function nativeFilterConfiguration() {
  const inScope = salesCharts();
  const scope = { rootPath: ['ROOT_ID'], excluded: [ids.other] };
  const base = {
    type: 'NATIVE_FILTER',
    description: '',
    cascadeParentIds: [],
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    scope,
    chartsInScope: inScope,
    tabsInScope: [],
  };
  return [
    {
      ...base,
      id: PRODUCT,
      name: 'Product line',
      filterType: 'filter_select',
      targets: [{ datasetId: salesId, column: { name: 'product_line' } }],
      controlValues: {
        enableEmptyFilter: false,
        defaultToFirstItem: false,
        multiSelect: true,
        searchAllOptions: false,
        inverseSelection: false,
      },
    },
    {
      ...base,
      id: TIME,
      name: 'Order date',
      description: 'Orders placed in this range',
      filterType: 'filter_time',
      targets: [{}],
      controlValues: { enableEmptyFilter: false },
    },
    {
      id: 'NATIVE_FILTER_DIVIDER-ranges',
      type: 'DIVIDER',
      title: 'Ranges',
      description: 'Numeric filters',
      scope,
      chartsInScope: inScope,
      tabsInScope: [],
    },
    {
      ...base,
      id: QUANTITY,
      name: 'Quantity ordered',
      filterType: 'filter_range',
      targets: [{ datasetId: salesId, column: { name: 'quantity_ordered' } }],
      controlValues: { enableEmptyFilter: false },
    },
  ];
}

beforeAll(async () => {
  h = await startHarness('nativeFilters', {}, { examples: true, flightsRows: 1000 });
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  birthsId = h.examples!.datasetIds.birth_names!;
  collectPageErrors(h.page, consoleErrors, { failedResponses: true });
  h.page.on('request', record);
  const { page } = h;
  await login(page, 'admin', ADMIN_PASSWORD);
  const time = { granularity_sqla: 'order_date' };
  ids.pie = await createChart(page, 'Orders by product line', salesId, {
    viz_type: 'pie',
    groupby: ['product_line'],
    metric: 'count',
    ...time,
  });
  ids.bar = await createChart(page, 'Orders per month', salesId, {
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    metrics: ['count'],
    groupby: [],
    ...time,
  });
  ids.bigNumber = await createChart(page, 'Total orders', salesId, {
    viz_type: 'big_number_total',
    metric: 'count',
    ...time,
  });
  ids.table = await createChart(page, 'Orders by deal size', salesId, {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['deal_size'],
    metrics: ['count'],
    ...time,
  });
  ids.other = await createChart(page, 'Births (other dataset)', birthsId, {
    viz_type: 'big_number_total',
    metric: 'count',
  });
  const layout: Record<string, unknown> = {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a', 'ROW-b'] },
    'ROW-a': { id: 'ROW-a', type: 'ROW', children: [`CHART-${ids.pie}`, `CHART-${ids.bar}`], meta: {} },
    'ROW-b': {
      id: 'ROW-b',
      type: 'ROW',
      children: [`CHART-${ids.bigNumber}`, `CHART-${ids.table}`, `CHART-${ids.other}`],
      meta: {},
    },
  };
  const widths: Record<number, number> = {
    [ids.pie]: 5,
    [ids.bar]: 7,
    [ids.bigNumber]: 4,
    [ids.table]: 4,
    [ids.other]: 4,
  };
  for (const id of Object.values(ids))
    layout[`CHART-${id}`] = {
      id: `CHART-${id}`,
      type: 'CHART',
      children: [],
      meta: { chartId: id, width: widths[id], height: 50 },
    };
  const created = await api(page, 'POST', '/api/v1/dashboard/', {
    dashboard_title: 'E2E native filters',
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({
      native_filter_configuration: nativeFilterConfiguration(),
      cross_filters_enabled: true,
      // The pie cross-filters the other sales charts only (not the chart on another dataset).
      chart_configuration: {
        [ids.pie]: {
          id: ids.pie,
          crossFilters: {
            scope: { rootPath: ['ROOT_ID'], excluded: [ids.pie, ids.other] },
            chartsInScope: [ids.bar, ids.bigNumber, ids.table],
          },
        },
      },
    }),
  });
  expect(created.status).toBe(201);
  dashboardId = created.body.id as number;
});
afterAll(() => h?.close());

describe('native filter bar in Chromium', () => {
  let unfiltered = '';

  it('shows the filters, the divider and Apply disabled; every chart loads once', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="filter-bar"][data-orientation="VERTICAL"]').waitFor();
    for (const id of Object.values(ids)) await waitChartRendered(h, id);
    expect(await page.locator('[data-test="filter-item"]').count()).toBe(3);
    await page.locator('[data-test="filter-divider"]', { hasText: 'Ranges' }).waitFor();
    expect(await page.locator('[data-test="filter-bar-apply"]').isDisabled()).toBe(true);
    unfiltered = await bigNumber(page);
    expect(unfiltered).toMatch(/\d/);
    await shot('filter-bar');
  });

  it('applies a product line: charts in scope query again with it, the other chart does not', async () => {
    const { page } = h;
    const select = filterItem(page, PRODUCT).locator('.ant-select');
    await select.click();
    // Options come from the sales dataset, sorted ascending.
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The list is read once the dropdown's opening animation has placed it (it can be measured and
    // moved a few times first, and a read in between finds no visible option).
    await expect.poll(async () => (await options.allInnerTexts())[0]).toBe('Classic Cars');
    const optionTexts = await options.allInnerTexts();
    expect([...optionTexts].sort()).toEqual(optionTexts);
    const optionQuery = requests.find((r) => r.vizType === 'filter_select')!;
    expect(optionQuery.body.datasource).toEqual({ id: salesId, type: 'table' });
    expect(optionQuery.body.queries[0].columns).toEqual(['product_line']);
    expect(optionQuery.body.queries[0].row_limit).toBe(1000);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Motorcycles' })
      .click();
    await page.keyboard.press('Escape');
    // Chosen, not applied yet: charts have not moved.
    await filterItem(page, PRODUCT).locator('[data-test="filter-pending"]').waitFor();
    const before = counts();
    await page.waitForTimeout(400);
    expect(counts()).toEqual(before);
    await shot('product-line-pending');
    await page.locator('[data-test="filter-bar-apply"]').click();
    await requeried(page, before, salesCharts());
    expect(
      counts(),
      JSON.stringify(requests.slice(-8).map((r) => [r.sliceId, r.vizType, filtersOf(r)])),
    ).toEqual({
      ...before,
      ...Object.fromEntries(salesCharts().map((id) => [id, before[id]! + 1])),
    });
    for (const id of salesCharts()) {
      expect(filtersOf(chartRequests(id).at(-1)!)).toContainEqual(
        expect.objectContaining({ col: 'product_line', op: 'IN', val: ['Motorcycles'] }),
      );
    }
    expect(chartRequests(ids.other).length).toBe(before[ids.other]);
    await expect.poll(() => bigNumber(page)).not.toBe(unfiltered);
    expect(await page.locator('[data-test="filter-bar-apply"]').isDisabled()).toBe(true);
    expect(await filterItem(page, PRODUCT).locator('[data-test="filter-pending"]').count()).toBe(0);
    await shot('product-line-applied');
  });

  it('applies a time range on order_date', async () => {
    const { page } = h;
    const withProduct = await bigNumber(page);
    await filterItem(page, TIME).locator('[data-test="time-range-trigger"]').click();
    const picker = page.locator('[data-test="time-range-picker"]');
    await picker.waitFor();
    await picker.locator('[data-test="time-range-frame"]').getByText('Custom', { exact: true }).click();
    await picker.locator('[data-test="time-range-start"]').fill('2004-01-01');
    await picker.locator('[data-test="time-range-end"]').fill('2005-01-01');
    await page.locator('[data-test="time-range-apply"]').click();
    const before = counts();
    await page.locator('[data-test="filter-bar-apply"]').click();
    await requeried(page, before, salesCharts());
    for (const id of salesCharts()) {
      const q = lastQuery(id);
      expect(q.time_range).toMatch(/^2004-01-01.* : 2005-01-01/);
      expect(q.granularity).toBe('order_date');
      expect(filtersOf(chartRequests(id).at(-1)!)).toContainEqual(
        expect.objectContaining({ col: 'product_line', val: ['Motorcycles'] }),
      );
    }
    expect(chartRequests(ids.other).length).toBe(before[ids.other]);
    await expect.poll(() => bigNumber(page)).not.toBe(withProduct);
    await shot('time-range-applied');
  });

  it('clears every filter at once with Clear all', async () => {
    const { page } = h;
    const before = counts();
    await page.locator('[data-test="filter-bar-clear-all"]').click();
    await requeried(page, before, salesCharts());
    for (const id of salesCharts()) {
      const q = lastQuery(id);
      expect(filtersOf(chartRequests(id).at(-1)!).some((f) => f.col === 'product_line')).toBe(false);
      expect(q.time_range ?? 'No filter').toBe('No filter');
    }
    expect(chartRequests(ids.other).length).toBe(before[ids.other]);
    await expect.poll(() => bigNumber(page)).toBe(unfiltered);
    expect(await page.locator('[data-test="filter-bar-clear-all"]').isDisabled()).toBe(true);
  });

  it('refuses a quantity range whose minimum is not below its maximum', async () => {
    const { page } = h;
    const item = filterItem(page, QUANTITY);
    // The slider spans the column's minimum and maximum once they load.
    await item.locator('.ant-slider').waitFor();
    await item.locator('[data-test="range-min"]').fill('50');
    await item.locator('[data-test="range-max"]').fill('20');
    await item.locator('[data-test="range-max"]').blur();
    await item
      .locator('[data-test="range-error"]', { hasText: 'Minimum must be strictly less than maximum' })
      .waitFor();
    expect(await item.locator('[data-test="range-min"]').getAttribute('placeholder')).toBe(
      'Value greater than',
    );
    expect(await item.locator('[data-test="range-max"]').getAttribute('placeholder')).toBe('Value less than');
    expect(await page.locator('[data-test="filter-bar-apply"]').isDisabled()).toBe(true);
    await shot('range-refused');

    // A valid range applies with >= and <=.
    await item.locator('[data-test="range-max"]').fill('60');
    await item.locator('[data-test="range-max"]').blur();
    await expect.poll(() => item.locator('[data-test="range-error"]').count()).toBe(0);
    const before = counts();
    await page.locator('[data-test="filter-bar-apply"]').click();
    await requeried(page, before, salesCharts());
    expect(filtersOf(chartRequests(ids.table).at(-1)!)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ col: 'quantity_ordered', op: '>=', val: 50 }),
        expect.objectContaining({ col: 'quantity_ordered', op: '<=', val: 60 }),
      ]),
    );
    const cleared = counts();
    await page.locator('[data-test="filter-bar-clear-all"]').click();
    await requeried(page, cleared, salesCharts());
  });

  it('cross-filters the other charts from a pie slice and lists it in the bar', async () => {
    const { page } = h;
    const before = counts();
    const canvas = dashboardChart(page, ids.pie).locator('canvas').first();
    const box = (await canvas.boundingBox())!;
    // Inside the pie, right of its centre.
    await page.mouse.click(
      box.x + box.width / 2 + Math.min(box.width, box.height) * 0.18,
      box.y + box.height / 2,
    );
    const entry = page.locator('[data-test="cross-filter"]');
    await entry.waitFor({ timeout: 10_000 });
    expect(await entry.innerText()).toContain('Orders by product line');
    const others = [ids.bar, ids.bigNumber, ids.table];
    await requeried(page, before, others);
    const filter = filtersOf(chartRequests(ids.table).at(-1)!).find((f) => f.col === 'product_line')!;
    expect(filter.op).toBe('IN');
    expect(await entry.innerText()).toContain(String((filter.val as string[])[0]));
    expect(chartRequests(ids.other).length).toBe(before[ids.other]);
    await shot('cross-filter');

    // Removing it from the bar clears it.
    const again = counts();
    await entry.locator('[data-test="cross-filter-remove"]').click();
    await requeried(page, again, others);
    expect(filtersOf(chartRequests(ids.table).at(-1)!).some((f) => f.col === 'product_line')).toBe(false);
    expect(await page.locator('[data-test="cross-filter"]').count()).toBe(0);
  });

  it('keeps applied filters across a reload', async () => {
    const { page } = h;
    await filterItem(page, PRODUCT).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Ships' }).click();
    await page.keyboard.press('Escape');
    const before = counts();
    await page.locator('[data-test="filter-bar-apply"]').click();
    await requeried(page, before, salesCharts());
    // The URL keeps the filter state (native_filters_key) once applied.
    await expect.poll(() => new URL(page.url()).searchParams.get('native_filters_key')).toBeTruthy();
    const reloadFrom = requests.length;
    await page.reload();
    await page.locator('[data-test="filter-bar"]').waitFor();
    for (const id of salesCharts()) await waitChartRendered(h, id);
    await filterItem(page, PRODUCT).locator('.ant-select-selection-item', { hasText: 'Ships' }).waitFor();
    for (const id of salesCharts()) {
      const after = requests.slice(reloadFrom).filter((r) => r.sliceId === id);
      expect(after.length).toBeGreaterThan(0);
      expect(filtersOf(after.at(-1)!)).toContainEqual(
        expect.objectContaining({ col: 'product_line', val: ['Ships'] }),
      );
    }
    await shot('after-reload');
  });

  it('turns horizontal from the settings menu and keeps it in json_metadata', async () => {
    const { page } = h;
    await page.locator('[data-test="filterbar-settings"]').click();
    await page.getByText('Orientation of filter bar').hover();
    await page.locator('[data-test="orientation-horizontal"]').click();
    await page.locator('[data-test="filter-bar"][data-orientation="HORIZONTAL"]').waitFor();
    const saved = await api(page, 'GET', `/api/v1/dashboard/${dashboardId}`);
    expect(JSON.parse(saved.body.result.json_metadata as string).filter_bar_orientation).toBe('HORIZONTAL');
    // The filters and their applied values are still there.
    await filterItem(page, PRODUCT).locator('.ant-select-selection-item', { hasText: 'Ships' }).waitFor();
    for (const id of salesCharts()) await waitChartRendered(h, id);
    await shot('horizontal');
    await page.reload();
    await page.locator('[data-test="filter-bar"][data-orientation="HORIZONTAL"]').waitFor();
  });

  it('value filter options: first value by default, required, cascade, server search, paste and inverse', async () => {
    const { page } = h;
    const DEAL = 'NATIVE_FILTER-deal_size';
    const COUNTRY = 'NATIVE_FILTER-country';
    const scope = { rootPath: ['ROOT_ID'], excluded: [ids.other] };
    const common = {
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      description: '',
      defaultDataMask: { extraFormData: {}, filterState: {} },
      scope,
      chartsInScope: salesCharts(),
      tabsInScope: [],
    };
    const created = await api(page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'E2E value filter options',
      position_json: JSON.stringify({
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'] },
        'ROW-a': { id: 'ROW-a', type: 'ROW', children: [`CHART-${ids.table}`], meta: {} },
        [`CHART-${ids.table}`]: {
          id: `CHART-${ids.table}`,
          type: 'CHART',
          children: [],
          meta: { chartId: ids.table, width: 6, height: 50 },
        },
      }),
      json_metadata: JSON.stringify({
        native_filter_configuration: [
          {
            ...common,
            id: DEAL,
            name: 'Deal size',
            cascadeParentIds: [],
            targets: [{ datasetId: salesId, column: { name: 'deal_size' } }],
            controlValues: { enableEmptyFilter: true, defaultToFirstItem: true, multiSelect: true },
          },
          {
            ...common,
            id: COUNTRY,
            name: 'Country',
            cascadeParentIds: [DEAL],
            targets: [{ datasetId: salesId, column: { name: 'country' } }],
            controlValues: { multiSelect: true, inverseSelection: true, searchAllOptions: true },
          },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const start = requests.length;
    const since = () => requests.slice(start);
    await page.goto(`/superset/dashboard/${created.body.id}/`);
    // The first deal size (ascending) is applied as soon as the options arrive.
    await filterItem(page, DEAL).locator('.ant-select-selection-item', { hasText: 'Large' }).waitFor();
    await expect
      .poll(() =>
        since().some(
          (r) =>
            r.sliceId === ids.table &&
            filtersOf(r).some((f) => f.col === 'deal_size' && JSON.stringify(f.val) === '["Large"]'),
        ),
      )
      .toBe(true);
    expect(await page.locator('[data-test="filter-bar-apply"]').isDisabled()).toBe(true);
    // Cascade: the country options are narrowed by the applied deal size.
    await expect
      .poll(() =>
        since().some(
          (r) =>
            r.vizType === 'filter_select' &&
            r.body.queries[0].columns[0] === 'country' &&
            filtersOf(r).some((f) => f.col === 'deal_size'),
        ),
      )
      .toBe(true);

    // Required: emptied, Apply is refused with the message and nothing queries. The value is cleared
    // once nothing is in flight (the cascade's option queries, the saved filter state), as a user would.
    await page.waitForLoadState('networkidle');
    await settleAnimations(page);
    await filterItem(page, DEAL).locator('.ant-select-selection-item-remove').click();
    await expect.poll(() => page.locator('[data-test="filter-bar-apply"]').isDisabled()).toBe(false);
    const before = counts();
    await page.locator('[data-test="filter-bar-apply"]').click();
    await filterItem(page, DEAL)
      .locator('[data-test="filter-error"]', { hasText: 'Value is required' })
      .waitFor();
    await page.waitForTimeout(500);
    expect(counts()).toEqual(before);
    await shot('required-refused');
    await filterItem(page, DEAL).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Large' }).click();
    await page.keyboard.press('Escape');

    // Server search (every option may not be loaded): one debounced query for quick typing.
    const countryInput = filterItem(page, COUNTRY).locator('input');
    const searchesBefore = requests.filter((r) => filtersOf(r).some((f) => f.op === 'ILIKE')).length;
    await countryInput.click();
    await countryInput.pressSequentially('Fra');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'France' })
      .waitFor();
    await page.waitForTimeout(600);
    const searches = requests.filter((r) => filtersOf(r).some((f) => f.op === 'ILIKE')).slice(searchesBefore);
    // Fewer queries than keystrokes, the last one with the whole text.
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.length).toBeLessThan(3);
    expect(filtersOf(searches.at(-1)!)).toContainEqual({ col: 'country', op: 'ILIKE', val: '%Fra%' });
    await page.keyboard.press('Escape');

    // Paste splitting: comma, semicolon, newline, tab.
    await h.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    await page.evaluate("navigator.clipboard.writeText('France, Spain;Norway\\nUSA\\tNowhere')");
    await countryInput.click();
    await page.keyboard.press('Control+V');
    const chosen = filterItem(page, COUNTRY).locator('.ant-select-selection-item-content');
    await expect.poll(() => chosen.allInnerTexts()).toEqual(['France', 'Spain', 'Norway', 'USA']);

    await page.keyboard.press('Escape');
    // Inverse selection: NOT IN.
    const applyFrom = counts();
    await page.locator('[data-test="filter-bar-apply"]').click();
    await requeried(page, applyFrom, [ids.table]);
    expect(filtersOf(chartRequests(ids.table).at(-1)!)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ col: 'deal_size', op: 'IN', val: ['Large'] }),
        expect.objectContaining({ col: 'country', op: 'NOT IN', val: ['France', 'Spain', 'Norway', 'USA'] }),
      ]),
    );
    await shot('inverse-applied');
  });

  it('logged no errors in the browser console', () => {
    expect(consoleErrors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);
  });
});
