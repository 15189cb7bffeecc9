/**
 * Claims of report runs (migration 0006): inserting the (report, scheduled time) row is the lock —
 * the unique key lets exactly one process insert it, whichever process ticks first. The claim carries
 * the run's execution id (the uuid of its log rows), so a job delivered again after its worker died
 * resumes the same run instead of being refused as "still working".
 */
import { randomUUID } from 'node:crypto';
import type { Generated, Kysely } from 'kysely';
import type { MetaDb } from '../meta/db.js';
import type { MetaSchema } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';

interface ClaimTable {
  id: Generated<number>;
  report_schedule_id: number;
  scheduled_dttm: string;
  execution_id: string;
  created_on: string;
  finished_on: string | null;
}

type ClaimDb = Kysely<MetaSchema & { report_execution_claim: ClaimTable }>;

const withClaims = (db: MetaDb): ClaimDb => db.withTables<{ report_execution_claim: ClaimTable }>();

export interface Claim {
  executionId: string;
  finished: boolean;
}

/** Canonical text of a scheduled time (the claim's key): ISO 8601 UTC, milliseconds. */
export const scheduledKey = (at: Date | string): string => new Date(at).toISOString();

/** Inserts the claim; true when this call inserted it (the caller owns the run). */
export async function claimRun(db: MetaDb, reportId: number, scheduledDttm: string): Promise<boolean> {
  const result = await withClaims(db)
    .insertInto('report_execution_claim')
    .values({
      report_schedule_id: reportId,
      scheduled_dttm: scheduledKey(scheduledDttm),
      execution_id: randomUUID(),
      created_on: nowIso(),
      finished_on: null,
    })
    .onConflict((oc) => oc.columns(['report_schedule_id', 'scheduled_dttm']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function findClaim(db: MetaDb, reportId: number, scheduledDttm: string): Promise<Claim | null> {
  const row = await withClaims(db)
    .selectFrom('report_execution_claim')
    .select(['execution_id', 'finished_on'])
    .where('report_schedule_id', '=', reportId)
    .where('scheduled_dttm', '=', scheduledKey(scheduledDttm))
    .executeTakeFirst();
  return row ? { executionId: row.execution_id, finished: row.finished_on !== null } : null;
}

export async function finishClaim(db: MetaDb, executionId: string): Promise<void> {
  await withClaims(db)
    .updateTable('report_execution_claim')
    .set({ finished_on: nowIso() })
    .where('execution_id', '=', executionId)
    .execute();
}

/** Claims of runs scheduled before `before` (pruned with the execution logs). */
export async function deleteClaimsBefore(db: MetaDb, reportId: number, before: string): Promise<void> {
  await withClaims(db)
    .deleteFrom('report_execution_claim')
    .where('report_schedule_id', '=', reportId)
    .where('scheduled_dttm', '<', before)
    .execute();
}
