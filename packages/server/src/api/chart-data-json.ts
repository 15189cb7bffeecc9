/**
 * The JSON text of a chart-data answer, written at the HTTP edge. Payloads keep the text they were
 * cached with (decision 0004): only `is_cached`/`cached_dttm` are spliced in, so no payload is
 * serialized twice and a cache hit costs no serialization at all.
 */
import type { QueryResult } from '../query/chart-data.js';

/** `{…payload,"is_cached":…,"cached_dttm":…}` from the payload's JSON object text. */
const withCacheState = (json: string, cachedAt: string | null) =>
  `${json.slice(0, -1)},"is_cached":${cachedAt !== null},"cached_dttm":${JSON.stringify(cachedAt)}}`;

function queryResultJson(result: QueryResult): string {
  switch (result.kind) {
    case 'computed':
      return withCacheState(result.json, null);
    case 'cached':
      return withCacheState(result.json, result.cachedAt);
    case 'query':
      return JSON.stringify({ query: result.query, language: result.language });
    case 'listing':
      return JSON.stringify({ data: result.data, colnames: result.colnames, rowcount: result.rowcount });
  }
}

/** Superset's chart-data body: `{"result":[…]}`, one entry per query result. */
export const chartDataJson = (queries: QueryResult[]): string =>
  `{"result":[${queries.map(queryResultJson).join(',')}]}`;
