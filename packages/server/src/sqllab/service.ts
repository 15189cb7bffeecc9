/**
 * SQL Lab's services for one server: the results store, the running queries of this process, the
 * executor, and the enqueuing of async queries on the context's job queue (their handler is
 * registered by the process that runs jobs: sqllab/jobs.ts). `stopQuery` ends a query wherever it runs:
 * the row says "stopped" (workers check it), the local signal interrupts the engine, and the
 * recorded engine cancel id reaches engines whose ids are global.
 */
import type { AppContext } from '../context.js';
import { runStoredQuery, type ExecutorDeps, type RowSink, type RunOutcome } from './execute.js';
import { extraOf, FINISHED, QueryStatus, updateQuery, type QueryRow } from './query-record.js';
import { ResultsStore } from './results-store.js';
import { RunningQueries } from './running.js';

export const EXECUTE_JOB = 'sqllab.execute';

export interface ExecuteJob {
  queryId: number;
}

export interface SqlLab {
  deps: ExecutorDeps;
  results: ResultsStore;
  running: RunningQueries;
  /** Runs a query in this request; `sink` receives the rows as they are read. */
  runInline(queryId: number, sink?: RowSink): Promise<RunOutcome>;
  enqueue(row: QueryRow): Promise<void>;
  /** False when the engine could not be asked to cancel (the row is stopped anyway). */
  stop(row: QueryRow): Promise<boolean>;
}

export function createSqlLab(ctx: AppContext): SqlLab {
  const results = new ResultsStore(ctx.resultCache, ctx.config.sqllabResultsTimeoutSeconds);
  const running = new RunningQueries();
  const deps: ExecutorDeps = {
    db: ctx.db,
    connections: ctx.connections,
    results,
    running,
    sqlMaxRow: ctx.config.sqlMaxRow,
  };
  return {
    deps,
    results,
    running,
    runInline: (queryId, sink) =>
      runStoredQuery(deps, queryId, { timeoutMs: ctx.config.sqllabTimeoutMs, ...(sink && { sink }) }),
    enqueue: async (row) => {
      await ctx.jobs.enqueue<ExecuteJob>(EXECUTE_JOB, { queryId: row.id }, { jobId: row.client_id });
    },
    stop: async (row) => {
      if (FINISHED.has(row.status)) return true;
      await updateQuery(ctx.db, row.id, { status: QueryStatus.STOPPED, end_time: Date.now() });
      if (running.stop(row.client_id)) return true;
      const cancelId = extraOf(row).cancel_query;
      if (!cancelId) return row.status === QueryStatus.PENDING;
      try {
        const connector = await ctx.connections.connector(row.database_id);
        return await connector.cancel(cancelId);
      } catch {
        return false;
      }
    },
  };
}
