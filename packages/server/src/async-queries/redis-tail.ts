/**
 * Live reading of channel streams on Redis for this process's WebSocket subscribers (decision 0021):
 * one `XREAD BLOCK` loop over the streams of every channel some socket of this process listens to, on
 * one connection of its own (a blocked connection can do nothing else) — one per process, whatever the
 * number of sockets. Each channel keeps the id of the last entry read, so nothing appended after a
 * channel started being listened to is missed. A channel that starts being listened to wakes the
 * blocked read (`CLIENT UNBLOCK` from the store's own connection) so the next read includes it.
 */
import { Redis } from 'ioredis';
import { isAfter, MAX_EVENT_COUNT, type AsyncEvent } from './events.js';

/** A stream entry as ioredis answers it: [id, [field, value, …]]. */
export type StreamEntry = [string, string[]];

type Listener = (events: AsyncEvent[]) => void;

interface Tailed {
  /** The id of the last entry read (exclusive start of the next read). */
  cursor: string;
  listeners: Set<Listener>;
}

export interface StreamTailDeps {
  redisUrl: string;
  /** The store's connection: reads the current end of a stream and unblocks the loop. */
  command: () => Redis;
  keyOf: (channelId: string) => string;
  parse: (entry: StreamEntry) => AsyncEvent | null;
  /** How long one read blocks (the loop re-reads after it; a new channel unblocks it sooner). */
  blockMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class RedisStreamTail {
  private readonly channels = new Map<string, Tailed>();
  private reader: Redis | null = null;
  private readerId: string | null = null;
  private running: Promise<void> | null = null;
  /** Whether the loop runs; cleared in the same step that sees no channel left. */
  private looping = false;
  /** Bumped before each read: an unblock aimed at one read never hits the next. */
  private round = 0;
  private blocked = false;
  private closed = false;

  constructor(private readonly deps: StreamTailDeps) {}

  /** Calls `onEvents` with each batch appended to the channel after this resolves, until stopped. */
  async listen(channelId: string, onEvents: Listener): Promise<() => void> {
    if (this.closed) throw new Error('The async event store is closed');
    let tailed = this.channels.get(channelId);
    let added = false;
    if (!tailed) {
      const last = (await this.deps
        .command()
        .xrevrange(this.deps.keyOf(channelId), '+', '-', 'COUNT', 1)) as StreamEntry[];
      tailed = this.channels.get(channelId);
      if (!tailed) {
        tailed = { cursor: last[0]?.[0] ?? '0-0', listeners: new Set() };
        this.channels.set(channelId, tailed);
        added = true;
      }
    }
    const listener: Listener = (events) => onEvents(events);
    const entry = tailed;
    entry.listeners.add(listener);
    if (added) this.wake();
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && this.channels.get(channelId) === entry)
        this.channels.delete(channelId);
    };
  }

  /** Channels listened to now (tests). */
  get channelCount(): number {
    return this.channels.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.channels.clear();
    this.reader?.disconnect();
    await this.running;
  }

  private wake(): void {
    if (!this.looping) {
      this.looping = true;
      this.running = this.loop();
      return;
    }
    void this.unblock(this.round);
  }

  /** Ends the read of `round` if it is still blocked; retried briefly while it has not reached Redis. */
  private async unblock(round: number): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (round !== this.round || !this.blocked || this.readerId === null) return;
      const done = await this.deps
        .command()
        .client('UNBLOCK', this.readerId)
        .catch(() => 0);
      if (Number(done) > 0) return;
      await sleep(10);
    }
  }

  private connectReader(): Redis {
    if (!this.reader) {
      const reader = new Redis(this.deps.redisUrl, { maxRetriesPerRequest: 3, lazyConnect: true });
      reader.on('error', () => {});
      // A new connection has a new client id; it is asked again before the next read.
      reader.on('ready', () => (this.readerId = null));
      this.reader = reader;
    }
    return this.reader;
  }

  private async loop(): Promise<void> {
    let failures = 0;
    for (;;) {
      if (this.closed || this.channels.size === 0) {
        this.looping = false;
        return;
      }
      try {
        const reader = this.connectReader();
        this.readerId ??= String(await reader.client('ID'));
        const names = [...this.channels.keys()];
        const byKey = new Map(names.map((n) => [this.deps.keyOf(n), n]));
        const cursors = names.map((n) => this.channels.get(n)!.cursor);
        this.round += 1;
        this.blocked = true;
        const reply = await reader.xread(
          'COUNT',
          MAX_EVENT_COUNT,
          'BLOCK',
          this.deps.blockMs ?? 5000,
          'STREAMS',
          ...byKey.keys(),
          ...cursors,
        );
        this.blocked = false;
        failures = 0;
        for (const [key, entries] of reply ?? []) this.deliver(byKey.get(key), entries);
      } catch {
        this.blocked = false;
        if (this.closed) continue;
        // Redis away: try again, backing off up to 2 s.
        failures += 1;
        await sleep(Math.min(2000, 100 * 2 ** failures));
      }
    }
  }

  private deliver(channelId: string | undefined, entries: StreamEntry[]): void {
    const tailed = channelId === undefined ? undefined : this.channels.get(channelId);
    const last = entries.at(-1)?.[0];
    if (!tailed || last === undefined) return;
    if (isAfter(last, tailed.cursor)) tailed.cursor = last;
    const events = entries.map(this.deps.parse).filter((e): e is AsyncEvent => e !== null);
    if (!events.length) return;
    for (const listener of [...tailed.listeners]) {
      try {
        listener(events);
      } catch {
        // One subscriber's failure does not stop the others.
      }
    }
  }
}
