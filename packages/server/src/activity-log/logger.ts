/**
 * The event logger (Superset's DBEventLogger): rows of the `logs` table are queued in memory and
 * written in batches, after a short delay or as soon as a batch is full, so logging never blocks or
 * fails the request it logs. A failed write is reported to `onError` and dropped. One logger per
 * application context; `close()` writes what is queued.
 */
import type { Insertable } from 'kysely';
import type { AppContext } from '../context.js';
import type { MetaDb } from '../meta/db.js';
import type { LogTable } from '../meta/schema.js';

export type LogRow = Insertable<LogTable>;

export interface EventLoggerOptions {
  /** Rows written per INSERT, and the queue length that triggers a write at once. */
  batchSize?: number;
  /** How long a row may wait for others before it is written. */
  delayMs?: number;
  /** Rows queued beyond this are dropped (the store is down or far behind). */
  maxQueued?: number;
  onError?: (err: unknown) => void;
}

export class EventLogger {
  private queue: LogRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly batchSize: number;
  private readonly delayMs: number;
  private readonly maxQueued: number;
  onError: (err: unknown) => void;

  constructor(
    private readonly db: MetaDb,
    options: EventLoggerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.delayMs = options.delayMs ?? 1000;
    this.maxQueued = options.maxQueued ?? 100_000;
    this.onError = options.onError ?? (() => {});
  }

  /** Queues rows; returns at once. */
  log(rows: LogRow | LogRow[]): void {
    const list = Array.isArray(rows) ? rows : [rows];
    const room = this.maxQueued - this.queue.length;
    if (list.length > room)
      this.onError(new Error(`action log queue full: ${list.length - room} rows dropped`));
    this.queue.push(...list.slice(0, Math.max(0, room)));
    if (this.queue.length >= this.batchSize) void this.flush();
    else if (!this.timer && this.queue.length > 0) {
      this.timer = setTimeout(() => void this.flush(), this.delayMs);
      this.timer.unref();
    }
  }

  /** Writes everything queued so far; resolves when it is written (or has failed). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.queue;
    this.queue = [];
    this.writing = this.writing.then(() => this.write(rows));
    return this.writing;
  }

  private async write(rows: LogRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += this.batchSize) {
      try {
        await this.db
          .insertInto('logs')
          .values(rows.slice(i, i + this.batchSize))
          .execute();
      } catch (err) {
        this.onError(err);
      }
    }
  }

  get pending(): number {
    return this.queue.length;
  }
}

const loggers = new WeakMap<AppContext, EventLogger>();

/** The context's event logger (created on first use). */
export function eventLogger(ctx: AppContext): EventLogger {
  let logger = loggers.get(ctx);
  if (!logger) {
    logger = new EventLogger(ctx.db);
    loggers.set(ctx, logger);
  }
  return logger;
}
