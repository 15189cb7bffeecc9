/**
 * What explore's chart queries send, in Chromium on the sales example (one server for both):
 * - The AG Grid table (ag-grid-table, issue 20) with server pagination, the search box and a
 *   "containing" conditional format: page 2 and the search are server queries (row offset, ILIKE
 *   filter) whose rows replace the grid's; the rule colours exactly the product lines containing "Cars".
 * - Superset's legacy Time section (issue 21): a world map saved with granularity_sqla + time_range
 *   and no x-axis shows the section (time column, time range) and its chart query is filtered by
 *   that range on that column.
 * Screenshots are kept for people to look at.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isChartData, openInExplore, startChartSuite } from './exploreChart.js';
import type { Harness } from './harness.js';
import { errorsSince } from './pageErrors.js';

let h: Harness;
let sales: number;
const pageErrors: string[] = [];

beforeAll(async () => {
  h = await startChartSuite('explore-queries', pageErrors);
  sales = h.examples!.datasetIds.cleaned_sales_data!;
});
afterAll(() => h?.close());

describe('ag-grid-table in explore', () => {
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

  let errors: () => string[];
  beforeAll(() => {
    errors = errorsSince(pageErrors);
  });

  it('draws the first page with the "containing" rule colouring the right cells', async () => {
    const { page } = h;
    await openInExplore(page, formData(), { drawn: BODY_ROW });
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
    expect(errors()).toEqual([]);
  });
});

describe('the Time section in explore', () => {
  let errors: () => string[];
  beforeAll(() => {
    errors = errorsSince(pageErrors);
  });

  it('shows the time column and range of a legacy chart and filters its query by them', async () => {
    const { page } = h;
    const formData = {
      viz_type: 'world_map',
      datasource: `${sales}__table`,
      granularity_sqla: 'order_date',
      time_range: '2004-01-01 : 2005-01-01',
      entity: 'country',
      country_fieldtype: 'name',
      metric: { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'orders' },
      adhoc_filters: [],
      row_limit: 10000,
    };
    const request = await openInExplore(page, formData, { drawn: null });
    const sent = request.postDataJSON() as { queries: { granularity?: string; time_range?: string }[] };
    expect(sent.queries[0]).toMatchObject({
      granularity: 'order_date',
      time_range: '2004-01-01 : 2005-01-01',
    });

    const section = page.locator('[data-test="section-Time"]');
    await section.waitFor();
    const text = await section.innerText();
    // Labels are drawn upper case; the column shows its verbose name.
    expect(text).toMatch(/time column\s+order date/i);
    expect(text).toMatch(/time range\s+2004-01-01 : 2005-01-01/i);
    expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
    await h.shot('world-map-time-section');
    expect(errors()).toEqual([]);
  });
});
