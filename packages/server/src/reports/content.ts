/**
 * What a run sends (Superset's _get_notification_content): the chart or dashboard as PNG or PDF
 * (rendered by Chromium signed in as the executor), a chart's data as CSV or as a text table (the
 * chart-data pipeline run as the executor, with the chart's saved query context). Alerts attach the
 * same (Superset's ALERTS_ATTACH_REPORTS, on by default).
 */
import { chartDataDepsOf, NO_QUERY_CONTEXT } from '../api/chart/saved-data.js';
import type { AppContext } from '../context.js';
import { runChartData } from '../query/chart-data.js';
import { Timing } from '../query/timing.js';
import { webdriverBaseUrl } from '../screenshots/base-url.js';
import { pdfFromImages } from '../screenshots/images-pdf.js';
import { renderScreenshot } from '../screenshots/render.js';
import type { ScreenshotFormat } from '../screenshots/types.js';
import { findChart } from '../security/access/chart.js';
import { findVisibleDashboard } from '../security/access/dashboard.js';
import type { AuthUser } from '../security/auth.js';
import { parseJsonObject } from '../services/chart/form-data.js';
import { dashboardLinkPath, dashboardStateOf, screenshotStates } from './dashboard-state.js';
import type { ReportContent, ReportFormat as ReportFormatName, ReportTable } from './notifications/types.js';
import type { ReportRow } from './run-log.js';
import { Messages, ReportFormat, ReportRunError, ReportType } from './states.js';

/** Links in the mail: WEBDRIVER_BASEURL_USER_FRIENDLY, else where Chromium reaches the web app. */
export function userFriendlyBase(ctx: AppContext): string {
  if (ctx.config.webdriverBaseUrlUserFriendly)
    return ctx.config.webdriverBaseUrlUserFriendly.replace(/\/+$/, '');
  try {
    return webdriverBaseUrl(ctx);
  } catch {
    return '';
  }
}

export function reportUrl(ctx: AppContext, report: ReportRow): string {
  const path =
    report.chart_id !== null
      ? `/explore/?slice_id=${report.chart_id}`
      : `/superset/dashboard/${report.dashboard_id}/`;
  return `${userFriendlyBase(ctx)}${path}`;
}

/** The notification's link: a dashboard in its saved state links to that state's permalink. */
async function contentUrl(ctx: AppContext, report: ReportRow, executor: AuthUser): Promise<string> {
  const path = await dashboardLinkPath(ctx, report, executor);
  return path ? `${userFriendlyBase(ctx)}${path}` : reportUrl(ctx, report);
}

/** The notification's header fields (Superset's header_data). */
export const headerOf = (report: ReportRow, executionId: string): ReportContent['header'] => ({
  notificationType: report.type === ReportType.ALERT ? 'Alert' : 'Report',
  reportId: report.id,
  executionId,
  chartId: report.chart_id,
  dashboardId: report.dashboard_id,
  notificationFormat: report.report_format as ReportFormatName,
  notificationSource: report.chart_id !== null ? 'chart' : 'dashboard',
});

/** The target the executor may see, and its title; a chart or dashboard they cannot see fails the run. */
async function targetOf(ctx: AppContext, report: ReportRow, executor: AuthUser) {
  if (report.chart_id !== null) {
    const chart = await findChart(ctx, executor, report.chart_id);
    return { kind: 'chart' as const, id: chart.id, title: chart.slice_name, chart };
  }
  if (report.dashboard_id !== null) {
    const dashboard = await findVisibleDashboard(ctx, executor, String(report.dashboard_id));
    return {
      kind: 'dashboard' as const,
      id: dashboard.id,
      title: dashboard.dashboard_title ?? '',
      chart: null,
    };
  }
  throw new ReportRunError(`Report Schedule ${report.id} has no chart or dashboard.`);
}

type Chart = NonNullable<Awaited<ReturnType<typeof targetOf>>['chart']>;

/** The chart's data through the chart-data pipeline as the executor, in a format. */
async function chartData(
  ctx: AppContext,
  report: ReportRow,
  executor: AuthUser,
  chart: Chart,
  format: 'csv' | 'json',
) {
  const saved = parseJsonObject(chart.query_context);
  if (!saved) throw new ReportRunError(NO_QUERY_CONTEXT);
  const force = report.force_screenshot === 1;
  const context = {
    ...saved,
    datasource: { id: chart.datasource_id, type: 'table' },
    result_format: format,
    result_type: 'post_processed',
    force,
  };
  return runChartData(chartDataDepsOf(ctx), executor, context, new Timing(), { force });
}

async function chartCsv(
  ctx: AppContext,
  report: ReportRow,
  executor: AuthUser,
  chart: Chart,
): Promise<Buffer> {
  const answer = await chartData(ctx, report, executor, chart, 'csv');
  if (answer.format !== 'csv') throw new ReportRunError(Messages.CSV_FAILED);
  if (typeof answer.body === 'string') return Buffer.from(answer.body);
  const parts: string[] = [];
  for await (const part of answer.body) parts.push(part);
  return Buffer.from(parts.join(''));
}

/** The last query's rows as a table (the payload's colnames and records). */
async function chartTable(
  ctx: AppContext,
  report: ReportRow,
  executor: AuthUser,
  chart: Chart,
): Promise<ReportTable> {
  const answer = await chartData(ctx, report, executor, chart, 'json');
  const last = answer.format === 'json' ? answer.queries.at(-1) : undefined;
  if (!last || (last.kind !== 'computed' && last.kind !== 'cached'))
    throw new ReportRunError(Messages.DATAFRAME_FAILED);
  const payload = JSON.parse(last.json) as { colnames?: string[]; data?: Record<string, unknown>[] };
  const columns = payload.colnames ?? [];
  return { columns, rows: (payload.data ?? []).map((row) => columns.map((c) => row[c] ?? null)) };
}

/** The chart, or the dashboard in each of the report's states (one per listed tab), as images or PDF. */
async function screenshots(
  ctx: AppContext,
  report: ReportRow,
  executor: AuthUser,
  target: { kind: 'chart' | 'dashboard'; id: number },
  format: ScreenshotFormat,
): Promise<Buffer[]> {
  const states = target.kind === 'dashboard' ? screenshotStates(dashboardStateOf(report)) : [undefined];
  // A PDF of several tabs is one document of their PNGs, a page each (as Superset builds it).
  const each = format === 'pdf' && states.length > 1 ? 'png' : format;
  const shots: Buffer[] = [];
  try {
    for (const state of states) {
      const shot = await renderScreenshot(ctx, {
        kind: target.kind,
        id: target.id,
        userId: executor.id,
        format: each,
        ...(report.custom_width !== null && { width: report.custom_width }),
        ...(state && { state }),
      });
      shots.push(shot.data);
    }
    return each === format ? shots : [await pdfFromImages(ctx, shots)];
  } catch (err) {
    const message = format === 'png' ? Messages.SCREENSHOT_FAILED : Messages.PDF_FAILED;
    throw new ReportRunError(`${message} ${err instanceof Error ? err.message : ''}`.trim(), { cause: err });
  }
}

export async function buildContent(
  ctx: AppContext,
  report: ReportRow,
  executor: AuthUser,
  executionId: string,
): Promise<ReportContent> {
  const target = await targetOf(ctx, report, executor);
  const content: ReportContent = {
    // Superset: the report's email_subject when set, else "name: chart or dashboard title".
    name: report.email_subject || `${report.name}: ${target.title}`,
    description: report.description,
    url: await contentUrl(ctx, report, executor),
    header: headerOf(report, executionId),
  };
  switch (report.report_format) {
    case ReportFormat.PNG:
      content.screenshots = await screenshots(ctx, report, executor, target, 'png');
      break;
    case ReportFormat.PDF:
      content.pdf = (await screenshots(ctx, report, executor, target, 'pdf'))[0];
      break;
    case ReportFormat.CSV:
      if (target.chart) content.csv = await chartCsv(ctx, report, executor, target.chart);
      break;
    case ReportFormat.TEXT:
      if (target.chart) content.table = await chartTable(ctx, report, executor, target.chart);
      break;
  }
  return content;
}
