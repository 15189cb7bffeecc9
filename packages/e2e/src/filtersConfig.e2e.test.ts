/**
 * The native filter configuration modal and the cross-filter scoping modal in Chromium: an admin
 * opens "Add/Edit filters" from the filter bar of a dashboard of sales charts (two tabs), adds a
 * product-line value filter, a numerical range filter scoped to some charts, a divider and a third
 * filter, reorders by dragging, removes and restores a filter, is refused a cascade cycle, saves
 * (PUT /filters), and after a reload finds the configuration stored with chartsInScope. Then the
 * cross-filter scoping is saved, and a failed save shows its toast.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { settleAnimations } from './animations.js';
import { api, login } from './browser.js';
import { collectPageErrors } from './pageErrors.js';
import { settledShot } from './waits.js';
import { createChart } from './fixtures.js';

let h: Harness;
let salesId: number;
let dashboardId: number;
const chartIds: number[] = [];
const NAMES = ['Sales by product line', 'Orders by deal size', 'Total orders'];
const consoleErrors: string[] = [];

const VIZ = [
  { viz_type: 'pie', groupby: ['product_line'], metric: 'count' },
  { viz_type: 'table', query_mode: 'aggregate', groupby: ['deal_size'], metrics: ['count'] },
  { viz_type: 'big_number_total', metric: 'count' },
];

const modal = (page: Page) => page.locator('[data-test="filters-config-modal"]');
const listTitles = (page: Page) => modal(page).locator('[data-test="filter-list-title"]').allTextContents();
const listItem = (page: Page, title: string) =>
  modal(page).locator('[data-test="filter-list-item"]', {
    has: page.locator('[data-test="filter-list-title"]', { hasText: title }),
  });
const visibleOption = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
    hasText: text,
  });

/** Opens the antd Select inside `container`, optionally types, and picks the option with `text`. */
async function choose(page: Page, container: Locator, text: string | RegExp, search?: string) {
  await container.locator('.ant-select').first().click();
  if (search) await page.keyboard.type(search);
  try {
    await visibleOption(page, text).first().click({ timeout: 10_000 });
  } catch (e) {
    await h.shot(`failed-choose-${String(text).replace(/\W+/g, '_')}`);
    throw e;
  }
  await settleAnimations(page);
}

async function fillTarget(page: Page, name: string, column: string) {
  await page.locator('[data-test="filter-name-input"]').fill(name);
  await choose(page, page.locator('[data-test="filter-dataset"]'), 'cleaned_sales_data', 'cleaned');
  await choose(page, page.locator('[data-test="filter-column"]'), /./, column);
}

async function addItem(page: Page, kind: 'filter' | 'divider') {
  await page.locator('[data-test="add-filters-and-dividers"]').click();
  await page.locator(`[data-test="add-${kind}"]`).click();
  await settleAnimations(page);
}

// antd puts data-test on the <input> of an InputNumber (or on its wrapper in other versions).
const rangeInput = (page: Page, end: 'min' | 'max') =>
  page.locator(`input[data-test="default-range-${end}"], [data-test="default-range-${end}"] input`).first();
const saveButton = (page: Page) => page.locator('[data-test="filters-config-save"]');

beforeAll(async () => {
  h = await startHarness('filtersConfig', {}, { examples: true, flightsRows: 1000 });
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  collectPageErrors(h.page, consoleErrors);
  await login(h.page);
  for (let i = 0; i < NAMES.length; i++) {
    chartIds.push(await createChart(h.page, NAMES[i]!, salesId, VIZ[i]!));
  }
  // Two tabs: the first holds charts 0 and 1, the second chart 2.
  const chart = (id: number) => ({
    id: `CHART-${id}`,
    type: 'CHART',
    children: [],
    meta: { chartId: id, width: 6, height: 50 },
  });
  const [c0, c1, c2] = chartIds as [number, number, number];
  const layout = {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-main'] },
    'TABS-main': { id: 'TABS-main', type: 'TABS', children: ['TAB-first', 'TAB-second'], meta: {} },
    'TAB-first': { id: 'TAB-first', type: 'TAB', children: ['ROW-a'], meta: { text: 'Overview' } },
    'TAB-second': { id: 'TAB-second', type: 'TAB', children: ['ROW-b'], meta: { text: 'Totals' } },
    'ROW-a': { id: 'ROW-a', type: 'ROW', children: [`CHART-${c0}`, `CHART-${c1}`], meta: {} },
    'ROW-b': { id: 'ROW-b', type: 'ROW', children: [`CHART-${c2}`], meta: {} },
    [`CHART-${c0}`]: chart(c0),
    [`CHART-${c1}`]: chart(c1),
    [`CHART-${c2}`]: chart(c2),
  };
  const created = await api(h.page, 'POST', '/api/v1/dashboard/', {
    dashboard_title: 'E2E filter configuration',
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors', label_colors: { Classic: '#123456' } }),
  });
  expect(created.status).toBe(201);
  dashboardId = created.body.id as number;
});
afterAll(() => h?.close());

const metadata = async () => {
  const r = await api(h.page, 'GET', `/api/v1/dashboard/${dashboardId}`);
  return JSON.parse(r.body.result.json_metadata as string) as Record<string, any>;
};

describe('filter configuration in Chromium', () => {
  it('adds, reorders, removes and restores filters and a divider, refuses a cycle, and saves', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="filter-bar-add"]').first().click();
    await modal(page).waitFor();
    await settledShot(h, 'modal-new-filter');

    // 1. the value filter the modal opened on, on the dashboard's dataset: validated on Save, not on open
    await page
      .locator('[data-test="filter-dataset-select"]', { hasText: 'cleaned_sales_data' })
      .waitFor({ timeout: 10_000 });
    expect(await modal(page).getByText('Name is required').count()).toBe(0);
    await saveButton(page).click();
    await modal(page).getByText('Name is required').waitFor();
    await modal(page).getByText('Column is required').waitFor();
    expect(await saveButton(page).isDisabled()).toBe(true);
    await fillTarget(page, 'Product line', 'product_line');
    expect(await saveButton(page).isDisabled()).toBe(false);

    // 2. a numerical range filter on quantity_ordered with a default value, on the first tab only
    await addItem(page, 'filter');
    await choose(page, page.locator('[data-test="filter-type"]'), 'Numerical range');
    await fillTarget(page, 'Quantity', 'quantity_ordered');
    await page.locator('[data-test="filter-default-value"] .ant-checkbox-input').check();
    await rangeInput(page, 'min').fill('50');
    await rangeInput(page, 'max').fill('10');
    await modal(page).getByText('Minimum must be strictly less than maximum').waitFor();
    expect(await saveButton(page).isDisabled()).toBe(true);
    await settledShot(h, 'range-default-invalid');
    await rangeInput(page, 'max').fill('100');
    await expect.poll(() => saveButton(page).isDisabled()).toBe(false);
    await modal(page).getByRole('tab', { name: 'Scoping' }).click();
    await modal(page).getByText('Apply to specific panels').click();
    const node = (text: string) => modal(page).locator('.ant-tree-treenode', { hasText: text });
    await node(NAMES[2]!).locator('.ant-tree-checkbox').click();
    await settledShot(h, 'range-scoping');

    // 3. a divider, then a third value filter
    await addItem(page, 'divider');
    // Typed and cleared: the message shows as the user edits (no message before).
    await page.locator('[data-test="divider-title-input"]').fill('M');
    await page.locator('[data-test="divider-title-input"]').fill('');
    await modal(page).getByText('Title is required').waitFor();
    await page.locator('[data-test="divider-title-input"]').fill('More filters');
    await addItem(page, 'filter');
    await fillTarget(page, 'Deal size', 'deal_size');
    expect(await listTitles(page)).toEqual(['Product line', 'Quantity', 'More filters', 'Deal size']);

    // 4. drag the divider to the top
    const handle = listItem(page, 'More filters').locator('[data-test="filter-drag-handle"]');
    const from = (await handle.boundingBox())!;
    const to = (await listItem(page, 'Product line').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 3 });
    await page.mouse.move(to.x + 40, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(() => listTitles(page))
      .toEqual(['More filters', 'Product line', 'Quantity', 'Deal size']);
    // The next click waits for the drop animation to end (a click on the list during it is lost).
    await settleAnimations(page);

    // 5. remove Quantity, see the undo, restore it
    await listItem(page, 'Quantity').locator('[data-test="remove-filter"]').click();
    await modal(page).getByText('You have removed this filter.').waitFor();
    await settledShot(h, 'filter-removed');
    await modal(page).locator('[data-test="restore-filter-button"]').click();
    await modal(page).getByText('You have removed this filter.').waitFor({ state: 'detached' });
    await page.waitForTimeout(5500); // past the 5 s timer: the restored filter stays
    expect(await listTitles(page)).toEqual(['More filters', 'Product line', 'Quantity', 'Deal size']);
    await listItem(page, 'Quantity').click();
    expect(await page.locator('[data-test="filter-name-input"]').inputValue()).toBe('Quantity');

    // 6. Deal size depends on Product line; Product line on Deal size is a cycle: refused
    await listItem(page, 'Deal size').click();
    await page.locator('[data-test="filter-dependencies"] .ant-checkbox-input').check();
    await choose(page, page.locator('[data-test="filter-parents"]'), 'Product line');
    await page.keyboard.press('Escape');
    expect(await saveButton(page).isDisabled()).toBe(false);
    await listItem(page, 'Product line').click();
    await page.locator('[data-test="filter-dependencies"] .ant-checkbox-input').check();
    await choose(page, page.locator('[data-test="filter-parents"]'), 'Deal size');
    await page.keyboard.press('Escape');
    await modal(page).getByText('Cyclic dependency detected').waitFor();
    expect(await saveButton(page).isDisabled()).toBe(true);
    await settledShot(h, 'cascade-cycle-refused');
    await page.locator('[data-test="filter-dependencies"] .ant-checkbox-input').uncheck();
    await expect.poll(() => saveButton(page).isDisabled()).toBe(false);

    // a pre-filter needs a clause or a time range
    await page.locator('[data-test="filter-prefilter"] .ant-checkbox-input').check();
    await modal(page).getByText('Pre-filter is required').waitFor();
    expect(await saveButton(page).isDisabled()).toBe(true);
    await settledShot(h, 'prefilter-required');
    await page.locator('[data-test="filter-prefilter"] .ant-checkbox-input').uncheck();
    await expect.poll(() => saveButton(page).isDisabled()).toBe(false);

    // 7. save
    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/dashboard/${dashboardId}/filters`),
    );
    await saveButton(page).click();
    const response = await put;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as {
      modified: any[];
      deleted: string[];
      reordered: string[];
    };
    expect(sent.modified).toHaveLength(4);
    expect(sent.deleted).toEqual([]);
    await modal(page).waitFor({ state: 'detached' });
    // the bar shows the new configuration (the divider is always in scope)
    await page.locator('[data-test="filter-divider"]', { hasText: 'More filters' }).waitFor();
    await settledShot(h, 'bar-after-save');

    // 8. reload: the stored configuration
    await page.reload();
    await page.locator('[data-test="filter-divider"]', { hasText: 'More filters' }).waitFor();
    await settledShot(h, 'bar-after-reload');
    const meta = await metadata();
    expect(meta.color_scheme).toBe('supersetColors');
    expect(meta.label_colors).toEqual({ Classic: '#123456' });
    const config = meta.native_filter_configuration as any[];
    expect(config.map((f) => f.name ?? f.title)).toEqual([
      'More filters',
      'Product line',
      'Quantity',
      'Deal size',
    ]);
    const [divider, product, quantity, deal] = config;
    expect(divider).toMatchObject({ type: 'DIVIDER', title: 'More filters' });
    expect(divider.id).toMatch(/^NATIVE_FILTER_DIVIDER-[A-Za-z0-9_-]{21}$/);
    expect(product.id).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{21}$/);
    expect(product).toMatchObject({
      filterType: 'filter_select',
      targets: [{ datasetId: salesId, column: { name: 'product_line' } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      cascadeParentIds: [],
    });
    expect([...product.chartsInScope].sort()).toEqual([...chartIds].sort());
    expect([...product.tabsInScope].sort()).toEqual(['TAB-first', 'TAB-second']);
    expect(quantity).toMatchObject({
      filterType: 'filter_range',
      targets: [{ datasetId: salesId, column: { name: 'quantity_ordered' } }],
      scope: { rootPath: ['TAB-first'], excluded: [] },
      chartsInScope: [chartIds[0], chartIds[1]],
      tabsInScope: ['TAB-first'],
    });
    expect(quantity.defaultDataMask.filterState.value).toEqual([50, 100]);
    expect(deal.cascadeParentIds).toEqual([product.id]);

    // the modal opens on the stored configuration
    await page.locator('[data-test="filter-bar-add"]').first().click();
    await modal(page).waitFor();
    expect(await listTitles(page)).toEqual(['More filters', 'Product line', 'Quantity', 'Deal size']);
    await settledShot(h, 'modal-reopened');
    await page.locator('[data-test="filters-config-cancel"]').click();
    await modal(page).waitFor({ state: 'detached' });
  });

  it('saves the cross-filter scoping, and says so when saving fails', async () => {
    const { page } = h;
    const scopingModal = page.locator('[data-test="cross-filter-scoping-modal"]');
    const open = async () => {
      await page.locator('[data-test="filterbar-settings"]').first().click();
      await page.getByRole('menuitem', { name: 'Cross-filter scoping' }).click({ timeout: 20_000 });
      await scopingModal.waitFor({ timeout: 20_000 });
    };
    await open();
    await scopingModal.getByText('Apply to specific panels').click();
    await scopingModal
      .locator('.ant-tree-treenode', { hasText: NAMES[2]! })
      .locator('.ant-tree-checkbox')
      .click();
    await choose(page, scopingModal.locator('[data-test="add-custom-scoping"]').locator('..'), NAMES[0]!);
    await scopingModal.getByText(`Chart: ${NAMES[0]}`).waitFor();
    await scopingModal.locator('[data-test="cross-filter-scoping-entry"]', { hasText: NAMES[0]! }).waitFor();
    await settledShot(h, 'cross-filter-scoping');
    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/dashboard/${dashboardId}`),
      { timeout: 20_000 },
    );
    await page.locator('[data-test="cross-filter-scoping-save"]').click();
    expect((await put).status()).toBe(200);
    await scopingModal.waitFor({ state: 'detached', timeout: 20_000 });

    const meta = await metadata();
    const [c0, c1, c2] = chartIds as [number, number, number];
    expect(meta.global_chart_configuration).toEqual({
      scope: { rootPath: ['TAB-first'], excluded: [] },
      chartsInScope: [c0, c1],
    });
    expect(meta.chart_configuration[String(c1)]).toEqual({
      id: c1,
      crossFilters: { scope: 'global', chartsInScope: [c0] },
    });
    expect(meta.chart_configuration[String(c0)].crossFilters.scope).toEqual({
      rootPath: ['TAB-first'],
      excluded: [],
    });
    expect(meta.chart_configuration[String(c0)].crossFilters.chartsInScope).toEqual([c1]);
    expect(meta.chart_configuration[String(c2)].crossFilters.scope).toBe('global');
    // every other key is kept
    expect(meta.native_filter_configuration).toHaveLength(4);
    expect(meta.label_colors).toEqual({ Classic: '#123456' });

    // a failing save: the toast, and the modal stays open
    await page.route(`**/api/v1/dashboard/${dashboardId}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await open();
    await page.locator('[data-test="cross-filter-scoping-save"]').click();
    await page
      .locator('[data-test="toast"]', { hasText: 'Failed to save cross-filter scoping' })
      .waitFor({ timeout: 20_000 });
    await settledShot(h, 'cross-filter-scoping-failed');
    expect(await scopingModal.isVisible()).toBe(true);
    await page.unroute(`**/api/v1/dashboard/${dashboardId}`);
  });

  it('logs no errors in the console', () => {
    expect(consoleErrors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
});
