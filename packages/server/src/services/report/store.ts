/**
 * Reading and writing report schedules in the metadata store: the schedule row, its owners
 * (report_schedule_user) and recipients (report_recipient). The scheduler reads the same tables, so
 * a change of crontab, timezone or active is seen on its next tick.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MetaDb } from '../../meta/db.js';
import type { MetaSchema } from '../../meta/schema.js';

export type ReportRow = Selectable<MetaSchema['report_schedule']>;
export type ReportInsert = Insertable<MetaSchema['report_schedule']>;
export type ReportUpdate = Updateable<MetaSchema['report_schedule']>;
export type RecipientRow = Selectable<MetaSchema['report_recipient']>;
export type ExecutionLogRow = Selectable<MetaSchema['report_execution_log']>;

export interface StoredRecipient {
  type: string;
  recipient_config_json: Record<string, unknown>;
}

export const findReport = (db: MetaDb, id: number): Promise<ReportRow | undefined> =>
  db.selectFrom('report_schedule').selectAll().where('id', '=', id).executeTakeFirst();

export async function reportOwnerIds(db: MetaDb, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('report_schedule_user')
    .select('user_id')
    .where('report_schedule_id', '=', id)
    .execute();
  return rows.map((r) => r.user_id);
}

export async function recipientsOf(db: MetaDb, ids: number[]): Promise<Map<number, RecipientRow[]>> {
  const out = new Map<number, RecipientRow[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('report_recipient')
    .selectAll()
    .where('report_schedule_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const r of rows) out.set(r.report_schedule_id, [...(out.get(r.report_schedule_id) ?? []), r]);
  return out;
}

/** Whether another schedule of this type has this name (`exceptId`: the one being edited). */
export async function nameTaken(db: MetaDb, name: string, type: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('report_schedule').select('id').where('name', '=', name).where('type', '=', type);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * Whether the user already subscribed to this chart or dashboard from its own menu (Superset allows
 * one self-subscription per object and creation method).
 */
export async function hasSelfSubscription(
  db: MetaDb,
  userId: number,
  creationMethod: string,
  target: { chart_id: number | null; dashboard_id: number | null },
): Promise<boolean> {
  let q = db
    .selectFrom('report_schedule')
    .select('id')
    .where('created_by_fk', '=', userId)
    .where('creation_method', '=', creationMethod);
  if (target.dashboard_id !== null) q = q.where('dashboard_id', '=', target.dashboard_id);
  if (target.chart_id !== null) q = q.where('chart_id', '=', target.chart_id);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertReport(db: MetaDb, values: ReportInsert): Promise<number> {
  const row = await db.insertInto('report_schedule').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateReport(db: MetaDb, id: number, values: ReportUpdate): Promise<void> {
  await db.updateTable('report_schedule').set(values).where('id', '=', id).execute();
}

/** Replaces the recipients of a schedule (run inside the caller's transaction). */
export async function replaceRecipients(
  db: MetaDb,
  id: number,
  recipients: StoredRecipient[],
): Promise<void> {
  await db.deleteFrom('report_recipient').where('report_schedule_id', '=', id).execute();
  if (!recipients.length) return;
  await db
    .insertInto('report_recipient')
    .values(
      recipients.map((r) => ({
        type: r.type,
        recipient_config_json: JSON.stringify(r.recipient_config_json),
        report_schedule_id: id,
      })),
    )
    .execute();
}

/** Deletes schedules with their owners, recipients and logs (one transaction). */
export async function deleteReports(db: MetaDb, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_execution_log').where('report_schedule_id', 'in', ids).execute();
    await trx.deleteFrom('report_recipient').where('report_schedule_id', 'in', ids).execute();
    await trx.deleteFrom('report_schedule_user').where('report_schedule_id', 'in', ids).execute();
    await trx.deleteFrom('report_schedule').where('id', 'in', ids).execute();
  });
}
