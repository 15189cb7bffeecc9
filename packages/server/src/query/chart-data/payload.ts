/**
 * Payload: Superset's per-query answer built from the compiled query and its rows; the answers of the
 * result types that run nothing (query, columns, timegrains); and the payload as an object for
 * callers inside the server, whether computed now or read from the cache.
 */
import { TIME_GRAIN_NAMES, TIMEGRAINS_RESULT_GRAINS } from '@meridian/core';
import type { ResultColumn, Row } from '../../engines/engine.js';
import type { CompiledQuery } from '../compile.js';
import type { LoadedDatasource } from '../datasource-loader.js';
import type { AnsweredPayload, ChartDataRun, QueryPayload, QueryResult } from './types.js';

export function payloadOf(
  compiled: CompiledQuery,
  columns: ResultColumn[],
  rows: Row[],
  key: string,
  cacheTimeout: number | null,
  resultFormat: string,
): QueryPayload {
  return {
    cache_key: key,
    cache_timeout: cacheTimeout,
    applied_template_filters: compiled.appliedTemplateFilters,
    annotation_data: {},
    error: null,
    status: 'success',
    stacktrace: null,
    query: compiled.sql,
    language: 'sql',
    rowcount: rows.length,
    from_dttm: compiled.timeRange.since?.getTime() ?? null,
    to_dttm: compiled.timeRange.until?.getTime() ?? null,
    colnames: columns.map((c) => c.name),
    indexnames: rows.map((_, i) => i),
    coltypes: columns.map((c) => c.genericType),
    data: rows,
    result_format: resultFormat,
    applied_filters: compiled.appliedFilters.map((column) => ({ column })),
    rejected_filters: compiled.rejectedFilters,
  };
}

/** SQL with its bound values written in, for "View query" (display only, never executed). */
function displaySql(compiled: CompiledQuery, quoteString: (s: string) => string): string {
  let i = 0;
  return compiled.sql.replace(/\$\d+|\?/g, (m) => {
    const v = m === '?' ? compiled.params[i++] : compiled.params[Number(m.slice(1)) - 1];
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
    return quoteString(v instanceof Date ? v.toISOString() : v);
  });
}

/** result_type query: the statement as "View query" shows it. */
export function viewQuery(run: ChartDataRun, compiled: CompiledQuery): QueryResult {
  const { dialect } = run.connector.spec;
  return { kind: 'query', query: displaySql(compiled, (s) => dialect.quoteString(s)), language: 'sql' };
}

/** The answer of result_type columns or timegrains, or null for the result types that run queries. */
export function listingFor(resultType: string, loaded: LoadedDatasource): QueryResult | null {
  if (resultType === 'columns') {
    const { columns } = loaded.datasource;
    return { kind: 'listing', data: columns, colnames: ['column_name'], rowcount: columns.length };
  }
  if (resultType === 'timegrains') {
    const data = TIMEGRAINS_RESULT_GRAINS.map((duration) => ({ name: TIME_GRAIN_NAMES[duration], duration }));
    return { kind: 'listing', data, colnames: ['name', 'duration'], rowcount: data.length };
  }
  return null;
}

/** A query payload as an object, as answered; null for results that are not payloads. */
export function answeredPayload(result: QueryResult | undefined): AnsweredPayload | null {
  if (result?.kind === 'computed') return { ...result.payload, is_cached: false, cached_dttm: null };
  // The cache keeps payloads as JSON text (decision 0004); read back only for the server's own callers.
  if (result?.kind === 'cached')
    return { ...(JSON.parse(result.json) as QueryPayload), is_cached: true, cached_dttm: result.cachedAt };
  return null;
}
