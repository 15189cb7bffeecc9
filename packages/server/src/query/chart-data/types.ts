/**
 * The chart-data pipeline's types: what it needs (deps, limits), what each stage shares (the run),
 * and what it answers. A JSON answer is a list of typed query results; the text is written by the
 * HTTP edge, except the cached form, which is kept as JSON (decision 0004).
 */
import type { ResolvedQueryContext } from '@meridian/core';
import type { Connector, Row } from '../../engines/engine.js';
import type { SqlFamily } from '../../sql-safety/functions.js';
import type { ResultCache } from '../cache.js';
import type { DatasourceCache, LoadedDatasource } from '../datasource-loader.js';
import type { AuthUser } from '../../security/auth.js';
import type { RlsClause, RlsSource } from '../../security/rls/index.js';
import type { Timing } from '../timing.js';

export interface ConnectionSource {
  /** The connector of a database, and the parser grammar for its SQL fragments. */
  connectorFor(databaseId: number): Promise<{ connector: Connector; family: SqlFamily }>;
}

export interface ChartDataLimits {
  /** Upper bound of any row_limit (Superset's SQL_MAX_ROW). */
  maxRowLimit: number;
  /** Rows returned by result_type samples. */
  samplesRowLimit: number;
  queryTimeoutMs: number;
  defaultCacheTimeoutSeconds: number;
}

export interface ChartDataDeps {
  datasources: DatasourceCache;
  /** A SQL Lab query as the datasource (`type: "query"`), after its access checks; absent: refused. */
  queryDatasource?: (user: AuthUser, id: number) => Promise<LoadedDatasource>;
  connections: ConnectionSource;
  cache: ResultCache;
  limits: ChartDataLimits;
  now?: () => Date;
  /** Row-level security rules of a user on a dataset. */
  rls: RlsSource;
}

/** What every query object of one request shares once its dataset is resolved and readable. */
export interface ChartDataRun {
  deps: ChartDataDeps;
  context: ResolvedQueryContext;
  loaded: LoadedDatasource;
  user: AuthUser;
  connector: Connector;
  family: SqlFamily;
  now: Date;
  force: boolean;
  cacheTimeout: number;
  timing: Timing;
  /** Row-level security clauses binding the user on the dataset (added to every query compiled). */
  rls: readonly RlsClause[];
}

export interface QueryPayload {
  cache_key: string | null;
  cache_timeout: number | null;
  applied_template_filters: string[];
  annotation_data: Record<string, unknown>;
  error: string | null;
  status: 'success';
  stacktrace: null;
  query: string;
  language: 'sql';
  rowcount: number;
  from_dttm: number | null;
  to_dttm: number | null;
  colnames: string[];
  indexnames: number[];
  coltypes: (number | null)[];
  data: Row[];
  result_format: string;
  applied_filters: { column: string }[];
  rejected_filters: { column: string; reason: string }[];
}

/** A query payload as answered: with whether it came from the cache, and since when. */
export type AnsweredPayload = QueryPayload & { is_cached: boolean; cached_dttm: string | null };

/** One entry of a JSON answer's `result` list. */
export type QueryResult =
  /** Computed now; `json` is the payload's text as it was cached. */
  | { kind: 'computed'; payload: QueryPayload; json: string }
  /** A cache hit: the payload's text as cached (under `key`, when known). */
  | { kind: 'cached'; json: string; cachedAt: string; key?: string }
  /** result_type query: the SQL for "View query". */
  | { kind: 'query'; query: string; language: 'sql' }
  /** result_type columns / timegrains: a listing of the dataset's columns or the time grains. */
  | { kind: 'listing'; data: unknown[]; colnames: string[]; rowcount: number };

/** What the pipeline answers: the JSON result list, or a CSV/XLSX file (the wire entry is core's ChartDataResult). */
export type ChartDataAnswer =
  | { format: 'json'; queries: QueryResult[] }
  | { format: 'csv'; body: string | AsyncIterable<string>; filename: string }
  | { format: 'xlsx'; columns: string[]; rows: Row[]; filename: string };
