/**
 * The deployment's job queue: BullMQ on Redis when REDIS_URL is set (web processes enqueue,
 * `meridian worker` processes run the jobs), else the embedded in-process queue (the server runs
 * its jobs itself, as before Redis).
 */
import type { Config } from '../config.js';
import { BullMqQueue } from './bullmq.js';
import { InProcessQueue } from './in-process.js';
import type { JobInfo, JobQueue } from './queue.js';

export interface JobQueueOptions {
  /** Jobs of one name run at the same time (in this process). */
  concurrency?: number;
  onError?: (err: unknown, job: JobInfo) => void;
}

/** Whether the web server runs the jobs it enqueues (no Redis: nobody else would). */
export const serverRunsJobs = (config: Config): boolean => !config.redisUrl;

export function createJobQueue(config: Config, options: JobQueueOptions = {}): JobQueue {
  if (!config.redisUrl) return new InProcessQueue(options);
  return new BullMqQueue({
    redisUrl: config.redisUrl,
    prefix: config.redisKeyPrefix,
    attempts: config.jobAttempts,
    lockDurationMs: config.jobLockMs,
    stalledIntervalMs: config.jobLockMs,
    ...options,
  });
}
