/**
 * Catalog, schema and table lists of a database, cached as Superset does when the database's extra
 * sets `metadata_cache_timeout: {schema_cache_timeout, table_cache_timeout}` (seconds; 0 = never
 * expires). Without those settings nothing is cached; `force` always reads through.
 */
import { LRUCache } from 'lru-cache';

export type MetadataKind = 'catalogs' | 'schemas' | 'tables';

export interface MetadataCacheTimeouts {
  schema_cache_timeout?: number;
  table_cache_timeout?: number;
}

/** The timeouts from a database's `extra` JSON text (absent or malformed: none). */
export function cacheTimeouts(extra: string | null): MetadataCacheTimeouts {
  try {
    const parsed = JSON.parse(extra ?? '{}') as { metadata_cache_timeout?: unknown };
    const t = parsed.metadata_cache_timeout;
    return t && typeof t === 'object' ? t : {};
  } catch {
    return {};
  }
}

export class MetadataCache {
  private readonly lru = new LRUCache<string, { value: unknown }>({ max: 2000 });

  async get<T>(
    database: { id: number; changed_on: string; extra: string | null },
    kind: MetadataKind,
    args: readonly (string | null | undefined)[],
    force: boolean,
    load: () => Promise<T>,
  ): Promise<T> {
    const timeouts = cacheTimeouts(database.extra);
    const seconds = kind === 'tables' ? timeouts.table_cache_timeout : timeouts.schema_cache_timeout;
    if (typeof seconds !== 'number' || seconds < 0) return load();
    const key = `${database.id}\u0000${database.changed_on}\u0000${kind}\u0000${args.map((a) => a ?? '').join('\u0000')}`;
    if (!force) {
      const hit = this.lru.get(key);
      if (hit) return hit.value as T;
    }
    const value = await load();
    this.lru.set(key, { value }, seconds > 0 ? { ttl: seconds * 1000 } : undefined);
    return value;
  }

  invalidate(databaseId: number): void {
    const prefix = `${databaseId}\u0000`;
    for (const key of this.lru.keys()) if (key.startsWith(prefix)) this.lru.delete(key);
  }
}
