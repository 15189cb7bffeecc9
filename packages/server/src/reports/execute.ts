/**
 * One run of a report or alert at a scheduled time: Superset's state machine (commands/report/
 * execute.py), chosen by the schedule's last state.
 *
 * - Not triggered / Error (or none): enter Working; an alert evaluates its condition (not met: Not
 *   triggered); the content goes to the recipients: Success. A failure: Error, and the owners are
 *   mailed unless they were within the grace period (then a second Error row says the mail went).
 * - Working: another run still works. Past working_timeout: Error; else refused (a Working row saying
 *   so). A job delivered again after its worker died finds its own Working row and resumes instead.
 * - Success / On Grace: an alert within grace_period of its last success is On Grace; otherwise as
 *   above (a report that fails here is marked Error; its owners hear of it at the next run).
 *
 * Failures are recorded, not thrown: a retried job would only find the run finished.
 */
import type { AppContext } from '../context.js';
import { evaluateAlert } from './alert.js';
import { claimRun, findClaim, finishClaim, scheduledKey } from './claims.js';
import { buildContent, headerOf, reportUrl } from './content.js';
import { resolveExecutor } from './executor.js';
import { ownerRecipients, sendAll, type NotificationFor } from './notify.js';
import {
  findReport,
  lastEnteredWorking,
  lastErrorNotification,
  lastSuccess,
  recipientsOf,
  RunLog,
} from './run-log.js';
import { ERROR_NOTIFICATION_MARKER, Messages, ReportState, ReportType } from './states.js';

export const EXECUTE_JOB = 'reports.execute';

export interface ExecuteJob {
  reportId: number;
  /** The fire time this run is for (ISO 8601, UTC). */
  scheduledDttm: string;
}

export interface ReportDeps {
  notificationFor: NotificationFor;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Whether `ts` is less than `seconds` ago. */
const within = (ts: string | null | undefined, seconds: number): boolean =>
  !!ts && seconds > 0 && Date.now() - seconds * 1000 < Date.parse(ts);

class ReportRun {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ReportDeps,
    private readonly log: RunLog,
  ) {}

  private get report() {
    return this.log.report;
  }

  private get isAlert() {
    return this.report.type === ReportType.ALERT;
  }

  async next(): Promise<void> {
    switch (this.report.last_state) {
      case ReportState.WORKING:
        return this.working();
      case ReportState.NOOP:
      case ReportState.ERROR:
      case '':
        return this.notTriggeredOrError();
      case ReportState.SUCCESS:
      case ReportState.GRACE:
        return this.success();
      default:
        return this.log.transition(ReportState.ERROR, Messages.STATE_NOT_FOUND);
    }
  }

  private async working(): Promise<void> {
    const last = await lastEnteredWorking(this.ctx.db, this.report.id);
    if (last && last.uuid === this.log.executionId) return this.notTriggeredOrError();
    const timeout = this.report.working_timeout;
    const timedOut =
      !!last?.end_dttm &&
      this.report.last_eval_dttm !== null &&
      Date.now() - timeout * 1000 > Date.parse(last.end_dttm);
    if (timedOut) return this.log.transition(ReportState.ERROR, Messages.WORKING_TIMEOUT);
    return this.log.transition(ReportState.WORKING, Messages.PREVIOUS_WORKING);
  }

  private async notTriggeredOrError(): Promise<void> {
    await this.log.transition(ReportState.WORKING);
    try {
      if (this.isAlert && !(await this.alertFires())) return;
      await this.send();
      await this.log.transition(ReportState.SUCCESS);
    } catch (err) {
      await this.log.transition(ReportState.ERROR, messageOf(err));
      const notified = await lastErrorNotification(this.ctx.db, this.report.id);
      if (within(notified?.end_dttm, this.report.grace_period)) return;
      await this.log.transition(ReportState.ERROR, await this.notifyOwners(messageOf(err)));
    }
  }

  private async success(): Promise<void> {
    if (this.isAlert) {
      const success = await lastSuccess(this.ctx.db, this.report.id);
      if (within(success?.end_dttm, this.report.grace_period))
        return this.log.transition(ReportState.GRACE, Messages.GRACE_PERIOD);
    }
    await this.log.transition(ReportState.WORKING);
    if (this.isAlert) {
      try {
        if (!(await this.alertFires())) return;
      } catch (err) {
        await this.log.transition(ReportState.ERROR, await this.notifyOwners(messageOf(err)));
        return;
      }
    }
    try {
      await this.send();
      await this.log.transition(ReportState.SUCCESS);
    } catch (err) {
      await this.log.transition(ReportState.ERROR, messageOf(err));
    }
  }

  /** Evaluates the alert as its executor; not met: Not triggered is recorded. */
  private async alertFires(): Promise<boolean> {
    const executor = await resolveExecutor(this.ctx.db, this.report);
    const outcome = await evaluateAlert(this.ctx, this.report, executor);
    this.log.setValue(outcome.value, outcome.valueRowJson);
    if (!outcome.triggered) await this.log.transition(ReportState.NOOP);
    return outcome.triggered;
  }

  private async send(): Promise<void> {
    const executor = await resolveExecutor(this.ctx.db, this.report);
    const content = await buildContent(this.ctx, this.report, executor, this.log.executionId);
    await sendAll(this.deps.notificationFor, await recipientsOf(this.ctx.db, this.report.id), content);
  }

  /** Mails the error to the owners; the log's error_message: the marker, or why the mail failed. */
  private async notifyOwners(message: string): Promise<string> {
    const r = this.report;
    try {
      await sendAll(this.deps.notificationFor, await ownerRecipients(this.ctx.db, r.id), {
        name: `Error occurred for ${r.type}: ${r.name}`,
        description: null,
        url: reportUrl(this.ctx, r),
        error: message,
        header: headerOf(r, this.log.executionId),
      });
      return ERROR_NOTIFICATION_MARKER;
    } catch (err) {
      return messageOf(err) || message;
    }
  }
}

/** The `reports.execute` job: runs the claimed (report, scheduled time) once. */
export async function executeReport(ctx: AppContext, deps: ReportDeps, job: ExecuteJob): Promise<void> {
  const scheduled = scheduledKey(job.scheduledDttm);
  // The scheduler claimed it before enqueueing; a job enqueued otherwise claims it here.
  if (!(await findClaim(ctx.db, job.reportId, scheduled))) await claimRun(ctx.db, job.reportId, scheduled);
  const claim = await findClaim(ctx.db, job.reportId, scheduled);
  if (!claim || claim.finished) return;
  const report = await findReport(ctx.db, job.reportId);
  if (!report) return;
  const run = new ReportRun(ctx, deps, new RunLog(ctx.db, report, scheduled, claim.executionId));
  try {
    await run.next();
  } finally {
    await finishClaim(ctx.db, claim.executionId);
  }
}
