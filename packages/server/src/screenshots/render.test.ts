/**
 * The renderer with real Chromium against a listening server: a chart as PNG at the asked width and
 * as PDF, a dashboard as PNG, and a user who may not see the chart gets an error, not the chart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerExamples } from '../datasources/examples.js';
import { login, startTestServer, userSession, type TestServer } from '../test-support/app.js';
import { salesChartBody } from '../test-support/chart.js';
import { decodePng, pdfPageCount } from './image-check.js';
import { renderScreenshot, ScreenshotError } from './render.js';

let server: TestServer;
let chartId: number;
let dashboardId: number;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  const examples = await registerExamples(
    { db: server.ctx.db, config: server.ctx.config },
    { flightsRows: 100, connections: server.ctx.connections },
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await login(server);
  const dash = await server.app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/',
    headers: admin.headers,
    payload: { dashboard_title: 'Rendered', published: true },
  });
  dashboardId = (dash.json() as { id: number }).id;
  const chart = await server.app.inject({
    method: 'POST',
    url: '/api/v1/chart/',
    headers: admin.headers,
    payload: salesChartBody(examples.datasetIds.cleaned_sales_data!, { dashboards: [dashboardId] }),
  });
  chartId = (chart.json() as { id: number }).id;
  const row = await server.ctx.db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  adminId = row.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('renderScreenshot', () => {
  it('renders a chart as PNG at the asked width, and as a PDF with a page', async () => {
    const png = await renderScreenshot(server.ctx, {
      kind: 'chart',
      id: chartId,
      userId: adminId,
      format: 'png',
      width: 640,
    });
    expect(png.contentType).toBe('image/png');
    expect(decodePng(png.data)).toEqual({ width: 640, height: 600 });

    const pdf = await renderScreenshot(server.ctx, {
      kind: 'chart',
      id: chartId,
      userId: adminId,
      format: 'pdf',
    });
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.data.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdfPageCount(pdf.data)).toBeGreaterThanOrEqual(1);
    // The minted session is gone once the render is done.
    const sessions = await server.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_agent', '=', 'Meridian screenshot')
      .execute();
    expect(sessions).toEqual([]);
  }, 120_000);

  it('renders a dashboard 1600 wide', async () => {
    const png = await renderScreenshot(server.ctx, {
      kind: 'dashboard',
      id: dashboardId,
      userId: adminId,
      format: 'png',
    });
    expect(decodePng(png.data).width).toBe(1600);
  }, 120_000);

  it('gives a user who may not see the chart an error, not the chart', async () => {
    const outsider = await userSession(server, 'render_outsider', ['Gamma']);
    await expect(
      renderScreenshot(server.ctx, { kind: 'chart', id: chartId, userId: outsider.id, format: 'png' }),
    ).rejects.toThrow(ScreenshotError);
    await expect(
      renderScreenshot(server.ctx, { kind: 'dashboard', id: 999_999, userId: outsider.id, format: 'png' }),
    ).rejects.toThrow(/Dashboard 999999 cannot be shown/);
  }, 120_000);
});
