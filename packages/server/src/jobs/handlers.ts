/**
 * The handlers of every background job, registered by whichever process runs the jobs: the web
 * server with the embedded in-process queue, or `meridian worker` with the queue on Redis. Handlers
 * take everything from the payload and the metadata store, never from the enqueuing process.
 * Each feature registers its own jobs in its folder; this is the one list of them.
 */
import { registerLogJobs } from '../activity-log/jobs.js';
import { registerAsyncQueryJobs } from '../async-queries/job.js';
import type { AppContext } from '../context.js';
import { registerReportJobs } from '../reports/jobs.js';
import { registerSqlLabJobs } from '../sqllab/jobs.js';
import type { SqlLab } from '../sqllab/service.js';
import { registerThumbnailJobs } from '../thumbnails/jobs.js';

export interface JobServices {
  sqlLab: SqlLab;
}

export function registerJobHandlers(ctx: AppContext, services: JobServices): void {
  registerSqlLabJobs(ctx, services.sqlLab);
  registerReportJobs(ctx);
  registerAsyncQueryJobs(ctx);
  registerThumbnailJobs(ctx);
  registerLogJobs(ctx);
}
