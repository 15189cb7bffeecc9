/**
 * The background job contract: named jobs with a JSON payload, run by registered handlers. The
 * in-process queue implements it now; a BullMQ queue on Redis (REDIS_URL) can implement the same
 * interface so `meridian worker` processes run the jobs: payloads are plain JSON and handlers
 * read everything else from the metadata store, never from the enqueuing process's memory.
 */

export interface JobInfo {
  id: string;
  name: string;
  /** Attempt number, from 1. */
  attempt: number;
}

export type JobHandler<P> = (payload: P, job: JobInfo) => Promise<void>;

export interface EnqueueOptions {
  /** A stable id (e.g. the query's client id); a second job with the same id is not added. */
  jobId?: string;
}

export interface JobQueue {
  /** Registers the handler of `name` (in a worker, or in the server when it runs jobs itself). */
  process<P>(name: string, handler: JobHandler<P>): void;
  /** Adds a job; resolves with its id once it is queued (not when it has run). */
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<string>;
  /** Resolves when no job is waiting or running (tests, graceful shutdown). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}
