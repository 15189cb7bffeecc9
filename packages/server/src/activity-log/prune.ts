/**
 * Action log retention (Superset's `prune_logs` beat task with its retention period): rows older
 * than LOG_RETENTION_DAYS days (default 90; 0 keeps them forever) are deleted by the daily
 * `activity-log.prune` job, in chunks so no single statement holds the table long.
 */
import { z } from 'zod';
import type { MetaDb } from '../meta/db.js';

export const LOG_PRUNE_JOB = 'activity-log.prune';
export const DEFAULT_LOG_RETENTION_DAYS = 90;

const DAY_MS = 86_400_000;
const CHUNK = 5000;

/** The retention setting from the environment; a bad value is a start-up error naming it. */
export function logRetentionDays(env: Record<string, string | undefined> = process.env): number {
  const parsed = z.coerce
    .number()
    .int()
    .min(0)
    .max(36_500)
    .default(DEFAULT_LOG_RETENTION_DAYS)
    .safeParse(env.LOG_RETENTION_DAYS || undefined);
  if (!parsed.success)
    throw new Error('LOG_RETENTION_DAYS must be a whole number of days (0 keeps logs forever)');
  return parsed.data;
}

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
