/**
 * The action log's background work, where jobs run (jobs/handlers.ts): the prune job, and a timer
 * that enqueues it once a day at midnight UTC (the job id is the day, so processes ticking the
 * same midnight add one job).
 */
import type { AppContext } from '../context.js';
import { LOG_PRUNE_JOB, pruneLogs } from './prune.js';

const DAY_MS = 86_400_000;
const timers = new WeakMap<AppContext, NodeJS.Timeout>();

export function registerLogJobs(ctx: AppContext, days = ctx.config.logRetentionDays): void {
  ctx.jobs.process(LOG_PRUNE_JOB, async () => {
    await pruneLogs(ctx.db, days);
  });
  scheduleDailyPrune(ctx);
}

function scheduleDailyPrune(ctx: AppContext): void {
  stopLogPrune(ctx);
  const delay = DAY_MS - (Date.now() % DAY_MS) + 1000;
  const timer = setTimeout(() => {
    const day = new Date().toISOString().slice(0, 10);
    ctx.jobs.enqueue(LOG_PRUNE_JOB, {}, { jobId: `activity-log-prune-${day}` }).catch(() => {});
    scheduleDailyPrune(ctx);
  }, delay);
  // The timer alone does not keep a process alive.
  timer.unref();
  timers.set(ctx, timer);
}

export function stopLogPrune(ctx: AppContext): void {
  const timer = timers.get(ctx);
  if (timer) clearTimeout(timer);
  timers.delete(ctx);
}
