/**
 * The job queue on Redis (BullMQ), used when REDIS_URL is set: web processes enqueue, `meridian worker`
 * processes run the handlers. One BullMQ queue per job name (decision 0017): a worker consumes only the
 * kinds it registered, and each kind has its own concurrency, retry and stall settings.
 *
 * - Retries: a throwing handler is retried `attempts` times in all, with exponential backoff.
 * - Stalled jobs: a job whose worker died (its lock expired) goes back to waiting at the next stalled
 *   check of a live worker, at most `maxStalledCount` times.
 * - De-duplication: `jobId` is BullMQ's job id; a second add with the id of a job not yet finished is
 *   ignored. Finished jobs are removed, so an id can be used again afterwards (as the in-process queue).
 * - `close()` stops taking jobs and waits for the running ones (BullMQ's graceful worker close).
 */
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobHandler, JobInfo, JobQueue } from './queue.js';

export interface BullMqQueueOptions {
  redisUrl: string;
  /** Namespaces every key of the deployment (BullMQ's prefix), e.g. "meridian". */
  prefix: string;
  /** Jobs of one name a worker process runs at the same time. */
  concurrency?: number;
  /** Runs of a failing job in all (first run included). */
  attempts?: number;
  /** The first retry's delay; each next one doubles it. */
  backoffMs?: number;
  /** How often a worker looks for jobs whose worker died, and how long a job's lock lasts. */
  stalledIntervalMs?: number;
  lockDurationMs?: number;
  /** Times a job may be found stalled before it fails. */
  maxStalledCount?: number;
  /** A job's final failure (after its last attempt). */
  onError?: (err: unknown, job: JobInfo) => void;
}

export const JOB_DEFAULTS = {
  concurrency: 4,
  attempts: 3,
  backoffMs: 2000,
  stalledIntervalMs: 30_000,
  lockDurationMs: 30_000,
  maxStalledCount: 1,
} as const;

/** States in which a job still has to run (or is running). */
const UNFINISHED = ['wait', 'active', 'delayed', 'prioritized', 'waiting-children'] as const;

export class BullMqQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, Worker>();
  private readonly connection: ConnectionOptions;
  private closed = false;

  constructor(private readonly options: BullMqQueueOptions) {
    // BullMQ requires maxRetriesPerRequest null on its blocking connections.
    this.connection = { url: options.redisUrl, maxRetriesPerRequest: null };
  }

  process<P>(name: string, handler: JobHandler<P>): void {
    if (this.closed) throw new Error('The job queue is closed');
    if (this.workers.has(name)) throw new Error(`A handler of ${name} is already registered`);
    const o = { ...JOB_DEFAULTS, ...this.options };
    const worker = new Worker(
      name,
      async (job: Job) => {
        await handler(job.data as P, { id: String(job.id), name: job.name, attempt: job.attemptsMade + 1 });
      },
      {
        connection: this.connection,
        prefix: this.options.prefix,
        concurrency: o.concurrency,
        stalledInterval: o.stalledIntervalMs,
        lockDuration: o.lockDurationMs,
        maxStalledCount: o.maxStalledCount,
      },
    );
    worker.on('failed', (job, err) => {
      if (!job) return;
      const last = job.attemptsMade >= (job.opts.attempts ?? 1);
      if (last) this.options.onError?.(err, { id: String(job.id), name, attempt: job.attemptsMade });
    });
    // Connection errors are retried by the client; without a listener Node would throw them.
    worker.on('error', (err) => this.options.onError?.(err, { id: '', name, attempt: 0 }));
    this.workers.set(name, worker);
  }

  async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<string> {
    if (this.closed) throw new Error('The job queue is closed');
    const o = { ...JOB_DEFAULTS, ...this.options };
    const id = options.jobId ?? randomUUID();
    await this.queue(name).add(name, payload, {
      jobId: id,
      attempts: o.attempts,
      backoff: { type: 'exponential', delay: o.backoffMs },
      removeOnComplete: true,
      removeOnFail: true,
    });
    return id;
  }

  /** Resolves when no queue this process enqueued to or consumes holds an unfinished job. */
  async idle(): Promise<void> {
    for (;;) {
      const names = new Set([...this.queues.keys(), ...this.workers.keys()]);
      let pending = 0;
      for (const name of names) {
        const counts = await this.queue(name).getJobCounts(...UNFINISHED);
        pending += Object.values(counts).reduce((a, b) => a + b, 0);
      }
      if (pending === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Workers first: each waits for its running jobs, then the producers' connections.
    await Promise.all([...this.workers.values()].map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.options.prefix });
      queue.on('error', (err) => this.options.onError?.(err, { id: '', name, attempt: 0 }));
      this.queues.set(name, queue);
    }
    return queue;
  }
}
