/**
 * Reports run in process (no Redis): the working state's timeout, the content of CSV and TEXT reports
 * (the chart's data as the executor, mailed to a real SMTP server on loopback), runs without a
 * visible chart or an executor, and the scheduler's ticks.
 */
import { describe, expect, it } from 'vitest';
import { userSession } from '../test-support/app.js';
import { ReportScheduler } from './scheduler.js';
import { Messages } from './states.js';
import { alertFields, insertReport, logsOf, scheduleOf, useReportServer } from './reports.test-support.js';

const f = useReportServer();
const db = () => f.rs.server.ctx.db;
let runs = 0;
/** Runs the report once for a fresh scheduled time. */
const run = (reportId: number) => f.run(reportId, new Date(Date.UTC(2041, 0, 1, 0, ++runs)).toISOString());
const alert = (fields: Parameters<typeof alertFields>[1]) => alertFields(f.rs, fields);

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
      owners: [f.rs.adminId],
      chart_id: f.rs.chartId,
      report_format: 'CSV',
      recipients: [{ type: 'Email', target: 'csv@example.com' }],
    });
    await run(id);
    expect((await logsOf(db(), id)).map((l) => l.state)).toEqual(['Working', 'Success']);
    const [mail] = f.mailsTo('csv@example.com');
    const csv = mail!.attachments.find((a) => a.contentType.startsWith('text/csv'))!.content.toString('utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('product_line,count');
    expect(lines.length).toBeGreaterThan(2);
  });

  it('TEXT: the chart’s data as a table in the mail', async () => {
    const id = await insertReport(db(), {
      type: 'Report',
      owners: [f.rs.adminId],
      chart_id: f.rs.chartId,
      report_format: 'TEXT',
      recipients: [{ type: 'Email', target: 'text@example.com' }],
    });
    await run(id);
    expect((await logsOf(db(), id)).at(-1)!.state).toBe('Success');
    const [mail] = f.mailsTo('text@example.com');
    expect(mail!.html).toContain('product_line');
    expect(mail!.html).toMatch(/Classic Cars|Motorcycles|Planes/);
  });

  it('an executor who may not see the chart: Error, nothing sent to the recipients', async () => {
    const outsider = await userSession(f.rs.server, 'report_outsider', ['Gamma']);
    const id = await insertReport(db(), {
      type: 'Report',
      owners: [outsider.id],
      chart_id: f.rs.chartId,
      report_format: 'CSV',
      recipients: [{ type: 'Email', target: 'hidden@example.com' }],
    });
    await run(id);
    expect((await logsOf(db(), id))[1]).toMatchObject({ state: 'Error', error_message: 'Chart not found' });
    expect(f.mailsTo('hidden@example.com')).toHaveLength(0);
    expect(f.mailsTo('report_outsider@example.com')).toHaveLength(1);
  });

  it('a report without an owner fails: no executor', async () => {
    const id = await insertReport(db(), { type: 'Report', owners: [], chart_id: f.rs.chartId });
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
      owners: [f.rs.adminId],
      chart_id: f.rs.chartId,
      crontab: '0 9 1 1 *',
      timezone: 'Europe/Paris',
    });
    const scheduler = new ReportScheduler(f.rs.server.ctx);
    // 09:00 in Paris on 1 January is 08:00 UTC.
    expect(await scheduler.tick(new Date('2031-01-01T07:59:30Z'))).toEqual([]);
    const claimed = await scheduler.tick(new Date('2031-01-01T08:00:00.050Z'));
    expect(claimed).toEqual([{ reportId: id, scheduledDttm: '2031-01-01T08:00:00.000Z' }]);
    expect(await scheduler.tick(new Date('2031-01-01T08:01:00.050Z'))).toEqual([]);
    await f.rs.server.ctx.jobs.idle();
    const logs = await logsOf(db(), id);
    expect(logs.map((l) => [l.state, l.scheduled_dttm])).toEqual([
      ['Working', '2031-01-01T08:00:00.000Z'],
      ['Success', '2031-01-01T08:00:00.000Z'],
    ]);
  });
});
