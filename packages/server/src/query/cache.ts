/**
 * The chart-data result cache: serialized query payloads keyed by a hash of everything that decides
 * the result (compiled SQL and its values, database, security context, post-processing, result type).
 * In process (LRU bounded by bytes); a Redis implementation of the same interface comes with scale-out.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedPayload {
  /** The query payload as JSON text, without is_cached/cached_dttm. */
  json: string;
  cachedAt: string;
}

export interface ResultCache {
  get(key: string): CachedPayload | undefined;
  set(key: string, value: CachedPayload, ttlSeconds: number | null): void;
}

export const cacheKey = (parts: unknown): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export class MemoryResultCache implements ResultCache {
  private readonly lru: LRUCache<string, CachedPayload>;

  constructor(maxBytes = 256 * 1024 * 1024, defaultTtlSeconds = 24 * 3600) {
    this.lru = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (v) => v.json.length * 2 + 64,
      ttl: defaultTtlSeconds * 1000,
    });
  }

  get(key: string) {
    return this.lru.get(key);
  }

  set(key: string, value: CachedPayload, ttlSeconds: number | null) {
    // A payload larger than the whole cache is simply not kept.
    if (value.json.length * 2 > this.lru.maxSize) return;
    this.lru.set(key, value, ttlSeconds && ttlSeconds > 0 ? { ttl: ttlSeconds * 1000 } : undefined);
  }
}
