/**
 * The async-event sockets open on this process: at most `maxPerChannel` per channel (a channel is one
 * session), a ping every `pingIntervalMs` (a socket that did not answer the previous one is
 * terminated, and one whose session ended is closed), a slow reader closed before its unsent data
 * passes `maxBufferedBytes`, and every socket closed with 1001 when the server shuts down.
 */
import { WebSocket } from 'ws';

export interface SocketLimits {
  maxPerChannel: number;
  pingIntervalMs: number;
  maxBufferedBytes: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  maxPerChannel: 10,
  pingIntervalMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
};

/** Clients send nothing; a frame larger than this closes the socket (1009). */
export const MAX_PAYLOAD_BYTES = 4096;

export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_INTERNAL_ERROR = 1011;
export const CLOSE_TRY_AGAIN_LATER = 1013;

export interface TrackedSocket {
  ws: WebSocket;
  channel: string;
}

interface Entry extends TrackedSocket {
  alive: boolean;
  stillAuthorised: () => Promise<boolean>;
  stop: (() => void) | null;
}

export class AsyncSocketRegistry {
  private readonly byChannel = new Map<string, Set<Entry>>();
  private timer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(private readonly limits: SocketLimits = DEFAULT_SOCKET_LIMITS) {}

  /** Whether one more socket of the channel may open. */
  hasRoom(channel: string): boolean {
    return !this.closing && (this.byChannel.get(channel)?.size ?? 0) < this.limits.maxPerChannel;
  }

  /** Sockets open now. */
  get size(): number {
    let n = 0;
    for (const set of this.byChannel.values()) n += set.size;
    return n;
  }

  /** Tracks an open socket; null (and the socket closed) when its channel is full after all. */
  add(ws: WebSocket, channel: string, stillAuthorised: () => Promise<boolean>): TrackedSocket | null {
    if (!this.hasRoom(channel)) {
      ws.close(CLOSE_TRY_AGAIN_LATER, 'Too many event sockets for this session');
      return null;
    }
    const entry: Entry = { ws, channel, alive: true, stillAuthorised, stop: null };
    let set = this.byChannel.get(channel);
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(entry);
    ws.on('pong', () => (entry.alive = true));
    ws.on('error', () => ws.terminate());
    ws.once('close', () => {
      set.delete(entry);
      if (set.size === 0 && this.byChannel.get(channel) === set) this.byChannel.delete(channel);
      entry.stop?.();
      entry.stop = null;
    });
    this.timer ??= setInterval(() => this.keepAlive(), this.limits.pingIntervalMs).unref();
    return entry;
  }

  /** Hands the socket the function that ends its subscription (run at once if it closed meanwhile). */
  attach(tracked: TrackedSocket, stop: () => void): void {
    const entry = tracked as Entry;
    if (entry.ws.readyState !== WebSocket.OPEN) return stop();
    entry.stop = stop;
  }

  /** Sends a text frame; a reader that lets unsent data pile up is closed instead. */
  send(tracked: TrackedSocket, data: string): void {
    const { ws } = tracked;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount + data.length > this.limits.maxBufferedBytes) {
      ws.close(CLOSE_POLICY_VIOLATION, 'Events are not being read');
      return;
    }
    ws.send(data);
  }

  private keepAlive(): void {
    if (this.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
      return;
    }
    for (const set of this.byChannel.values()) {
      for (const entry of set) {
        if (!entry.alive) {
          entry.ws.terminate();
          continue;
        }
        entry.alive = false;
        entry.ws.ping();
        void entry.stillAuthorised().then(
          (ok) => {
            if (!ok) entry.ws.close(CLOSE_POLICY_VIOLATION, 'Session ended');
          },
          () => {},
        );
      }
    }
  }

  /** Closes every socket (1001) and waits for them, terminating those that linger past `graceMs`. */
  async closeAll(graceMs = 1000): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const all = [...this.byChannel.values()].flatMap((set) => [...set]);
    await Promise.all(
      all.map(
        ({ ws }) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            const late = setTimeout(() => ws.terminate(), graceMs);
            ws.once('close', () => {
              clearTimeout(late);
              resolve();
            });
            ws.close(CLOSE_GOING_AWAY, 'Server shutting down');
          }),
      ),
    );
  }
}
