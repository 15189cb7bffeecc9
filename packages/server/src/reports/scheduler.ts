/**
 * The report scheduler (Superset's reports.scheduler beat task): each minute, every active schedule
 * whose crontab (in its timezone) fired since the window's start gets one `reports.execute` job for
 * that fire time. It runs in every process that runs jobs — the web server without Redis, each
 * `meridian worker` with it — and any number of them may tick the same minute: a run is enqueued only
 * by the process whose claim row (report, scheduled time) was inserted (decision 0021).
 * At midnight UTC it also enqueues the log prune.
 */
import type { AppContext } from '../context.js';
import { claimRun, scheduledKey } from './claims.js';
import { fireTimes } from './cron.js';
import { EXECUTE_JOB, type ExecuteJob } from './execute.js';
import { PRUNE_JOB } from './prune.js';

/**
 * How far back a tick looks: two minutes, so a tick that comes late (a busy event loop, a restart
 * within the minute) still sees the fire time; the claim keeps a time seen twice from running twice.
 */
export const WINDOW_MS = 120_000;
const MINUTE_MS = 60_000;
/** Ticks just after the minute starts, so the minute's fire time is already in the window. */
const TICK_OFFSET_MS = 50;

const jobIdOf = (reportId: number, at: Date) => `report-${reportId}-${at.getTime()}`;

export interface SchedulerOptions {
  onError?: (err: unknown) => void;
}

export class ReportScheduler {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: SchedulerOptions = {},
  ) {}

  /** Enqueues the runs due at `now`; the (report, scheduled time) pairs this process claimed. */
  async tick(now = new Date()): Promise<ExecuteJob[]> {
    if (!this.ctx.config.features.ALERT_REPORTS) return [];
    const from = new Date(now.getTime() - WINDOW_MS);
    const schedules = await this.ctx.db
      .selectFrom('report_schedule')
      .select(['id', 'crontab', 'timezone', 'created_on'])
      .where('active', '=', 1)
      .orderBy('id')
      .execute();
    const claimed: ExecuteJob[] = [];
    for (const s of schedules) {
      // A schedule does not run for fire times before it existed.
      const created = Date.parse(s.created_on);
      for (const at of fireTimes(s.crontab, s.timezone, from, now)) {
        if (at.getTime() < created - MINUTE_MS) continue;
        const job = { reportId: s.id, scheduledDttm: scheduledKey(at) };
        if (!(await claimRun(this.ctx.db, job.reportId, job.scheduledDttm))) continue;
        await this.ctx.jobs.enqueue(EXECUTE_JOB, job, { jobId: jobIdOf(s.id, at) });
        claimed.push(job);
      }
    }
    for (const midnight of fireTimes('0 0 * * *', 'UTC', from, now))
      await this.ctx.jobs.enqueue(PRUNE_JOB, {}, { jobId: `reports-prune-${midnight.getTime()}` });
    return claimed;
  }

  /** Ticks at the start of every minute until stopped. */
  start(): void {
    if (this.timer || this.stopped) return;
    const next = () => {
      const delay = MINUTE_MS - (Date.now() % MINUTE_MS) + TICK_OFFSET_MS;
      this.timer = setTimeout(() => {
        this.ticking = this.tick().catch((err: unknown) => this.options.onError?.(err));
        next();
      }, delay);
      // The timer alone does not keep a process alive.
      this.timer.unref();
    };
    next();
  }

  /** No more ticks; resolves once a running tick has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
  }
}
