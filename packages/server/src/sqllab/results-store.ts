/**
 * SQL Lab's results backend: a finished query's rows (already bounded by the query limit and
 * SQL_MAX_ROW) kept by a random key for a while. Rows are stored compactly, encoded once: lines of
 * JSON arrays of row arrays (`[["DL",300],["AA",974]]`), not one JS object per row; the same lines
 * are what the web client is streamed (see `encoded-rows.ts`). It rides on the result-cache interface
 * (query/cache.ts), so the in-process LRU or the Redis cache (REDIS_URL) serve both; on Redis a
 * worker's results are read by any web process.
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
  /** Rows in all lines. */
  rowCount: number;
  /** Each line: the JSON text of an array of row arrays, values in `columns` order. */
  lines: string[];
  /** Rows in each line. */
  counts: number[];
}

const PREFIX = 'sqllab:results:';

export class ResultsStore {
  constructor(
    private readonly cache: ResultCache,
    private readonly ttlSeconds: number,
  ) {}

  /** Stores the payload; returns its key. */
  async put(payload: StoredResults): Promise<string> {
    const key = randomUUID();
    const { lines, ...header } = payload;
    // One text: the header on the first line, then the row lines (JSON never holds a raw newline).
    const json = [JSON.stringify(header), ...lines].join('\n');
    await this.cache.set(PREFIX + key, { json, cachedAt: new Date().toISOString() }, this.ttlSeconds);
    return key;
  }

  async get(key: string): Promise<StoredResults | null> {
    const hit = await this.cache.get(PREFIX + key);
    if (!hit) return null;
    const [header = '{}', ...lines] = hit.json.split('\n');
    return { ...(JSON.parse(header) as Omit<StoredResults, 'lines'>), lines };
  }
}
