/**
 * The daily log prune (Superset's AsyncPruneReportScheduleLogCommand): each schedule keeps its
 * execution log for log_retention days (0: kept forever). The claims of runs that old go too.
 */
import type { MetaDb } from '../meta/db.js';
import { deleteClaimsBefore } from './claims.js';

export const PRUNE_JOB = 'reports.prune';

const DAY_MS = 86_400_000;

/** Deletes the expired log rows; how many went. */
export async function pruneReportLogs(db: MetaDb, now = new Date()): Promise<number> {
  const schedules = await db
    .selectFrom('report_schedule')
    .select(['id', 'log_retention'])
    .where('log_retention', '>', 0)
    .execute();
  let deleted = 0;
  for (const { id, log_retention } of schedules) {
    const before = new Date(now.getTime() - log_retention * DAY_MS).toISOString();
    const result = await db
      .deleteFrom('report_execution_log')
      .where('report_schedule_id', '=', id)
      .where('end_dttm', '<', before)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    await deleteClaimsBefore(db, id, before);
  }
  return deleted;
}
