/**
 * The renderer with real Chromium against a listening server: a chart as PNG at the asked width and
 * as PDF, a dashboard as PNG, and a user who may not see the chart gets an error, not the chart.
 */
import { describe, expect, it } from 'vitest';
import { salesDashboard } from '../reports/dashboards.test-support.js';
import { useReportServer } from '../reports/reports.test-support.js';
import { userSession } from '../test-support/app.js';
import { decodePng, pdfPageCount } from './image-check.js';
import { renderScreenshot, ScreenshotError } from './render.js';

const f = useReportServer({ listen: true });
const server = () => f.rs.server;

describe('renderScreenshot', () => {
  it('renders a chart as PNG at the asked width, and as a PDF with a page', async () => {
    const png = await renderScreenshot(server().ctx, {
      kind: 'chart',
      id: f.rs.chartId,
      userId: f.rs.adminId,
      format: 'png',
      width: 640,
    });
    expect(png.contentType).toBe('image/png');
    expect(decodePng(png.data)).toEqual({ width: 640, height: 600 });

    const pdf = await renderScreenshot(server().ctx, {
      kind: 'chart',
      id: f.rs.chartId,
      userId: f.rs.adminId,
      format: 'pdf',
    });
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.data.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdfPageCount(pdf.data)).toBeGreaterThanOrEqual(1);
    // The minted session is gone once the render is done.
    const sessions = await server()
      .ctx.db.selectFrom('sessions')
      .select('id')
      .where('user_agent', '=', 'Meridian screenshot')
      .execute();
    expect(sessions).toEqual([]);
  }, 120_000);

  it('renders a dashboard 1600 wide', async () => {
    const png = await renderScreenshot(server().ctx, {
      kind: 'dashboard',
      id: await salesDashboard(f.rs, 'Rendered'),
      userId: f.rs.adminId,
      format: 'png',
    });
    expect(decodePng(png.data).width).toBe(1600);
  }, 120_000);

  it('gives a user who may not see the chart an error, not the chart', async () => {
    const outsider = await userSession(server(), 'render_outsider', ['Gamma']);
    await expect(
      renderScreenshot(server().ctx, { kind: 'chart', id: f.rs.chartId, userId: outsider.id, format: 'png' }),
    ).rejects.toThrow(ScreenshotError);
    await expect(
      renderScreenshot(server().ctx, { kind: 'dashboard', id: 999_999, userId: outsider.id, format: 'png' }),
    ).rejects.toThrow(/Dashboard 999999 cannot be shown/);
  }, 120_000);

  it('gives up after the configured waits (SCREENSHOT_LOCATE_WAIT), naming what did not happen', async () => {
    const config = server().ctx.config;
    const waits = config.screenshotWaits;
    config.screenshotWaits = { ...waits, locateMs: 1 };
    try {
      await expect(
        renderScreenshot(server().ctx, {
          kind: 'chart',
          id: f.rs.chartId,
          userId: f.rs.adminId,
          format: 'png',
        }),
      ).rejects.toThrow(`Chart ${f.rs.chartId} did not appear within 0.001 s`);
    } finally {
      config.screenshotWaits = waits;
    }
  }, 120_000);
});
