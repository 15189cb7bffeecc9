/**
 * Report tests' surroundings: a real SMTP server and a webhook receiver on loopback, a server with the
 * examples and a saved chart (one per test file: `useReportServer`), and report schedules written as
 * the Report API stores them.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { registerExamples } from '../datasources/examples.js';
import type { MetaDb } from '../meta/db.js';
import { nowIso } from '../meta/time.js';
import { login, startTestServer, type Session, type TestServer } from '../test-support/app.js';
import { salesChartBody } from '../test-support/chart.js';
import { EXECUTE_JOB } from './execute.js';
import {
  startMailbox,
  startWebhookReceiver,
  type Mailbox,
  type WebhookReceiver,
} from './receivers.test-support.js';

export { startMailbox, startWebhookReceiver, type Mailbox, type WebhookReceiver };

export interface ReportServer {
  server: TestServer;
  admin: Session;
  adminId: number;
  examplesDbId: number;
  /** The examples' cleaned_sales_data dataset and a table chart of it (orders by product line). */
  salesId: number;
  chartId: number;
}

/** A server whose report mail goes to `mailPort`, with the examples and a saved sales chart. */
export async function startReportServer(
  mailPort: number,
  opts: { metaDatabaseUrl?: string; env?: Record<string, string>; examples?: boolean } = {},
): Promise<ReportServer> {
  const server = await startTestServer({
    ...(opts.metaDatabaseUrl && { metaDatabaseUrl: opts.metaDatabaseUrl }),
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mailPort),
      SMTP_STARTTLS: 'false',
      SMTP_MAIL_FROM: 'reports@meridian.test',
      WEBDRIVER_BASEURL_USER_FRIENDLY: 'http://meridian.test',
      // Tests assert on what is drawn, not on how it animates in; a busy test machine loads slowly.
      SCREENSHOT_SELENIUM_ANIMATION_WAIT: '0',
      SCREENSHOT_LOCATE_WAIT: '60',
      ...opts.env,
    },
  });
  const admin = await login(server);
  const adminId = (
    await server.ctx.db
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
  ).id;
  if (opts.examples === false) return { server, admin, adminId, examplesDbId: 0, salesId: 0, chartId: 0 };
  const examples = await registerExamples(
    { db: server.ctx.db, config: server.ctx.config },
    { flightsRows: 100, connections: server.ctx.connections },
  );
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/chart/',
    headers: admin.headers,
    payload: salesChartBody(examples.datasetIds.cleaned_sales_data!),
  });
  if (res.statusCode !== 201) throw new Error(`chart not created: ${res.body}`);
  return {
    server,
    admin,
    adminId,
    examplesDbId: examples.databaseId,
    salesId: examples.datasetIds.cleaned_sales_data!,
    chartId: res.json<{ id: number }>().id,
  };
}

export interface ReportFixture {
  readonly rs: ReportServer;
  readonly mailbox: Mailbox;
  /** Only with `webhooks`. */
  readonly hooks: WebhookReceiver;
  /** Runs report `reportId` for `scheduledDttm` as the scheduler's job would, and waits for it. */
  run(reportId: number, scheduledDttm: string): Promise<void>;
  /** The mails received for `address`. */
  mailsTo(address: string): ParsedMail[];
}

/**
 * The file's mailbox and report server, started once before its tests and closed after them; with
 * `listen`, the server listens on loopback so Chromium can render its pages (one browser per file).
 */
export function useReportServer(opts: { listen?: boolean; webhooks?: boolean } = {}): ReportFixture {
  let rs: ReportServer | undefined;
  let mailbox: Mailbox | undefined;
  let hooks: WebhookReceiver | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
    if (opts.webhooks) hooks = await startWebhookReceiver();
    rs = await startReportServer(mailbox.port);
    if (opts.listen) await rs.server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await rs?.server.close();
    await mailbox?.close();
    await hooks?.close();
  });
  const ready = <T>(v: T | undefined, what: string): T => {
    if (!v) throw new Error(`${what} is not started (useReportServer's beforeAll)`);
    return v;
  };
  return {
    get rs() {
      return ready(rs, 'the report server');
    },
    get mailbox() {
      return ready(mailbox, 'the mailbox');
    },
    get hooks() {
      return ready(hooks, 'the webhook receiver');
    },
    async run(reportId, scheduledDttm) {
      const ctx = ready(rs, 'the report server').server.ctx;
      await ctx.jobs.enqueue(EXECUTE_JOB, { reportId, scheduledDttm });
      await ctx.jobs.idle();
    },
    mailsTo: (address) =>
      ready(mailbox, 'the mailbox').mails.filter((m) => JSON.stringify(m.to ?? '').includes(address)),
  };
}

export interface ReportFields {
  type?: 'Alert' | 'Report';
  name?: string;
  crontab?: string;
  timezone?: string;
  report_format?: string;
  sql?: string | null;
  chart_id?: number | null;
  dashboard_id?: number | null;
  database_id?: number | null;
  validator_type?: string | null;
  validator_config_json?: string | null;
  grace_period?: number;
  working_timeout?: number;
  log_retention?: number;
  last_state?: string;
  custom_width?: number | null;
  extra?: Record<string, unknown>;
  owners: number[];
  recipients?: { type: 'Email' | 'Webhook'; target: string }[];
}

/** An alert on the examples' sales data, owned by the admin, attaching the sales chart as CSV. */
export const alertFields = (rs: ReportServer, fields: Partial<ReportFields>): ReportFields => ({
  type: 'Alert',
  owners: [rs.adminId],
  database_id: rs.examplesDbId,
  chart_id: rs.chartId,
  report_format: 'CSV',
  validator_type: 'operator',
  sql: 'SELECT count(*) AS n FROM cleaned_sales_data',
  ...fields,
});

let serial = 0;

/** Inserts a schedule with its owners and recipients, as the Report API stores them; its id. */
export async function insertReport(db: MetaDb, f: ReportFields): Promise<number> {
  const now = nowIso();
  serial += 1;
  const { id } = await db
    .insertInto('report_schedule')
    .values({
      type: f.type ?? 'Alert',
      name: f.name ?? `Report ${serial}`,
      description: null,
      context_markdown: null,
      active: 1,
      crontab: f.crontab ?? '0 0 1 1 *',
      creation_method: 'alerts_reports',
      timezone: f.timezone ?? 'UTC',
      report_format: f.report_format ?? 'CSV',
      sql: f.sql ?? null,
      chart_id: f.chart_id ?? null,
      dashboard_id: f.dashboard_id ?? null,
      database_id: f.database_id ?? null,
      last_eval_dttm: null,
      last_state: f.last_state ?? 'Not triggered',
      last_value: null,
      last_value_row_json: null,
      validator_type: f.validator_type ?? null,
      validator_config_json: f.validator_config_json ?? null,
      log_retention: f.log_retention ?? 90,
      grace_period: f.grace_period ?? 14400,
      working_timeout: f.working_timeout ?? 3600,
      force_screenshot: 0,
      custom_width: f.custom_width ?? null,
      extra_json: JSON.stringify(f.extra ?? {}),
      email_subject: null,
      created_on: now,
      changed_on: now,
      created_by_fk: f.owners[0] ?? null,
      changed_by_fk: f.owners[0] ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const user_id of f.owners)
    await db.insertInto('report_schedule_user').values({ report_schedule_id: id, user_id }).execute();
  for (const r of f.recipients ?? [])
    await db
      .insertInto('report_recipient')
      .values({
        type: r.type,
        recipient_config_json: JSON.stringify({ target: r.target }),
        report_schedule_id: id,
      })
      .execute();
  return id;
}

/** The execution log of a schedule, oldest first. */
export const logsOf = (db: MetaDb, reportId: number) =>
  db
    .selectFrom('report_execution_log')
    .select(['uuid', 'state', 'error_message', 'value', 'value_row_json', 'scheduled_dttm'])
    .where('report_schedule_id', '=', reportId)
    .orderBy('id')
    .execute();

export const scheduleOf = (db: MetaDb, reportId: number) =>
  db.selectFrom('report_schedule').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();

/** Polls until `check` holds, or fails after `ms`. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  check: (v: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
