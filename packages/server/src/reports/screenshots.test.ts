/**
 * PNG and PDF reports: the chart rendered by real Chromium signed in as the executor (the server
 * listens on loopback), mailed to a real SMTP server, and the attachments opened; a dashboard report
 * renders the dashboard in the state saved in its extra.dashboard (here a native filter's mask).
 */
import { describe, expect, it } from 'vitest';
import type { CachedPayload } from '../query/cache.js';
import { decodePng, pdfPageCount } from '../screenshots/image-check.js';
import {
  dealSizeFilterMetadata,
  dealSizeMask,
  SALES_TABS,
  salesDashboard,
  tabbedPosition,
} from './dashboards.test-support.js';
import { insertReport, logsOf, useReportServer, type ReportFields } from './reports.test-support.js';

const f = useReportServer({ listen: true });

async function runReport(fields: Omit<ReportFields, 'owners'>, target: string, year: number) {
  const id = await insertReport(f.rs.server.ctx.db, {
    type: 'Report',
    owners: [f.rs.adminId],
    recipients: [{ type: 'Email', target }],
    ...fields,
  });
  await f.run(id, `${year}-01-01T00:00:00.000Z`);
  expect((await logsOf(f.rs.server.ctx.db, id)).map((l) => [l.state, l.error_message])).toEqual([
    ['Working', null],
    ['Success', null],
  ]);
  const [mail] = f.mailsTo(target);
  expect(mail).toBeDefined();
  return mail!;
}

const chartReport = (format: 'PNG' | 'PDF') => ({
  chart_id: f.rs.chartId,
  report_format: format,
  custom_width: 640,
});

describe('screenshot reports', () => {
  it('PNG: the chart at the report’s width, as an image that decodes', async () => {
    const mail = await runReport(chartReport('PNG'), 'png@example.com', 2050);
    const png = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(decodePng(png!.content)).toEqual({ width: 640, height: 600 });
  }, 120_000);

  it('PDF: a document with a page', async () => {
    const mail = await runReport(chartReport('PDF'), 'pdf@example.com', 2051);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf!.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdfPageCount(pdf!.content)).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('PDF of a dashboard on two listed tabs: one document, a page per tab', async () => {
    const dashboardId = await salesDashboard(f.rs, 'Two tabs', undefined, tabbedPosition(f.rs.chartId));
    const anchor = JSON.stringify(SALES_TABS);
    const mail = await runReport(
      { dashboard_id: dashboardId, report_format: 'PDF', extra: { dashboard: { anchor } } },
      'tabs@example.com',
      2053,
    );
    const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(1);
    expect(pdfPageCount(pdfs[0]!.content)).toBe(2);
  }, 120_000);
});

/** The SQL of every chart-data result the server computes from now on (what the rendered page asked). */
function recordComputedSql() {
  const cache = f.rs.server.ctx.resultCache;
  const original = cache.set.bind(cache);
  const sql: string[] = [];
  cache.set = (key: string, value: CachedPayload, ...rest) => {
    const query = (JSON.parse(value.json) as { query?: unknown }).query;
    if (typeof query === 'string') sql.push(query);
    return original(key, value, ...rest);
  };
  return { sql, stop: () => (cache.set = original) };
}

describe('dashboard reports in a saved state', () => {
  it('renders the dashboard with the saved native filter applied, and links to that state', async () => {
    const dashboardId = await salesDashboard(f.rs, 'Sales by size', dealSizeFilterMetadata(f.rs.salesId));
    const state = { activeTabs: [], dataMask: dealSizeMask(['Large']), urlParams: [] };
    const computed = recordComputedSql();
    try {
      const mail = await runReport(
        { dashboard_id: dashboardId, report_format: 'PNG', extra: { dashboard: state } },
        'state@example.com',
        2052,
      );
      expect(decodePng(mail.attachments.find((a) => a.contentType === 'image/png')!.content).width).toBe(
        1600,
      );
      // The page Chromium rendered asked for the chart's data with the saved filter (values bound).
      expect(computed.sql).toContainEqual(expect.stringMatching(/WHERE \("deal_size" IN \(\$1\)\)/));
      // The mail links to a permalink of the saved state (made as the executor).
      const link = /http:\/\/meridian\.test\/superset\/dashboard\/p\/([^/"\s]+)\//.exec(mail.html || '');
      expect(link).not.toBeNull();
      const permalink = await f.rs.server.app.inject({
        url: `/api/v1/dashboard/permalink/${link![1]}`,
        headers: f.rs.admin.headers,
      });
      expect(permalink.json()).toMatchObject({ dashboardId: String(dashboardId), state });
    } finally {
      computed.stop();
    }
  }, 120_000);
});
