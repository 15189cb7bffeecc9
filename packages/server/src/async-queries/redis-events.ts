/**
 * Async query events on Redis (REDIS_URL set): one stream per channel, `<prefix>:async-events:<channel>`,
 * as Superset keeps them (XADD with an approximate MAXLEN; XRANGE after the client's last id). Every web
 * process reads what any worker wrote. A stream nobody writes to expires after a day. Live listeners
 * (the WebSocket transport) share one blocking reader per process (redis-tail.ts).
 */
import { Redis } from 'ioredis';
import {
  CHANNEL_TTL_SECONDS,
  MAX_EVENT_COUNT,
  STREAM_LIMIT,
  type AsyncEvent,
  type AsyncEventStore,
  type JobMetadata,
} from './events.js';
import { RedisStreamTail, type StreamEntry as Entry } from './redis-tail.js';

const parseEntry = ([id, fields]: Entry): AsyncEvent | null => {
  const i = fields.indexOf('data');
  if (i < 0 || i + 1 >= fields.length) return null;
  try {
    return { id, ...(JSON.parse(fields[i + 1]!) as JobMetadata) };
  } catch {
    return null;
  }
};

export class RedisAsyncEventStore implements AsyncEventStore {
  private readonly redis: Redis;
  private readonly tail: RedisStreamTail;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    private readonly limit = STREAM_LIMIT,
    options: { blockMs?: number } = {},
  ) {
    // Connects on first use: processes that never touch async events open no connection.
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: true });
    this.redis.on('error', () => {});
    this.tail = new RedisStreamTail({
      redisUrl,
      command: () => this.redis,
      keyOf: (channelId) => this.key(channelId),
      parse: parseEntry,
      blockMs: options.blockMs,
    });
  }

  private key(channelId: string) {
    return `${this.prefix}:async-events:${channelId}`;
  }

  async add(channelId: string, event: JobMetadata): Promise<string> {
    const key = this.key(channelId);
    const [[err, id]] = (await this.redis
      .multi()
      .xadd(key, 'MAXLEN', '~', String(this.limit), '*', 'data', JSON.stringify(event))
      .expire(key, CHANNEL_TTL_SECONDS)
      .exec()) as [[Error | null, string]];
    if (err) throw err;
    return id;
  }

  async read(channelId: string, lastId: string | null): Promise<AsyncEvent[]> {
    // "(" makes the start exclusive (Redis 6.2+): the events after the last one seen.
    const start = lastId === null ? '-' : `(${lastId}`;
    const entries = (await this.redis.xrange(
      this.key(channelId),
      start,
      '+',
      'COUNT',
      MAX_EVENT_COUNT,
    )) as Entry[];
    return entries.map(parseEntry).filter((e): e is AsyncEvent => e !== null);
  }

  async hasJob(channelId: string, jobId: string): Promise<boolean> {
    const entries = (await this.redis.xrevrange(
      this.key(channelId),
      '+',
      '-',
      'COUNT',
      MAX_EVENT_COUNT,
    )) as Entry[];
    return entries.some((e) => parseEntry(e)?.job_id === jobId);
  }

  listen(channelId: string, onEvents: (events: AsyncEvent[]) => void): Promise<() => void> {
    return this.tail.listen(channelId, onEvents);
  }

  /** Channels this process reads live now (tests). */
  get listenedChannels(): number {
    return this.tail.channelCount;
  }

  async close(): Promise<void> {
    await this.tail.close();
    if (this.redis.status === 'wait') {
      this.redis.disconnect();
      return;
    }
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
