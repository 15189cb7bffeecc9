/**
 * A run's bookkeeping around the state machine: a job delivered again after its worker died resumes
 * its own run, a finished claim makes a job a no-op, and the daily prune keeps log_retention days.
 */
import { describe, expect, it } from 'vitest';
import type { MetaDb } from '../meta/db.js';
import { claimRun, findClaim } from './claims.js';
import { pruneReportLogs } from './prune.js';
import { insertReport, logsOf, useReportServer } from './reports.test-support.js';

const f = useReportServer();
const db = (): MetaDb => f.rs.server.ctx.db;
const execute = (reportId: number, scheduledDttm: string) => f.run(reportId, scheduledDttm);

const logRow = (reportId: number, uuid: string, state: string, endDttm: string) =>
  db()
    .insertInto('report_execution_log')
    .values({
      uuid,
      report_schedule_id: reportId,
      scheduled_dttm: endDttm,
      start_dttm: endDttm,
      end_dttm: endDttm,
      value: null,
      value_row_json: null,
      state,
      error_message: null,
    })
    .execute();

describe('redelivered jobs', () => {
  it('a job whose worker died mid-run resumes its own Working run', async () => {
    const id = await insertReport(db(), { type: 'Report', owners: [f.rs.adminId], chart_id: f.rs.chartId });
    const at = '2060-01-01T00:00:00.000Z';
    expect(await claimRun(db(), id, at)).toBe(true);
    const claim = await findClaim(db(), id, at);
    // The dead worker's run: the schedule Working, its Working row named by the claim.
    await db()
      .updateTable('report_schedule')
      .set({ last_state: 'Working', last_eval_dttm: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await logRow(id, claim!.executionId, 'Working', new Date().toISOString());
    await execute(id, at);
    expect((await logsOf(db(), id)).map((l) => l.state)).toEqual(['Working', 'Working', 'Success']);
    expect((await findClaim(db(), id, at))!.finished).toBe(true);
  });

  it('a finished claim: the job does nothing', async () => {
    const id = await insertReport(db(), { type: 'Report', owners: [f.rs.adminId], chart_id: f.rs.chartId });
    const at = '2061-01-01T00:00:00.000Z';
    await execute(id, at);
    const before = await logsOf(db(), id);
    expect(before.map((l) => l.state)).toEqual(['Working', 'Success']);
    await execute(id, at);
    expect(await logsOf(db(), id)).toEqual(before);
  });
});

describe('log prune', () => {
  it('deletes the rows older than log_retention days; 0 keeps them all', async () => {
    const kept = await insertReport(db(), {
      type: 'Report',
      owners: [f.rs.adminId],
      chart_id: f.rs.chartId,
      log_retention: 0,
    });
    const pruned = await insertReport(db(), {
      type: 'Report',
      owners: [f.rs.adminId],
      chart_id: f.rs.chartId,
      log_retention: 1,
    });
    const now = new Date('2070-06-01T00:00:00Z');
    const old = '2070-05-29T00:00:00.000Z';
    const recent = '2070-05-31T12:00:00.000Z';
    let n = 0;
    for (const id of [kept, pruned])
      for (const end of [old, recent])
        await logRow(id, `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`, 'Success', end);
    expect(await pruneReportLogs(db(), now)).toBeGreaterThanOrEqual(1);
    expect((await logsOf(db(), kept)).length).toBe(2);
    expect((await logsOf(db(), pruned)).length).toBe(1);
  });
});
