/**
 * The result cache on Redis (REDIS_URL set): shared by every web process and worker of a deployment,
 * so a payload computed anywhere is served everywhere (chart data, SQL Lab results).
 *
 * Keys, under the deployment's prefix:
 * - `<prefix>:cache:v:<key>` — the value: `cachedAt`, a newline, then the payload's JSON text, with
 *   the entry's TTL. A value longer than `maxValueBytes` is not stored (as the in-memory cache keeps
 *   nothing larger than itself).
 * - `<prefix>:cache:tag:<tag>` — a set of the keys stored with the tag; its TTL is raised to the
 *   longest of its entries', so it never outlives them for long. Members whose value expired are
 *   harmless (deleting a missing key is a no-op). An entry overwritten with other tags stays in its
 *   former tags' sets, so invalidating those may drop it too: invalidation errs on the side of a miss.
 */
import { Redis } from 'ioredis';
import type { CachedPayload, ResultCache } from './cache.js';

export interface RedisResultCacheOptions {
  prefix: string;
  /** TTL of entries stored with none (null or 0). */
  defaultTtlSeconds?: number;
  /** Values longer than this (bytes of UTF-8) are not stored. */
  maxValueBytes?: number;
}

export class RedisResultCache implements ResultCache {
  private readonly redis: Redis;
  private readonly defaultTtl: number;
  private readonly maxValueBytes: number;

  constructor(
    redisUrl: string,
    private readonly options: RedisResultCacheOptions,
  ) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    // Reconnection is automatic; commands issued meanwhile fail after their retries.
    this.redis.on('error', () => {});
    this.defaultTtl = options.defaultTtlSeconds ?? 24 * 3600;
    this.maxValueBytes = options.maxValueBytes ?? 64 * 1024 * 1024;
  }

  private valueKey(key: string) {
    return `${this.options.prefix}:cache:v:${key}`;
  }

  private tagKey(tag: string) {
    return `${this.options.prefix}:cache:tag:${tag}`;
  }

  async get(key: string): Promise<CachedPayload | undefined> {
    const text = await this.redis.get(this.valueKey(key));
    if (text === null) return undefined;
    const newline = text.indexOf('\n');
    return { cachedAt: text.slice(0, newline), json: text.slice(newline + 1) };
  }

  async set(
    key: string,
    value: CachedPayload,
    ttlSeconds: number | null,
    tags: readonly string[] = [],
  ): Promise<void> {
    const text = `${value.cachedAt}\n${value.json}`;
    if (Buffer.byteLength(text) > this.maxValueBytes) return;
    const ttl = ttlSeconds && ttlSeconds > 0 ? Math.ceil(ttlSeconds) : this.defaultTtl;
    const multi = this.redis.multi().set(this.valueKey(key), text, 'EX', ttl);
    for (const tag of tags) {
      const tagKey = this.tagKey(tag);
      // A new set gets the entry's TTL (NX); an existing one keeps the longer of both (GT).
      multi.sadd(tagKey, key).expire(tagKey, ttl, 'NX').expire(tagKey, ttl, 'GT');
    }
    await multi.exec();
  }

  async invalidate(keys: readonly string[], tags: readonly string[]): Promise<void> {
    const doomed = new Set(keys);
    for (const tag of tags) for (const key of await this.redis.smembers(this.tagKey(tag))) doomed.add(key);
    const targets = [...[...doomed].map((k) => this.valueKey(k)), ...tags.map((t) => this.tagKey(t))];
    // In batches: one DEL with a huge argument list would block Redis.
    for (let i = 0; i < targets.length; i += 500) await this.redis.del(...targets.slice(i, i + 500));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
