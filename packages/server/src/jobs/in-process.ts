/**
 * The embedded job queue: jobs run in this process, FIFO, at most `concurrency` at a time. A job's
 * failure is logged through `onError` and never reaches the enqueuer (handlers record their own
 * outcome, e.g. a query's status).
 */
import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobHandler, JobInfo, JobQueue } from './queue.js';

interface Pending {
  info: JobInfo;
  payload: unknown;
}

export interface InProcessQueueOptions {
  concurrency?: number;
  onError?: (err: unknown, job: JobInfo) => void;
}

export class InProcessQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly waiting: Pending[] = [];
  private readonly ids = new Set<string>();
  private running = 0;
  private closed = false;
  private idleWaiters: (() => void)[] = [];
  private readonly concurrency: number;

  constructor(private readonly options: InProcessQueueOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? 4);
  }

  process<P>(name: string, handler: JobHandler<P>): void {
    this.handlers.set(name, handler as JobHandler<unknown>);
    this.pump();
  }

  enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<string> {
    if (this.closed) return Promise.reject(new Error('The job queue is closed'));
    const id = options.jobId ?? randomUUID();
    if (this.ids.has(id)) return Promise.resolve(id);
    this.ids.add(id);
    // A copy through JSON, as a queue on Redis would store it.
    this.waiting.push({ info: { id, name, attempt: 1 }, payload: JSON.parse(JSON.stringify(payload)) });
    queueMicrotask(() => this.pump());
    return Promise.resolve(id);
  }

  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await this.idle();
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const index = this.waiting.findIndex((j) => this.handlers.has(j.info.name));
      if (index === -1) break;
      const [job] = this.waiting.splice(index, 1);
      this.run(job!);
    }
    this.notifyIdle();
  }

  private run(job: Pending): void {
    this.running += 1;
    const handler = this.handlers.get(job.info.name)!;
    void handler(job.payload, job.info)
      .catch((err: unknown) => this.options.onError?.(err, job.info))
      .finally(() => {
        this.running -= 1;
        this.ids.delete(job.info.id);
        this.pump();
      });
  }

  private notifyIdle(): void {
    if (this.running > 0 || this.waiting.some((j) => this.handlers.has(j.info.name))) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
