/**
 * Cache: the key of a compiled query (everything that decides its result), the lookup, and the store
 * of a computed payload as JSON text, so that a hit costs no serialization (decision 0004).
 */
import type { ResolvedQueryObject } from '@meridian/core';
import { cacheKey, type CachedPayload } from '../cache.js';
import type { CompiledQuery } from '../compile.js';
import type { ChartDataRun, QueryPayload, QueryResult } from './types.js';

export function resultKey(run: ChartDataRun, q: ResolvedQueryObject, compiled: CompiledQuery): string {
  const resultType = run.context.result_type;
  return cacheKey({
    sql: compiled.sql,
    params: compiled.params,
    db: run.loaded.database.id,
    // The row-level security terms that bound the query (data access is checked above): users under
    // different rules never share an entry, users under the same rules do.
    security: compiled.rls,
    post: resultType === 'samples' || resultType === 'drill_detail' ? [] : q.post_processing,
    offsets: q.time_offsets,
    type: resultType,
    // What the templates read without printing it (Superset's extra cache keys): the user, url_params.
    ...(compiled.templateCacheKeys.length > 0 && { template: compiled.templateCacheKeys }),
  });
}

/** A dataset's uid as the form data and the cache tags name it: "3__table". */
export const datasourceUid = (datasetId: number): string => `${datasetId}__table`;

/** The cached payload under `key`, unless the request forces a fresh run (timed as `cache`). */
export async function lookup(run: ChartDataRun, key: string): Promise<CachedPayload | undefined> {
  return run.force ? undefined : run.timing.time('cache', () => run.deps.cache.get(key));
}

/** Serializes a computed payload (timed as `serialize`) and caches its text. */
export async function store(run: ChartDataRun, key: string, payload: QueryPayload): Promise<QueryResult> {
  const json = run.timing.sync('serialize', () => JSON.stringify(payload));
  const cachedAt = new Date().toISOString();
  // Tagged with the dataset's uid, so that invalidating the dataset drops it (POST /api/v1/cachekey/invalidate).
  const id = run.loaded.datasource.id;
  const tag = run.context.datasource.type === 'query' ? `${id}__query` : datasourceUid(id);
  await run.deps.cache.set(key, { json, cachedAt }, run.cacheTimeout, [tag]);
  return { kind: 'computed', payload, json };
}
