/**
 * Reports and alerts run in process (no Redis): the state machine's outcomes in the execution log and
 * on the schedule, mail received by a real SMTP server on loopback and webhooks by a loopback receiver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSession } from '../test-support/app.js';
import { EXECUTE_JOB, type ExecuteJob } from './execute.js';
import { ReportScheduler } from './scheduler.js';
import { ERROR_NOTIFICATION_MARKER, Messages } from './states.js';
import {
  insertReport,
  logsOf,
  scheduleOf,
  startMailbox,
  startReportServer,
  startWebhookReceiver,
  type Mailbox,
  type ReportFields,
  type ReportServer,
  type WebhookReceiver,
} from './test-support.js';

let mailbox: Mailbox;
let hooks: WebhookReceiver;
let rs: ReportServer;
let runs = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  hooks = await startWebhookReceiver();
  rs = await startReportServer(mailbox.port);
}, 60_000);

afterAll(async () => {
  await rs?.server.close();
  await mailbox?.close();
  await hooks?.close();
});

const db = () => rs.server.ctx.db;

/** Runs the report once for a fresh scheduled time, as the scheduler's job would, and waits for it. */
async function run(reportId: number): Promise<void> {
  runs += 1;
  const job: ExecuteJob = { reportId, scheduledDttm: new Date(Date.UTC(2040, 0, 1, 0, runs)).toISOString() };
  await rs.server.ctx.jobs.enqueue(EXECUTE_JOB, job);
  await rs.server.ctx.jobs.idle();
}

const mailsTo = (address: string) =>
  mailbox.mails.filter((m) => JSON.stringify(m.to ?? '').includes(address));
const hooksFor = (reportId: number) => hooks.bodies.filter((b) => b.includes(`"report_id":${reportId},`));

const alert = (fields: Partial<ReportFields>): ReportFields => ({
  type: 'Alert',
  owners: [rs.adminId],
  database_id: rs.examplesDbId,
  chart_id: rs.chartId,
  report_format: 'CSV',
  validator_type: 'operator',
  sql: 'SELECT count(*) AS n FROM cleaned_sales_data',
  ...fields,
});

describe('alerts', () => {
  it('an alert whose condition holds: Success, the mail and the webhook are sent with the chart as CSV', async () => {
    const id = await insertReport(
      db(),
      alert({
        name: 'Orders exist',
        validator_config_json: JSON.stringify({ op: '>', threshold: 0 }),
        recipients: [
          { type: 'Email', target: 'fires@example.com' },
          { type: 'Webhook', target: hooks.url },
        ],
      }),
    );
    await run(id);
    const logs = await logsOf(db(), id);
    expect(logs.map((l) => l.state)).toEqual(['Working', 'Success']);
    expect(logs[1]!.value).toBeGreaterThan(0);
    const schedule = await scheduleOf(db(), id);
    expect(schedule.last_state).toBe('Success');
    expect(schedule.last_value).toBe(logs[1]!.value);
    expect(schedule.last_eval_dttm).not.toBeNull();
    const [mail] = mailsTo('fires@example.com');
    expect(mail?.subject).toContain('Orders exist: Orders by product line');
    const csv = mail!.attachments.find((a) => a.contentType.startsWith('text/csv'));
    expect(csv?.content.toString('utf8').split('\n')[0]).toMatch(/product_line/);
    expect(hooksFor(id)).toHaveLength(1);
    expect(hooksFor(id)[0]).toContain('product_line');
  });

  it('an alert whose condition does not hold: Not triggered, nothing is sent', async () => {
    const id = await insertReport(
      db(),
      alert({
        validator_config_json: JSON.stringify({ op: '>', threshold: 1e12 }),
        recipients: [
          { type: 'Email', target: 'quiet@example.com' },
          { type: 'Webhook', target: hooks.url },
        ],
      }),
    );
    await run(id);
    expect((await logsOf(db(), id)).map((l) => l.state)).toEqual(['Working', 'Not triggered']);
    expect((await scheduleOf(db(), id)).last_state).toBe('Not triggered');
    expect(mailsTo('quiet@example.com')).toHaveLength(0);
    expect(hooksFor(id)).toHaveLength(0);
  });

  it('not null: fires on a value, not on null or 0; the value is kept as text', async () => {
    const fires = await insertReport(db(), alert({ validator_type: 'not null', sql: "SELECT 'x' AS v" }));
    const quiet = await insertReport(db(), alert({ validator_type: 'not null', sql: 'SELECT NULL AS v' }));
    await run(fires);
    await run(quiet);
    expect((await logsOf(db(), fires)).at(-1)).toMatchObject({ state: 'Success', value_row_json: 'x' });
    expect((await logsOf(db(), quiet)).at(-1)).toMatchObject({
      state: 'Not triggered',
      value_row_json: 'None',
    });
  });

  it('within the grace period after a success: On Grace, nothing sent again', async () => {
    const id = await insertReport(
      db(),
      alert({
        grace_period: 3600,
        validator_config_json: JSON.stringify({ op: '>=', threshold: 1 }),
        recipients: [{ type: 'Email', target: 'grace@example.com' }],
      }),
    );
    await run(id);
    await run(id);
    const logs = await logsOf(db(), id);
    expect(logs.map((l) => l.state)).toEqual(['Working', 'Success', 'On Grace']);
    expect(logs[2]!.error_message).toBe(Messages.GRACE_PERIOD);
    expect(mailsTo('grace@example.com')).toHaveLength(1);
    // Without a grace period the next run evaluates and sends again.
    await db().updateTable('report_schedule').set({ grace_period: 0 }).where('id', '=', id).execute();
    await run(id);
    expect((await logsOf(db(), id)).slice(3).map((l) => l.state)).toEqual(['Working', 'Success']);
    expect(mailsTo('grace@example.com')).toHaveLength(2);
  });

  it('a SQL error: Error with Superset’s message, and the owners are mailed once within the grace period', async () => {
    const owner = await userSession(rs.server, 'alert_owner', ['Admin']);
    const id = await insertReport(
      db(),
      alert({
        owners: [owner.id],
        sql: 'SELECT n FROM no_such_table',
        validator_config_json: '{"op":">","threshold":0}',
      }),
    );
    await run(id);
    const logs = await logsOf(db(), id);
    expect(logs.map((l) => [l.state, l.error_message])).toEqual([
      ['Working', null],
      ['Error', Messages.ALERT_QUERY_ERROR],
      ['Error', ERROR_NOTIFICATION_MARKER],
    ]);
    const mails = mailsTo('alert_owner@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`Error occurred for Alert:`);
    expect((mails[0]!.text ?? '').replace(/\s+/g, ' ')).toContain(Messages.ALERT_QUERY_ERROR);
    // The next failure within the grace period is logged without mailing the owners again.
    await run(id);
    expect((await logsOf(db(), id)).slice(3).map((l) => l.state)).toEqual(['Working', 'Error']);
    expect(mailsTo('alert_owner@example.com')).toHaveLength(1);
  });

  it('refuses statements that change data, whatever the database allows', async () => {
    await db().updateTable('dbs').set({ allow_dml: 1 }).where('id', '=', rs.examplesDbId).execute();
    try {
      const id = await insertReport(
        db(),
        alert({ sql: 'DELETE FROM cleaned_sales_data', validator_config_json: '{"op":">","threshold":0}' }),
      );
      await run(id);
      expect((await logsOf(db(), id))[1]).toMatchObject({
        state: 'Error',
        error_message: Messages.ALERT_QUERY_ERROR,
      });
      const count = await rs.server.ctx.connections
        .connector(rs.examplesDbId)
        .then((c) => c.execute('SELECT count(*) AS n FROM cleaned_sales_data'));
      expect(Number(count.rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await db().updateTable('dbs').set({ allow_dml: 0 }).where('id', '=', rs.examplesDbId).execute();
    }
  });

  it('more than one row or column, and a non-number, are errors with Superset’s texts', async () => {
    const cfg = '{"op":">","threshold":0}';
    const rows = await insertReport(
      db(),
      alert({ sql: 'SELECT 1 AS a UNION ALL SELECT 2', validator_config_json: cfg }),
    );
    const cols = await insertReport(
      db(),
      alert({ sql: 'SELECT 1 AS a, 2 AS b', validator_config_json: cfg }),
    );
    const text = await insertReport(db(), alert({ sql: "SELECT 'abc' AS a", validator_config_json: cfg }));
    for (const id of [rows, cols, text]) await run(id);
    expect((await logsOf(db(), rows))[1]!.error_message).toBe(Messages.multipleRows(2));
    expect((await logsOf(db(), cols))[1]!.error_message).toBe(Messages.multipleColumns(2));
    expect((await logsOf(db(), text))[1]!.error_message).toBe(Messages.ALERT_INVALID_TYPE);
  });
});

describe('working state', () => {
  async function stuckReport(workingSecondsAgo: number) {
    const id = await insertReport(
      db(),
      alert({
        last_state: 'Working',
        working_timeout: 3600,
        validator_config_json: '{"op":">","threshold":0}',
      }),
    );
    const at = new Date(Date.now() - workingSecondsAgo * 1000).toISOString();
    await db().updateTable('report_schedule').set({ last_eval_dttm: at }).where('id', '=', id).execute();
    await db()
      .insertInto('report_execution_log')
      .values({
        uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
        report_schedule_id: id,
        scheduled_dttm: at,
        start_dttm: at,
        end_dttm: at,
        value: null,
        value_row_json: null,
        state: 'Working',
        error_message: null,
      })
      .execute();
    return id;
  }

  it('a run still working within working_timeout: the new run is refused', async () => {
    const id = await stuckReport(60);
    await run(id);
    expect((await logsOf(db(), id)).at(-1)).toMatchObject({
      state: 'Working',
      error_message: Messages.PREVIOUS_WORKING,
    });
  });

  it('a run working past working_timeout: Error', async () => {
    const id = await stuckReport(7200);
    await run(id);
    expect((await logsOf(db(), id)).at(-1)).toMatchObject({
      state: 'Error',
      error_message: Messages.WORKING_TIMEOUT,
    });
    expect((await scheduleOf(db(), id)).last_state).toBe('Error');
  });
});

describe('report content', () => {
  it('CSV: the chart’s data as the executor, attached to the mail', async () => {
    const id = await insertReport(db(), {
      type: 'Report',
      name: 'Weekly CSV',
      owners: [rs.adminId],
      chart_id: rs.chartId,
      report_format: 'CSV',
      recipients: [{ type: 'Email', target: 'csv@example.com' }],
    });
    await run(id);
    expect((await logsOf(db(), id)).map((l) => l.state)).toEqual(['Working', 'Success']);
    const [mail] = mailsTo('csv@example.com');
    const csv = mail!.attachments.find((a) => a.contentType.startsWith('text/csv'))!.content.toString('utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('product_line,count');
    expect(lines.length).toBeGreaterThan(2);
  });

  it('TEXT: the chart’s data as a table in the mail', async () => {
    const id = await insertReport(db(), {
      type: 'Report',
      owners: [rs.adminId],
      chart_id: rs.chartId,
      report_format: 'TEXT',
      recipients: [{ type: 'Email', target: 'text@example.com' }],
    });
    await run(id);
    expect((await logsOf(db(), id)).at(-1)!.state).toBe('Success');
    const [mail] = mailsTo('text@example.com');
    expect(mail!.html).toContain('product_line');
    expect(mail!.html).toMatch(/Classic Cars|Motorcycles|Planes/);
  });

  it('an executor who may not see the chart: Error, nothing sent to the recipients', async () => {
    const outsider = await userSession(rs.server, 'report_outsider', ['Gamma']);
    const id = await insertReport(db(), {
      type: 'Report',
      owners: [outsider.id],
      chart_id: rs.chartId,
      report_format: 'CSV',
      recipients: [{ type: 'Email', target: 'hidden@example.com' }],
    });
    await run(id);
    expect((await logsOf(db(), id))[1]).toMatchObject({ state: 'Error', error_message: 'Chart not found' });
    expect(mailsTo('hidden@example.com')).toHaveLength(0);
    expect(mailsTo('report_outsider@example.com')).toHaveLength(1);
  });

  it('a report without an owner fails: no executor', async () => {
    const id = await insertReport(db(), { type: 'Report', owners: [], chart_id: rs.chartId });
    await run(id);
    expect((await logsOf(db(), id))[1]).toMatchObject({
      state: 'Error',
      error_message: Messages.executorNotFound(''),
    });
  });
});

describe('scheduler', () => {
  it('enqueues a schedule’s fire time in its timezone once, however often it ticks', async () => {
    await db().updateTable('report_schedule').set({ active: 0 }).execute();
    const id = await insertReport(db(), {
      type: 'Report',
      owners: [rs.adminId],
      chart_id: rs.chartId,
      crontab: '0 9 1 1 *',
      timezone: 'Europe/Paris',
    });
    const scheduler = new ReportScheduler(rs.server.ctx);
    // 09:00 in Paris on 1 January is 08:00 UTC.
    expect(await scheduler.tick(new Date('2031-01-01T07:59:30Z'))).toEqual([]);
    const claimed = await scheduler.tick(new Date('2031-01-01T08:00:00.050Z'));
    expect(claimed).toEqual([{ reportId: id, scheduledDttm: '2031-01-01T08:00:00.000Z' }]);
    expect(await scheduler.tick(new Date('2031-01-01T08:01:00.050Z'))).toEqual([]);
    await rs.server.ctx.jobs.idle();
    const logs = await logsOf(db(), id);
    expect(logs.map((l) => [l.state, l.scheduled_dttm])).toEqual([
      ['Working', '2031-01-01T08:00:00.000Z'],
      ['Success', '2031-01-01T08:00:00.000Z'],
    ]);
  });
});
