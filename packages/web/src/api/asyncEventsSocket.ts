/**
 * The WebSocket transport of global async queries (GLOBAL_ASYNC_QUERIES_TRANSPORT=ws; spec §4, §9):
 * one socket per page on `/api/v1/async_event/ws` of the app's own origin (the session cookie goes
 * with it), opened with `?last_id=` of the last event seen so a reconnect resumes where the previous
 * socket stopped. Each message is one event, as the polling endpoint answers it. A socket that closes
 * is reopened after 2.5 s; after 6 reconnects in a row that never opened, the page falls back to
 * polling (Superset's behaviour).
 */
import type { AsyncEvent } from './asyncEvents';

export const ASYNC_EVENT_WS_PATH = '/api/v1/async_event/ws';
export const WS_MAX_RETRIES = 6;
export const WS_RETRY_DELAY_MS = 2500;

/** What the transport uses of a browser WebSocket. */
export interface EventSocket {
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  close(): void;
}

export type OpenEventSocket = (lastId: string | null) => EventSocket;

export interface AsyncEventSocketDeps {
  open: OpenEventSocket;
  /** The last event id seen now (a reconnect resumes after it). */
  lastId(): string | null;
  onEvent(event: AsyncEvent): void;
  /** The socket could not be (re)opened 6 times in a row: use polling from now on. */
  onFallback(): void;
  warn(message: string, ...args: unknown[]): void;
}

export class AsyncEventSocket {
  private socket: EventSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private stopped = false;

  constructor(private readonly deps: AsyncEventSocketDeps) {}

  /** Opens the socket unless it is open, opening or waiting to reconnect. */
  connect(): void {
    if (this.socket || this.retryTimer || this.stopped) return;
    const socket = this.deps.open(this.deps.lastId());
    this.socket = socket;
    socket.onopen = () => {
      this.retries = 0;
    };
    socket.onmessage = ({ data }) => {
      try {
        this.deps.onEvent(JSON.parse(String(data)) as AsyncEvent);
      } catch (e) {
        this.deps.warn('unreadable async event message', e);
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (this.retries >= WS_MAX_RETRIES) {
        this.stopped = true;
        this.deps.warn('async event socket unavailable: falling back to polling');
        this.deps.onFallback();
        return;
      }
      this.retries += 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.connect();
      }, WS_RETRY_DELAY_MS);
    };
  }

  /** Closes the socket for good. */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }
}

/** The browser's socket on the app's own origin. */
export const browserEventSocket: OpenEventSocket = (lastId) => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
  const ws = new WebSocket(`${scheme}://${window.location.host}${ASYNC_EVENT_WS_PATH}${query}`);
  const socket: EventSocket = { onopen: null, onmessage: null, onclose: null, close: () => ws.close() };
  ws.onopen = () => socket.onopen?.();
  ws.onmessage = (message) => socket.onmessage?.({ data: message.data });
  ws.onclose = () => socket.onclose?.();
  return socket;
};
