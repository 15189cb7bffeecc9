/**
 * Where a finished job's result is found: as Superset's QueryContextCacheLoader, the job keeps the
 * query context it ran (with the user it ran for) in the result cache under a key, and its event's
 * `result_url` names that key. `GET /api/v1/chart/data/{cache_key}` loads it and answers the payloads the
 * job cached, by their keys (data access checked again), or — when they are gone — the chart-data
 * pipeline's run of it.
 */
import { cacheKey, type ResultCache } from '../query/cache.js';
import type { CachedResultRef } from '../query/chart-data.js';

export interface CachedQueryContext {
  user_id: number;
  form_data: Record<string, unknown>;
  /** The dataset and result keys the job's run cached: served as stored while they last. */
  result?: CachedResultRef;
}

const RECORD_TTL_SECONDS = 24 * 3600;
const KEY = /^[0-9a-f]{64}$/;

/** The key under which a user's query context is kept; the same context of the same user, the same key. */
export const queryContextKey = (userId: number, formData: Record<string, unknown>): string =>
  cacheKey({ kind: 'async-query-context', user_id: userId, form_data: formData });

const stored = (key: string) => `qc-${key}`;

export async function saveQueryContext(
  cache: ResultCache,
  userId: number,
  formData: Record<string, unknown>,
  ttlSeconds: number | null,
  result?: CachedResultRef | null,
): Promise<string> {
  const key = queryContextKey(userId, formData);
  const record: CachedQueryContext = { user_id: userId, form_data: formData, ...(result && { result }) };
  // Kept at least as long as a day: the results it points at may be recomputed, the context cannot.
  const ttl = Math.max(ttlSeconds ?? 0, RECORD_TTL_SECONDS);
  await cache.set(stored(key), { json: JSON.stringify(record), cachedAt: new Date().toISOString() }, ttl);
  return key;
}

/** The kept query context of `key`, or null when unknown, expired or not a key at all. */
export async function loadQueryContext(cache: ResultCache, key: string): Promise<CachedQueryContext | null> {
  if (!KEY.test(key)) return null;
  const hit = await cache.get(stored(key));
  if (!hit) return null;
  try {
    return JSON.parse(hit.json) as CachedQueryContext;
  } catch {
    return null;
  }
}
