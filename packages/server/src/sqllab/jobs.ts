/** SQL Lab's background job: an async query, run where jobs run (jobs/handlers.ts). */
import type { AppContext } from '../context.js';
import { runStoredQuery } from './execute.js';
import { FINISHED, findQuery } from './query-record.js';
import { EXECUTE_JOB, type ExecuteJob, type SqlLab } from './service.js';

export function registerSqlLabJobs(ctx: AppContext, sqlLab: SqlLab): void {
  ctx.jobs.process<ExecuteJob>(EXECUTE_JOB, async ({ queryId }) => {
    // A job delivered again (its worker died after the query finished) does not run it twice.
    const row = await findQuery(ctx.db, queryId);
    if (row && FINISHED.has(row.status)) return;
    await runStoredQuery(sqlLab.deps, queryId, { timeoutMs: ctx.config.sqllabAsyncTimeLimitMs });
  });
}
