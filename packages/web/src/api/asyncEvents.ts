/**
 * Global async queries in the web app (spec §4 "Async jobs", §9): a 202 chart-data answer is a job,
 * awaited until an event of it arrives on the caller's channel — polled with
 * `GET /api/v1/async_event/?last_id=` every GLOBAL_ASYNC_QUERIES_POLLING_DELAY ms while some job is
 * awaited. A `done` event's result is fetched from its `result_url`; an `error` event rejects with its
 * errors. An event nobody awaits yet (its 202 may still be on the way) is tried again up to 6 times,
 * 100 ms × the attempt apart, then dropped with a warning. The last event id is kept in browser
 * storage, so a reload does not replay old events. When the server's GLOBAL_ASYNC_QUERIES_TRANSPORT
 * is `ws`, events come over one WebSocket instead (asyncEventsSocket.ts), and polling takes over if
 * the socket cannot be opened.
 */
import type { ChartDataResponse, ChartDataResult } from '@meridian/core';
import { AsyncEventSocket, browserEventSocket, type OpenEventSocket } from './asyncEventsSocket';
import { ApiError, request } from './client';
import { normalizeError } from './errors';

/** A job as a 202 answers it (Superset's job metadata). */
export interface AsyncJob {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: string;
  errors: unknown[];
  result_url: string | null;
}

export type AsyncEvent = AsyncJob & { id: string };

export const LAST_EVENT_ID_KEY = 'last_async_event_id';
export const MAX_RETRIES = 6;
export const RETRY_DELAY_MS = 100;
export const DEFAULT_POLLING_DELAY_MS = 500;

/** GLOBAL_ASYNC_QUERIES_TRANSPORT: polling is the default, as in Superset. */
export type AsyncTransport = 'polling' | 'ws';

export interface AsyncEventDeps {
  fetchEvents(lastId: string | null): Promise<AsyncEvent[]>;
  fetchResult(url: string): Promise<ChartDataResult[]>;
  pollingDelayMs(): Promise<number>;
  /** The server's transport; polling when absent. */
  transport?(): Promise<AsyncTransport>;
  /** Opens the event socket (the ws transport). */
  openSocket?: OpenEventSocket;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  warn(message: string, ...args: unknown[]): void;
}

type Listener = (event: AsyncEvent) => void;

const abortError = () => new DOMException('The job is no longer awaited', 'AbortError');

export class AsyncEventClient {
  private readonly listeners = new Map<string, Listener>();
  private readonly retries = new Map<string, number>();
  private lastId: string | null;
  private polling = false;
  /** The event socket while the ws transport is used. */
  private socket: AsyncEventSocket | null = null;
  private transport: AsyncTransport | 'choosing' | null = null;

  constructor(private readonly deps: AsyncEventDeps) {
    this.lastId = readStorage(deps.storage);
  }

  /** Resolves with the job's results once its `done` event arrives; rejects on `error` or abort. */
  waitForAsyncData(job: AsyncJob, signal?: AbortSignal): Promise<ChartDataResult[]> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const onAbort = () => {
        this.listeners.delete(job.job_id);
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.listeners.set(job.job_id, (event) => {
        this.listeners.delete(job.job_id);
        signal?.removeEventListener('abort', onAbort);
        if (event.status === 'done' && event.result_url) {
          this.deps.fetchResult(event.result_url).then(resolve, reject);
        } else if (event.status === 'error') {
          reject(new ApiError(normalizeError({ errors: event.errors, message: firstMessage(event.errors) })));
        } else {
          this.deps.warn('received event with status', event.status);
          reject(new ApiError(normalizeError(`Unexpected job status: ${event.status}`)));
        }
      });
      this.follow();
    });
  }

  /** Hands each event to its job's listener, or tries it again later; remembers the last id. */
  processEvents(events: AsyncEvent[]): void {
    for (const event of events) {
      this.dispatch(event);
      this.setLastId(event.id);
    }
  }

  /** Jobs awaited now (tests). */
  get waiting(): number {
    return this.listeners.size;
  }

  private dispatch(event: AsyncEvent): void {
    const listener = this.listeners.get(event.job_id);
    if (listener) {
      this.retries.delete(event.job_id);
      listener(event);
      return;
    }
    const attempt = (this.retries.get(event.job_id) ?? 0) + 1;
    if (attempt > MAX_RETRIES) {
      this.retries.delete(event.job_id);
      this.deps.warn('listener not found for job_id', event.job_id);
      return;
    }
    this.retries.set(event.job_id, attempt);
    setTimeout(() => this.dispatch(event), RETRY_DELAY_MS * attempt);
  }

  private setLastId(id: string): void {
    this.lastId = id;
    try {
      this.deps.storage?.setItem(LAST_EVENT_ID_KEY, id);
    } catch {
      // Storage full or denied: the id is still kept in memory.
    }
  }

  /** Follows the channel by the server's transport: its socket (kept open), else polling. */
  private follow(): void {
    if (this.transport === 'polling' || !this.deps.transport || !this.deps.openSocket) {
      this.startPolling();
      return;
    }
    if (this.transport === 'ws') {
      this.socket?.connect();
      return;
    }
    if (this.transport === 'choosing') return;
    this.transport = 'choosing';
    void this.deps.transport().then(
      (transport) => this.useTransport(transport),
      () => this.useTransport('polling'),
    );
  }

  private useTransport(transport: AsyncTransport): void {
    this.transport = transport;
    if (transport === 'ws') {
      this.socket = new AsyncEventSocket({
        open: this.deps.openSocket!,
        lastId: () => this.lastId,
        onEvent: (event) => this.processEvents([event]),
        onFallback: () => {
          this.socket = null;
          this.useTransport('polling');
        },
        warn: (message, ...args) => this.deps.warn(message, ...args),
      });
      this.socket.connect();
    } else if (this.listeners.size > 0) this.startPolling();
  }

  /** Polls while some job is awaited; one loop at a time. */
  private startPolling(): void {
    if (this.polling) return;
    this.polling = true;
    void (async () => {
      try {
        while (this.listeners.size > 0) {
          await sleep(await this.deps.pollingDelayMs());
          if (this.listeners.size === 0) break;
          try {
            this.processEvents(await this.deps.fetchEvents(this.lastId));
          } catch (e) {
            // A stored id the server refuses (400 naming last_id) is forgotten; anything else is retried.
            if (e instanceof ApiError && e.status === 400) {
              this.lastId = null;
              this.deps.storage?.removeItem(LAST_EVENT_ID_KEY);
            }
            this.deps.warn('fetching async events failed', e);
          }
        }
      } finally {
        this.polling = false;
      }
    })();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function firstMessage(errors: unknown[]): string | undefined {
  const first = errors[0] as { message?: unknown } | undefined;
  return typeof first?.message === 'string' ? first.message : undefined;
}

function readStorage(storage: AsyncEventDeps['storage']): string | null {
  try {
    const id = storage?.getItem(LAST_EVENT_ID_KEY) ?? null;
    // Anything but a stream id would only be refused by the server.
    return id !== null && /^\d+-\d+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

interface AsyncSettings {
  pollingDelayMs: number;
  transport: AsyncTransport;
}

let settings: Promise<AsyncSettings> | null = null;

/** GLOBAL_ASYNC_QUERIES_POLLING_DELAY and _TRANSPORT from the server's bootstrap settings (asked once). */
function serverSettings(): Promise<AsyncSettings> {
  settings ??= request<{ conf?: Record<string, unknown> }>('/api/v1/feature_flags/').then(
    (r) => {
      const delay = r.conf?.GLOBAL_ASYNC_QUERIES_POLLING_DELAY;
      return {
        pollingDelayMs: typeof delay === 'number' && delay > 0 ? delay : DEFAULT_POLLING_DELAY_MS,
        transport: r.conf?.GLOBAL_ASYNC_QUERIES_TRANSPORT === 'ws' ? 'ws' : 'polling',
      };
    },
    () => ({ pollingDelayMs: DEFAULT_POLLING_DELAY_MS, transport: 'polling' }),
  );
  return settings;
}

const browserStorage = () => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

let client: AsyncEventClient | null = null;

/** The page's one client (one channel per session, one polling loop or socket). */
export function asyncEventClient(): AsyncEventClient {
  client ??= new AsyncEventClient({
    fetchEvents: async (lastId) =>
      (
        await request<{ result: AsyncEvent[] }>(
          `/api/v1/async_event/${lastId ? `?last_id=${encodeURIComponent(lastId)}` : ''}`,
        )
      ).result,
    fetchResult: async (url) => (await request<ChartDataResponse>(url)).result,
    pollingDelayMs: async () => (await serverSettings()).pollingDelayMs,
    transport: async () => (await serverSettings()).transport,
    openSocket: browserEventSocket,
    storage: browserStorage(),
    warn: (message, ...args) => console.warn(message, ...args),
  });
  return client;
}
