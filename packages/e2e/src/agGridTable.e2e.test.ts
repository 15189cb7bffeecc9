/**
 * The AG Grid table (ag-grid-table, issue 20) in explore on the sales example, with server
 * pagination, the search box and a "containing" conditional format: page 2 and the search are server
 * queries (row offset, ILIKE filter) whose rows replace the grid's; the rule colours exactly the
 * product lines containing "Cars". Screenshots are kept for people to look at.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

let h: Harness;
let sales: number;
const pageErrors: string[] = [];
const RED = 'rgb(239, 161, 170)';

/** Raw order lines by order number, 10 a page, as Superset's control panel saves them. */
const formData = () => ({
  viz_type: 'ag-grid-table',
  datasource: `${sales}__table`,
  query_mode: 'raw',
  all_columns: ['order_number', 'product_line', 'deal_size', 'sales'],
  order_by_cols: ['["order_number", true]'],
  adhoc_filters: [],
  time_range: 'No filter',
  row_limit: 10000,
  server_pagination: true,
  server_page_length: 10,
  include_search: true,
  show_cell_bars: true,
  table_timestamp_format: 'smart_date',
  conditional_formatting: [
    { column: 'product_line', operator: 'containing', targetValue: 'Cars', colorScheme: '#EFA1AA' },
  ],
});

/** Body rows of the grid (AG Grid 36: no centre container; the summary row is pinned). */
const BODY_ROW = '.ag-row:not(.ag-row-pinned)';

/** The product line cells drawn, with their background colours. */
const productLines = (page: Page) =>
  page.locator(`${BODY_ROW} [col-id="product_line"]`).evaluateAll((cells) =>
    cells.map((c) => ({
      text: c.textContent ?? '',
      background: c.ownerDocument.defaultView!.getComputedStyle(c).backgroundColor,
    })),
  );

/** Every body row's text, top to bottom. */
const rowTexts = (page: Page) => page.locator(BODY_ROW).allInnerTexts();

const pagerText = (page: Page) => page.locator('[data-test="ag-grid-pager"]').innerText();

/** The query objects of a chart-data request. */
const queriesOf = (request: Request) =>
  (request.postDataJSON() as { queries: { row_offset?: number; filters?: unknown[] }[] }).queries;

const isChartData = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';

beforeAll(async () => {
  h = await startHarness('ag-grid-table', {}, { examples: true, flightsRows: 1000 });
  sales = h.examples!.datasetIds.cleaned_sales_data!;
  collectPageErrors(h.page, pageErrors, { failedResponses: true });
  await login(h.page);
});
afterAll(() => h?.close());

describe('ag-grid-table in explore', () => {
  it('draws the first page with the "containing" rule colouring the right cells', async () => {
    const { page } = h;
    await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData()))}`);
    await page.locator('[data-test="run-query-button"]').click();
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 60_000 });
    await page.locator(BODY_ROW).first().waitFor();
    await settleWithSpinners(page);
    expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    expect(await page.locator(BODY_ROW).count()).toBe(10);
    expect(await pagerText(page)).toMatch(/1–10 of \d+/);

    const cells = await productLines(page);
    expect(cells.some((c) => c.text.includes('Cars'))).toBe(true);
    for (const cell of cells) expect(cell.background === RED, cell.text).toBe(cell.text.includes('Cars'));
    await h.shot('ag-grid-table-page-1');
  });

  it('pages to page 2 with a server query for rows 11-20', async () => {
    const { page } = h;
    const first = await rowTexts(page);
    const [request] = await Promise.all([
      page.waitForRequest(isChartData),
      page.getByRole('button', { name: 'Next page' }).click(),
    ]);
    expect(queriesOf(request)[0]!.row_offset).toBe(10);
    await page.locator('[data-test="ag-grid-pager"]', { hasText: 'Page 2 of' }).waitFor();
    await expect.poll(() => rowTexts(page)).not.toEqual(first);
    expect(await pagerText(page)).toMatch(/11–20 of \d+/);
    expect(await page.locator(BODY_ROW).count()).toBe(10);
    await h.shot('ag-grid-table-page-2');
  });

  it('searching asks the server for the matching rows and narrows the grid to them', async () => {
    const { page } = h;
    const before = Number(/of (\d+)/.exec(await pagerText(page))![1]);
    const search = page.getByLabel('Search', { exact: true });
    const waitForSearch = page.waitForRequest(
      (r) => isChartData(r) && JSON.stringify(queriesOf(r)[0]!.filters ?? []).includes('Motorcycles%'),
    );
    await search.fill('Motorcycles');
    const request = await waitForSearch;
    expect(queriesOf(request)[0]!.filters).toContainEqual({
      col: 'product_line',
      op: 'ILIKE',
      val: 'Motorcycles%',
    });
    await expect.poll(async () => Number(/of (\d+)/.exec(await pagerText(page))![1])).toBeLessThan(before);
    await expect
      .poll(async () => (await productLines(page)).every((c) => c.text === 'Motorcycles'))
      .toBe(true);
    const after = Number(/of (\d+)/.exec(await pagerText(page))![1]);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    // No "Cars" among them: nothing coloured.
    expect((await productLines(page)).some((c) => c.background === RED)).toBe(false);
    await h.shot('ag-grid-table-search');
  });

  it('logged no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
