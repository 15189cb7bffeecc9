/**
 * Async query events (Superset's GLOBAL_ASYNC_QUERIES): a job's metadata as the 202 answers it, and the
 * events its job appends to the caller's channel when it ends. A channel is an append-only log whose
 * entry ids are Redis stream ids (`<ms>-<seq>`), increasing, so `last_id` resumes after what a client
 * has already seen. The in-process store serves the embedded default (no Redis); the Redis store
 * (redis-events.ts) is shared by every web process and worker of a deployment.
 */
import { invalidField } from '../domain-errors.js';

export type JobStatus = 'pending' | 'running' | 'done' | 'error';

/** Superset's job metadata (`build_job_metadata`): the 202 body, and the body of each event. */
export interface JobMetadata {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: JobStatus;
  errors: unknown[];
  result_url: string | null;
}

/** An event as `GET /api/v1/async_event/` answers it: the job's metadata with the entry id. */
export type AsyncEvent = JobMetadata & { id: string };

export interface AsyncEventStore {
  /** Appends an event to the channel; resolves with its id. */
  add(channelId: string, event: JobMetadata): Promise<string>;
  /** The channel's events after `lastId` (all, from the oldest kept, when null), oldest first. */
  read(channelId: string, lastId: string | null): Promise<AsyncEvent[]>;
  /** Whether the channel's recent events hold one of the job (a redelivered job need not run again). */
  hasJob(channelId: string, jobId: string): Promise<boolean>;
  /**
   * Calls `onEvents` with the events appended to the channel from now on (in order, possibly in
   * batches) until the returned function is called; resolves once listening. Events added before it
   * resolves may be delivered too (a subscriber skips what it has seen by id, subscription.ts).
   */
  listen(channelId: string, onEvents: (events: AsyncEvent[]) => void): Promise<() => void>;
  close?(): Promise<void>;
}

/** Events kept per channel (Superset's GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT). */
export const STREAM_LIMIT = 1000;
/** Events one read answers at most (Superset's MAX_EVENT_COUNT). */
export const MAX_EVENT_COUNT = 100;
/** A channel nobody wrote to for this long is dropped. */
export const CHANNEL_TTL_SECONDS = 24 * 3600;

const STREAM_ID = /^(\d{1,15})-(\d{1,15})$/;

/** The `last_id` query parameter: absent or empty is null; anything but a stream id is a 400 naming it. */
export function parseLastId(raw: unknown): string | null {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !STREAM_ID.test(raw))
    throw invalidField('last_id', 'Not a valid event id (expected <milliseconds>-<sequence>)');
  return raw;
}

const idParts = (id: string): [number, number] => {
  const m = STREAM_ID.exec(id)!;
  return [Number(m[1]), Number(m[2])];
};

/** Whether stream id `a` comes after stream id `b`. */
export const isAfter = (a: string, b: string) => {
  const [am, as] = idParts(a);
  const [bm, bs] = idParts(b);
  return am > bm || (am === bm && as > bs);
};

interface Channel {
  events: AsyncEvent[];
  touched: number;
}

type Listener = (events: AsyncEvent[]) => void;

/** The in-process store: one bounded list per channel, ids from the clock as Redis makes them. */
export class MemoryAsyncEventStore implements AsyncEventStore {
  private readonly channels = new Map<string, Channel>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private lastMs = 0;
  private seq = 0;
  private swept = 0;

  constructor(
    private readonly limit = STREAM_LIMIT,
    private readonly ttlMs = CHANNEL_TTL_SECONDS * 1000,
  ) {}

  private nextId(): string {
    const now = Date.now();
    if (now > this.lastMs) {
      this.lastMs = now;
      this.seq = 0;
    } else this.seq += 1;
    return `${this.lastMs}-${this.seq}`;
  }

  add(channelId: string, event: JobMetadata): Promise<string> {
    const now = Date.now();
    // Abandoned channels go, at most once a minute.
    if (now - this.swept > 60_000) {
      this.swept = now;
      for (const [key, ch] of this.channels) if (now - ch.touched > this.ttlMs) this.channels.delete(key);
    }
    let channel = this.channels.get(channelId);
    if (!channel) this.channels.set(channelId, (channel = { events: [], touched: now }));
    const id = this.nextId();
    const added = { id, ...event };
    channel.events.push(added);
    channel.touched = now;
    if (channel.events.length > this.limit) channel.events.splice(0, channel.events.length - this.limit);
    for (const listener of this.listeners.get(channelId) ?? []) {
      try {
        listener([added]);
      } catch {
        // A subscriber's failure is its own: the event is stored for every other reader.
      }
    }
    return Promise.resolve(id);
  }

  read(channelId: string, lastId: string | null): Promise<AsyncEvent[]> {
    const events = this.channels.get(channelId)?.events ?? [];
    const fresh = lastId === null ? events : events.filter((e) => isAfter(e.id, lastId));
    return Promise.resolve(fresh.slice(0, MAX_EVENT_COUNT));
  }

  hasJob(channelId: string, jobId: string): Promise<boolean> {
    const events = this.channels.get(channelId)?.events ?? [];
    return Promise.resolve(events.slice(-MAX_EVENT_COUNT).some((e) => e.job_id === jobId));
  }

  listen(channelId: string, onEvents: Listener): Promise<() => void> {
    let set = this.listeners.get(channelId);
    if (!set) this.listeners.set(channelId, (set = new Set()));
    // A wrapper per call: the same function may listen twice and stop once.
    const listener: Listener = (events) => onEvents(events);
    set.add(listener);
    return Promise.resolve(() => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(channelId) === set) this.listeners.delete(channelId);
    });
  }
}
