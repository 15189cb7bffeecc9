/**
 * Test fixtures of the report API: the chart test server (examples registered), a saved chart, a
 * published dashboard with a tab, and users: Alpha (holds ReportSchedule), Gamma (does not), and a
 * "reporter" who holds ReportSchedule but no data access (sees only their own schedules).
 */
import { ensurePermissionView, ensureRole, grant } from '../../meta/repositories/security.js';
import {
  startChartServer,
  userSession,
  type ChartServer,
  type Json,
  type Session,
} from '../../test-support/chart.js';

export type User = Session & { id: number };

export interface ReportFixture {
  t: ChartServer;
  chartId: number;
  dashboardId: number;
  tabId: string;
  databaseId: number;
  alpha: User;
  alpha2: User;
  gamma: User;
  reporter: User;
}

const TAB = 'TAB-reports1';

export async function startReportFixture(metaDatabaseUrl?: string): Promise<ReportFixture> {
  const t = await startChartServer(metaDatabaseUrl ? { metaDatabaseUrl } : {});
  const db = t.server.ctx.db;
  const roleId = await ensureRole(db, 'report_writer');
  for (const p of ['can_read', 'can_write'])
    await grant(db, roleId, await ensurePermissionView(db, p, 'ReportSchedule'));
  const chartId = await t.createChart(t.admin, { slice_name: 'Report chart' });
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-1'] },
    'TABS-1': { type: 'TABS', id: 'TABS-1', children: [TAB] },
    [TAB]: { type: 'TAB', id: TAB, children: [], meta: { text: 'First' } },
  };
  const dash = await t.call(t.admin, 'POST', '/api/v1/dashboard/', {
    dashboard_title: 'Report board',
    published: true,
    position_json: JSON.stringify(layout),
  });
  if (dash.status !== 201) throw new Error(`dashboard: ${dash.raw}`);
  return {
    t,
    chartId,
    dashboardId: dash.body.id as number,
    tabId: TAB,
    databaseId: t.examplesDbId,
    alpha: await userSession(t.server, 'rep_alpha', ['Alpha']),
    alpha2: await userSession(t.server, 'rep_alpha2', ['Alpha']),
    gamma: await userSession(t.server, 'rep_gamma', ['Gamma']),
    reporter: await userSession(t.server, 'rep_writer', ['Gamma', 'report_writer']),
  };
}

/** A valid report body on the dashboard (fields of `extra` override). */
export const reportBody = (f: ReportFixture, extra: Json = {}): Json => ({
  type: 'Report',
  name: 'Daily board',
  crontab: '0 9 * * *',
  timezone: 'UTC',
  report_format: 'PNG',
  dashboard: f.dashboardId,
  creation_method: 'alerts_reports',
  recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
  ...extra,
});

/** A valid alert body on the chart. */
export const alertBody = (f: ReportFixture, extra: Json = {}): Json => ({
  type: 'Alert',
  name: 'Too many orders',
  crontab: '*/10 * * * *',
  chart: f.chartId,
  database: f.databaseId,
  sql: 'SELECT 1',
  validator_type: 'operator',
  validator_config_json: { op: '>', threshold: 10 },
  recipients: [{ type: 'Webhook', recipient_config_json: { target: 'https://hooks.example.com/alert' } }],
  ...extra,
});
