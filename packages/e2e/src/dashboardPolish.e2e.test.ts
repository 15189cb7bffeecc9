/**
 * Dashboard polish in Chromium: a click on a line chart's line between two point markers applies its
 * cross-filter to the other charts and dims the series it did not select; in edit mode the side
 * panel names chart types ("Line Chart"), and a chart saved meanwhile in another tab (opened by
 * "Create new chart") appears when the dashboard's tab gets the focus back; the markdown editor opens
 * on the component's current text.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { dashboardChart, waitChartRendered } from './dashboardPage.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settledShot } from './waits.js';

let h: Harness;
let salesId: number;
let dashboardId: number;
let lineId: number;
let tableId: number;
const consoleErrors: string[] = [];

/** One pure colour per deal size: the line of each is found on the canvas by its colour. */
const COLORS = { Small: '#ff0000', Medium: '#00aa00', Large: '#0000ff' };
const RGB: Record<keyof typeof COLORS, [number, number, number]> = {
  Small: [255, 0, 0],
  Medium: [0, 170, 0],
  Large: [0, 0, 255],
};
const MARKDOWN = '# Team notes\n\nQuarterly **targets** by deal size.';

beforeAll(async () => {
  h = await startHarness('dashboardPolish', {}, { examples: true, flightsRows: 1000 });
  salesId = h.examples!.datasetIds.cleaned_sales_data!;
  collectPageErrors(h.page, consoleErrors);
  await login(h.page);
  // Three yearly points per deal size, markers on: the middle of a segment is far from any marker.
  lineId = await createChart(h.page, 'Orders by year and deal size', salesId, {
    viz_type: 'echarts_timeseries_line',
    x_axis: 'order_date',
    time_grain_sqla: 'P1Y',
    metrics: ['count'],
    groupby: ['deal_size'],
    markerEnabled: true,
    markerSize: 8,
    label_colors: COLORS,
  });
  tableId = await createChart(h.page, 'Orders by deal size', salesId, {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['deal_size'],
    metrics: ['count'],
  });
  const chart = (id: number, width: number) => ({
    id: `CHART-${id}`,
    type: 'CHART',
    children: [],
    meta: { chartId: id, width, height: 60 },
  });
  const layout = {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a', 'ROW-b'] },
    'ROW-a': { id: 'ROW-a', type: 'ROW', children: [`CHART-${lineId}`, `CHART-${tableId}`], meta: {} },
    'ROW-b': { id: 'ROW-b', type: 'ROW', children: ['MARKDOWN-notes'], meta: {} },
    [`CHART-${lineId}`]: chart(lineId, 8),
    [`CHART-${tableId}`]: chart(tableId, 4),
    'MARKDOWN-notes': {
      id: 'MARKDOWN-notes',
      type: 'MARKDOWN',
      children: [],
      meta: { width: 6, height: 40, code: MARKDOWN },
    },
  };
  const created = await api(h.page, 'POST', '/api/v1/dashboard/', {
    dashboard_title: 'E2E dashboard polish',
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors', label_colors: COLORS }),
  });
  expect(created.status).toBe(201);
  dashboardId = created.body.id as number;
});
afterAll(() => h?.close());

interface LinePixels {
  /** Pixels of the colour below the legend. */
  count: number;
  /** Page coordinates of a point on the line a quarter of the way along it (between markers 1 and 2). */
  quarter: { x: number; y: number } | null;
}

/** Where the line drawn in `rgb` is on chart `id`'s canvas (legend band left out). */
async function linePixels(page: Page, id: number, rgb: [number, number, number]): Promise<LinePixels> {
  const script = `(() => {
    const canvas = document.querySelector('[data-test="dashboard-chart"][data-chart-id="${id}"] canvas');
    if (!canvas) return { count: 0, quarter: null };
    const ctx = canvas.getContext('2d');
    const { width, height } = canvas;
    const data = ctx.getImageData(0, 0, width, height).data;
    const rect = canvas.getBoundingClientRect();
    const scale = width / rect.width;
    const [r, g, b] = ${JSON.stringify(rgb)};
    const skip = Math.round(48 * scale);
    const hits = [];
    for (let y = skip; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (Math.abs(data[i] - r) < 40 && Math.abs(data[i + 1] - g) < 40 && Math.abs(data[i + 2] - b) < 40 && data[i + 3] > 200)
          hits.push([x, y]);
      }
    if (hits.length === 0) return { count: 0, quarter: null };
    const xs = hits.map((p) => p[0]);
    const minX = Math.min(...xs), maxX = Math.max(...xs);
    const qx = Math.round(minX + (maxX - minX) / 4);
    const column = hits.filter((p) => Math.abs(p[0] - qx) <= 1).map((p) => p[1]).sort((a, b) => a - b);
    if (column.length === 0) return { count: hits.length, quarter: null };
    const qy = column[Math.floor(column.length / 2)];
    return { count: hits.length, quarter: { x: rect.left + qx / scale, y: rect.top + qy / scale } };
  })()`;
  return (await page.evaluate(script)) as LinePixels;
}

const tableText = (page: Page) => dashboardChart(page, tableId).innerText();

describe('dashboard polish in Chromium', () => {
  it('a click on the line between two markers cross-filters the dashboard and dims the other series', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await waitChartRendered(h, lineId);
    await waitChartRendered(h, tableId);
    await expect.poll(() => tableText(page)).toContain('Small');
    const before = await linePixels(page, lineId, RGB.Large);
    expect(before.quarter).not.toBeNull();
    const small = await linePixels(page, lineId, RGB.Small);
    expect(small.count).toBeGreaterThan(20);

    await page.mouse.click(before.quarter!.x, before.quarter!.y);

    // The table now counts Large deals only.
    await expect.poll(() => tableText(page), { timeout: 15_000 }).toContain('Large');
    await expect
      .poll(async () => /Small|Medium/.test(await tableText(page)), { timeout: 15_000 })
      .toBe(false);
    // The emitting chart keeps Large at full colour and dims Small and Medium.
    await expect.poll(async () => (await linePixels(page, lineId, RGB.Small)).count).toBe(0);
    expect((await linePixels(page, lineId, RGB.Medium)).count).toBe(0);
    expect((await linePixels(page, lineId, RGB.Large)).count).toBeGreaterThan(20);
    await settledShot(h, 'line-cross-filtered-dimmed');
  });

  it('edit mode: chart types by name, and a chart saved meanwhile in another tab appears', async () => {
    const { page, context } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/?edit=true`);
    const panel = page.locator('[data-test="dashboard-builder-sidepane"]');
    await panel.waitFor();
    const item = (name: string) =>
      panel.locator('[data-test="new-chart"]', {
        has: page.locator('[data-test="new-chart-name"]', { hasText: name }),
      });
    await item('Orders by year and deal size')
      .locator('[data-test="new-chart-viz"]', { hasText: 'Line Chart' })
      .waitFor();
    expect(await item('Orders by deal size').locator('[data-test="new-chart-viz"]').innerText()).toBe(
      'Table',
    );
    expect(await panel.locator('[data-test="new-chart-viz"]', { hasText: 'echarts_' }).count()).toBe(0);
    await settledShot(h, 'edit-side-panel');

    const popup = context.waitForEvent('page');
    await panel.locator('[data-test="create-new-chart"]').click();
    const explore = await popup;
    await explore.waitForURL(/\/explore\//);
    // Saved from the other tab (as explore's save does).
    await createChart(explore, 'Made meanwhile', salesId, {
      viz_type: 'pie',
      groupby: ['territory'],
      metric: 'count',
    });
    await explore.close();
    await page.bringToFront();
    // Headless Chromium keeps every tab focused and visible: send the focus event a browser sends
    // when the user comes back to the dashboard's tab.
    await page.evaluate("window.dispatchEvent(new Event('focus'))");
    await item('Made meanwhile')
      .locator('[data-test="new-chart-viz"]', { hasText: 'Pie Chart' })
      .waitFor({ timeout: 10_000 });
  });

  it("edit mode: the markdown editor opens on the component's current text", async () => {
    const { page } = h;
    const markdown = page.locator('[data-test="dashboard-markdown"]');
    await markdown.locator('h1', { hasText: 'Team notes' }).waitFor();
    await markdown.click();
    const content = page.locator('[data-test="markdown-editor"] .cm-content');
    await content.waitFor();
    const text = await content.innerText();
    expect(text).toContain('# Team notes');
    expect(text).toContain('Quarterly **targets** by deal size.');
    // The Edit/Preview switch is in the toolbar with the drag and delete handles, above the text.
    const toolbar = page.locator('[data-component-id="MARKDOWN-notes"] > .dashboard-component-toolbar');
    await toolbar.locator('[data-test="markdown-mode"]').waitFor();
    const bar = (await toolbar.boundingBox())!;
    const editor = (await page.locator('[data-test="markdown-editor"]').boundingBox())!;
    expect(bar.y).toBeLessThan(editor.y);
    await settledShot(h, 'markdown-editing');
    await toolbar.locator('[data-test="markdown-mode"]').getByText('Preview').click();
    await markdown.locator('strong', { hasText: 'targets' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('draws a narrow line chart with a long plain legend (screenshot: labels cut with an ellipsis)', async () => {
    const { page } = h;
    const narrowId = await createChart(page, 'Orders by product line', salesId, {
      viz_type: 'echarts_timeseries_line',
      x_axis: 'order_date',
      time_grain_sqla: 'P1Y',
      metrics: ['count'],
      groupby: ['product_line'],
      legendType: 'plain',
    });
    const layout = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'] },
      'ROW-a': { id: 'ROW-a', type: 'ROW', children: [`CHART-${narrowId}`], meta: {} },
      [`CHART-${narrowId}`]: {
        id: `CHART-${narrowId}`,
        type: 'CHART',
        children: [],
        meta: { chartId: narrowId, width: 3, height: 60 },
      },
    };
    const created = await api(page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'E2E narrow legend',
      position_json: JSON.stringify(layout),
    });
    await page.goto(`/superset/dashboard/${created.body.id as number}/`);
    await waitChartRendered(h, narrowId);
    await settledShot(h, 'narrow-legend');
  });
});
