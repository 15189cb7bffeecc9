/**
 * What a run reads and writes in the metadata store: the schedule row, its recipients, and the
 * execution log. Each transition updates report_schedule (last_state, last_eval_dttm, last_value…)
 * and appends a log row in one transaction (Superset's update_report_schedule_and_log).
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { MetaDb } from '../meta/db.js';
import type { ReportScheduleTable } from '../meta/schema/reports.js';
import { nowIso } from '../meta/time.js';
import type { Recipient, RecipientType } from './notifications/types.js';
import { ERROR_NOTIFICATION_MARKER, ReportState } from './states.js';

export type ReportRow = Selectable<ReportScheduleTable>;

export const findReport = (db: MetaDb, id: number): Promise<ReportRow | undefined> =>
  db.selectFrom('report_schedule').selectAll().where('id', '=', id).executeTakeFirst();

export async function recipientsOf(db: MetaDb, reportId: number): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('report_recipient')
    .select(['type', 'recipient_config_json'])
    .where('report_schedule_id', '=', reportId)
    .orderBy('id')
    .execute();
  return rows.flatMap((r) => {
    try {
      const config = JSON.parse(r.recipient_config_json) as Recipient['config'];
      return [{ type: r.type as RecipientType, config }];
    } catch {
      return [];
    }
  });
}

/** The owners, in the order they were linked (report_schedule_user ids). */
export const ownerIdsOf = async (db: MetaDb, reportId: number): Promise<number[]> =>
  (
    await db
      .selectFrom('report_schedule_user')
      .select('user_id')
      .where('report_schedule_id', '=', reportId)
      .orderBy('id')
      .execute()
  ).map((r) => r.user_id);

/** One run's bookkeeping: the schedule row as the run sees it, and its log rows. */
export class RunLog {
  readonly startDttm = nowIso();

  constructor(
    private readonly db: MetaDb,
    readonly report: ReportRow,
    readonly scheduledDttm: string,
    readonly executionId: string,
  ) {}

  /** The alert's outcome, written with the next transition. */
  setValue(value: number | null, valueRowJson: string | null): void {
    this.report.last_value = value;
    this.report.last_value_row_json = valueRowJson;
  }

  async transition(state: ReportState, errorMessage: string | null = null): Promise<void> {
    const r = this.report;
    // Entering Working clears the previous run's values, so they do not reach this run's log.
    if (state === ReportState.WORKING) this.setValue(null, null);
    r.last_state = state;
    r.last_eval_dttm = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('report_schedule')
        .set({
          last_state: r.last_state,
          last_eval_dttm: r.last_eval_dttm,
          last_value: r.last_value,
          last_value_row_json: r.last_value_row_json,
        })
        .where('id', '=', r.id)
        .execute();
      await trx
        .insertInto('report_execution_log')
        .values({
          uuid: await this.logUuid(trx),
          report_schedule_id: r.id,
          scheduled_dttm: this.scheduledDttm,
          start_dttm: this.startDttm,
          end_dttm: nowIso(),
          value: r.last_value,
          value_row_json: r.last_value_row_json,
          state,
          error_message: errorMessage,
        })
        .execute();
    });
  }

  /**
   * report_execution_log.uuid is unique, while a run writes several rows (Working, then its outcome):
   * the first row carries the run's execution id (how a redelivered job knows its own Working row),
   * the next ones fresh uuids.
   */
  private async logUuid(db: MetaDb): Promise<string> {
    const taken = await db
      .selectFrom('report_execution_log')
      .select('id')
      .where('uuid', '=', this.executionId)
      .executeTakeFirst();
    return taken ? randomUUID() : this.executionId;
  }
}

type LogRow = { uuid: string; state: string; end_dttm: string | null; error_message: string | null };

const logsOf = (db: MetaDb, reportId: number) =>
  db
    .selectFrom('report_execution_log')
    .select(['uuid', 'state', 'end_dttm', 'error_message'])
    .where('report_schedule_id', '=', reportId)
    .orderBy('end_dttm', 'desc')
    .orderBy('id', 'desc');

/** The last run that succeeded (grace period). */
export const lastSuccess = (db: MetaDb, reportId: number): Promise<LogRow | undefined> =>
  logsOf(db, reportId).where('state', '=', ReportState.SUCCESS).executeTakeFirst();

/** The last time the schedule entered Working (not a refused "still working" row). */
export const lastEnteredWorking = (db: MetaDb, reportId: number): Promise<LogRow | undefined> =>
  logsOf(db, reportId)
    .where('state', '=', ReportState.WORKING)
    .where('error_message', 'is', null)
    .executeTakeFirst();

/** The last error mail to the owners, unless a run went well since (then errors are mailed again). */
export async function lastErrorNotification(db: MetaDb, reportId: number): Promise<LogRow | undefined> {
  const notified = await logsOf(db, reportId)
    .where('error_message', '=', ERROR_NOTIFICATION_MARKER)
    .executeTakeFirst();
  if (!notified?.end_dttm) return undefined;
  const since = await logsOf(db, reportId)
    .where('state', 'not in', [ReportState.ERROR, ReportState.WORKING])
    .where('end_dttm', '>', notified.end_dttm)
    .executeTakeFirst();
  return since ? undefined : notified;
}
