/**
 * SQL Lab's results backend: a finished query's payload (columns and rows, already bounded by the
 * query limit and SQL_MAX_ROW) kept by a random key for a while. It rides on the result-cache
 * interface (query/cache.ts), so the in-process LRU now and a Redis cache later serve both.
 */
import { randomUUID } from 'node:crypto';
import type { ResultCache } from '../query/cache.js';

export interface ResultColumnDto {
  column_name: string;
  name: string;
  type: string | null;
  is_dttm: boolean;
  type_generic: number | null;
}

export interface StoredResults {
  status: 'success';
  query_id: number;
  columns: ResultColumnDto[];
  selected_columns: ResultColumnDto[];
  expanded_columns: ResultColumnDto[];
  data: Record<string, unknown>[];
}

const PREFIX = 'sqllab:results:';

export class ResultsStore {
  constructor(
    private readonly cache: ResultCache,
    private readonly ttlSeconds: number,
  ) {}

  /** Stores the payload; returns its key. */
  put(payload: StoredResults): string {
    const key = randomUUID();
    this.cache.set(
      PREFIX + key,
      { json: JSON.stringify(payload), cachedAt: new Date().toISOString() },
      this.ttlSeconds,
    );
    return key;
  }

  get(key: string): StoredResults | null {
    const hit = this.cache.get(PREFIX + key);
    return hit ? (JSON.parse(hit.json) as StoredResults) : null;
  }
}
