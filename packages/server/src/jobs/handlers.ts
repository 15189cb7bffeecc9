/**
 * The handlers of every background job, registered by whichever process runs the jobs: the web
 * server with the embedded in-process queue, or `meridian worker` with the queue on Redis. Handlers
 * take everything from the payload and the metadata store, never from the enqueuing process.
 */
import type { AppContext } from '../context.js';
import { runStoredQuery } from '../sqllab/execute.js';
import { FINISHED, findQuery } from '../sqllab/query-record.js';
import { EXECUTE_JOB, type ExecuteJob, type SqlLab } from '../sqllab/service.js';
import type { JobQueue } from './queue.js';

export interface JobServices {
  sqlLab: SqlLab;
}

export function registerJobHandlers(ctx: AppContext, queue: JobQueue, services: JobServices): void {
  queue.process<ExecuteJob>(EXECUTE_JOB, async ({ queryId }) => {
    // A job delivered again (its worker died after the query finished) does not run it twice.
    const row = await findQuery(ctx.db, queryId);
    if (row && FINISHED.has(row.status)) return;
    await runStoredQuery(services.sqlLab.deps, queryId, { timeoutMs: ctx.config.sqllabAsyncTimeLimitMs });
  });
}
