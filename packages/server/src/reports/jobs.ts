/** The report jobs, run where jobs run (jobs/handlers.ts): a scheduled run, and the daily log prune. */
import type { AppContext } from '../context.js';
import { EXECUTE_JOB, executeReport, type ExecuteJob, type ReportDeps } from './execute.js';
import { notificationFor } from './notifications/index.js';
import { PRUNE_JOB, pruneReportLogs } from './prune.js';

/** Notifications from the deployment's settings (SMTP, webhook signing). */
export const reportDepsOf = (ctx: AppContext): ReportDeps => ({
  notificationFor: (recipient) => notificationFor(ctx, recipient),
});

export function registerReportJobs(ctx: AppContext, deps: ReportDeps = reportDepsOf(ctx)): void {
  ctx.jobs.process<ExecuteJob>(EXECUTE_JOB, (job) => executeReport(ctx, deps, job));
  ctx.jobs.process(PRUNE_JOB, async () => {
    await pruneReportLogs(ctx.db);
  });
}
