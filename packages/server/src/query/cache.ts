/**
 * The chart-data result cache: serialized query payloads keyed by a hash of everything that decides
 * the result (compiled SQL and its values, database, security context, post-processing, result type).
 * In process (LRU bounded by bytes) by default; on Redis when REDIS_URL is set (redis-cache.ts, chosen
 * by result-cache.ts), hence the asynchronous interface.
 *
 * Entries may carry tags (the datasource uids, e.g. "3__table", a chart-data payload was computed
 * from), so that `POST /api/v1/cachekey/invalidate` can drop every cached query of a dataset.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedPayload {
  /** The query payload as JSON text, without is_cached/cached_dttm. */
  json: string;
  cachedAt: string;
}

export interface ResultCache {
  get(key: string): Promise<CachedPayload | undefined>;
  /** Stores `value` under `key`; `tags` (datasource uids) let `invalidate` find it by dataset. */
  set(key: string, value: CachedPayload, ttlSeconds: number | null, tags?: readonly string[]): Promise<void>;
  /** Drops the entries under `keys` and every entry stored with one of `tags`. */
  invalidate(keys: readonly string[], tags: readonly string[]): Promise<void>;
  /** Releases connections (the Redis cache); the in-memory cache has none. */
  close?(): Promise<void>;
}

export const cacheKey = (parts: unknown): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

interface Entry {
  payload: CachedPayload;
  tags: readonly string[];
}

export class MemoryResultCache implements ResultCache {
  private readonly lru: LRUCache<string, Entry>;
  /** tag → keys of the live entries stored with it. */
  private readonly tagged = new Map<string, Set<string>>();

  constructor(maxBytes = 256 * 1024 * 1024, defaultTtlSeconds = 24 * 3600) {
    this.lru = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (v) => v.payload.json.length * 2 + 64,
      ttl: defaultTtlSeconds * 1000,
      // Called synchronously whenever an entry leaves (evicted, expired, deleted or overwritten).
      dispose: (entry, key) => this.untag(key, entry.tags),
    });
  }

  get(key: string): Promise<CachedPayload | undefined> {
    return Promise.resolve(this.lru.get(key)?.payload);
  }

  set(key: string, value: CachedPayload, ttlSeconds: number | null, tags: readonly string[] = []) {
    this.put(key, value, ttlSeconds, tags);
    return Promise.resolve();
  }

  private put(key: string, value: CachedPayload, ttlSeconds: number | null, tags: readonly string[]) {
    // A payload larger than the whole cache is simply not kept.
    if (value.json.length * 2 > this.lru.maxSize) return;
    this.lru.set(
      key,
      { payload: value, tags },
      ttlSeconds && ttlSeconds > 0 ? { ttl: ttlSeconds * 1000 } : undefined,
    );
    for (const tag of tags) {
      let keys = this.tagged.get(tag);
      if (!keys) this.tagged.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  invalidate(keys: readonly string[], tags: readonly string[]): Promise<void> {
    const doomed = new Set(keys);
    for (const tag of tags) for (const key of this.tagged.get(tag) ?? []) doomed.add(key);
    for (const key of doomed) this.lru.delete(key);
    return Promise.resolve();
  }

  private untag(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.tagged.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.tagged.delete(tag);
    }
  }
}
