/**
 * Alerts run in process (no Redis): the condition on the alert's SQL decides Success or Not
 * triggered, grace periods, errors with Superset's messages mailed to the owners, and read-only SQL;
 * mail received by a real SMTP server on loopback and webhooks by a loopback receiver.
 */
import { describe, expect, it } from 'vitest';
import { userSession } from '../test-support/app.js';
import { ERROR_NOTIFICATION_MARKER, Messages } from './states.js';
import {
  alertFields,
  insertReport,
  logsOf,
  scheduleOf,
  useReportServer,
  type ReportFields,
} from './reports.test-support.js';

const f = useReportServer({ webhooks: true });
const db = () => f.rs.server.ctx.db;
let runs = 0;
/** Runs the report once for a fresh scheduled time. */
const run = (reportId: number) => f.run(reportId, new Date(Date.UTC(2040, 0, 1, 0, ++runs)).toISOString());
const hooksFor = (reportId: number) => f.hooks.bodies.filter((b) => b.includes(`"report_id":${reportId},`));
const alert = (fields: Partial<ReportFields>) => alertFields(f.rs, fields);

describe('alerts', () => {
  it('an alert whose condition holds: Success, the mail and the webhook are sent with the chart as CSV', async () => {
    const id = await insertReport(
      db(),
      alert({
        name: 'Orders exist',
        validator_config_json: JSON.stringify({ op: '>', threshold: 0 }),
        recipients: [
          { type: 'Email', target: 'fires@example.com' },
          { type: 'Webhook', target: f.hooks.url },
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
    const [mail] = f.mailsTo('fires@example.com');
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
          { type: 'Webhook', target: f.hooks.url },
        ],
      }),
    );
    await run(id);
    expect((await logsOf(db(), id)).map((l) => l.state)).toEqual(['Working', 'Not triggered']);
    expect((await scheduleOf(db(), id)).last_state).toBe('Not triggered');
    expect(f.mailsTo('quiet@example.com')).toHaveLength(0);
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
    expect(f.mailsTo('grace@example.com')).toHaveLength(1);
    // Without a grace period the next run evaluates and sends again.
    await db().updateTable('report_schedule').set({ grace_period: 0 }).where('id', '=', id).execute();
    await run(id);
    expect((await logsOf(db(), id)).slice(3).map((l) => l.state)).toEqual(['Working', 'Success']);
    expect(f.mailsTo('grace@example.com')).toHaveLength(2);
  });

  it('a SQL error: Error with Superset’s message, and the owners are mailed once within the grace period', async () => {
    const owner = await userSession(f.rs.server, 'alert_owner', ['Admin']);
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
    const mails = f.mailsTo('alert_owner@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`Error occurred for Alert:`);
    expect((mails[0]!.text ?? '').replace(/\s+/g, ' ')).toContain(Messages.ALERT_QUERY_ERROR);
    // The next failure within the grace period is logged without mailing the owners again.
    await run(id);
    expect((await logsOf(db(), id)).slice(3).map((l) => l.state)).toEqual(['Working', 'Error']);
    expect(f.mailsTo('alert_owner@example.com')).toHaveLength(1);
  });

  it('refuses statements that change data, whatever the database allows', async () => {
    await db().updateTable('dbs').set({ allow_dml: 1 }).where('id', '=', f.rs.examplesDbId).execute();
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
      const count = await f.rs.server.ctx.connections
        .connector(f.rs.examplesDbId)
        .then((c) => c.execute('SELECT count(*) AS n FROM cleaned_sales_data'));
      expect(Number(count.rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await db().updateTable('dbs').set({ allow_dml: 0 }).where('id', '=', f.rs.examplesDbId).execute();
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
