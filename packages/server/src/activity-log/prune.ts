/**
 * Action log retention (Superset's `prune_logs` beat task with its retention period): rows older
 * than LOG_RETENTION_DAYS days (config.ts; default 90, 0 keeps them forever) are deleted by the daily
 * `activity-log.prune` job, in chunks so no single statement holds the table long.
 */
import type { MetaDb } from '../meta/db.js';

export const LOG_PRUNE_JOB = 'activity-log.prune';

const DAY_MS = 86_400_000;
const CHUNK = 5000;

/** Deletes log rows older than `days` days before `now`; how many went. */
export async function pruneLogs(db: MetaDb, days: number, now = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const ids = (
      await db.selectFrom('logs').select('id').where('dttm', '<', before).limit(CHUNK).execute()
    ).map((r) => r.id);
    if (ids.length === 0) return deleted;
    const result = await db.deleteFrom('logs').where('id', 'in', ids).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
}
