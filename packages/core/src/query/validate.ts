import type { z } from 'zod';
import { QueryValidationError, type QueryIssue } from './errors.js';
import {
  QueryContextSchema,
  QueryObjectSchema,
  type QueryColumn,
  type QueryContext,
  type QueryExtras,
  type QueryFilter,
  type QueryMetric,
  type QueryObject,
  type OrderByTerm,
  type PostProcessingStep,
  type AnnotationLayer,
  type ResultFormat,
  type ResultType,
} from './schema.js';

type Issue = z.core.$ZodIssue;

const joinPath = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/**
 * Flattens zod issues into field-named messages. For a union (e.g. "column name or adhoc column") the
 * branch whose shape matched the input is reported, so the message points at the bad inner field.
 */
export function toQueryIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): QueryIssue[] {
  const out: QueryIssue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const matched = issue.errors.filter(
        (branch) => !branch.some((i) => i.path.length === 0 && i.code === 'invalid_type'),
      );
      if (matched.length === 1 && matched[0]) {
        out.push(...toQueryIssues(matched[0], path));
        continue;
      }
      const expected = issue.errors
        .flatMap((branch) => branch.filter((i) => i.path.length === 0 && i.code === 'invalid_type'))
        .map((i) => (i.code === 'invalid_type' ? i.expected : ''))
        .filter(Boolean);
      const what = expected.length ? `expected ${[...new Set(expected)].join(' or ')}` : issue.message;
      out.push({ path: joinPath(path), message: what });
      continue;
    }
    out.push({ path: joinPath(path), message: issue.message });
  }
  return out;
}

function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new QueryValidationError(toQueryIssues(result.error.issues));
  return result.data;
}

/** Validates a chart-data request body; throws QueryValidationError naming every bad field. */
export const parseQueryContext = (input: unknown): QueryContext => parseWith(QueryContextSchema, input);

/** Validates one query object; throws QueryValidationError naming every bad field. */
export const parseQueryObject = (input: unknown): QueryObject => parseWith(QueryObjectSchema, input);

/** Spec §9 chart query defaults. */
export const DEFAULT_ROW_LIMIT = 10_000;
export const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
export const SERIES_LIMIT_CHOICES = [5, 10, 25, 50, 100, 500] as const;
export const DEFAULT_SERIES_LIMIT = 0;
export const DEFAULT_ORDER_DESC = true;
export const DEFAULT_RESULT_FORMAT: ResultFormat = 'json';
export const DEFAULT_RESULT_TYPE: ResultType = 'full';
/** Superset's name for the time column of legacy timeseries queries. */
export const DTTM_ALIAS = '__timestamp';

/** A query object with defaults applied and deprecated keys folded in; what the server compiles. */
export interface ResolvedQueryObject {
  columns: QueryColumn[];
  /** null: raw records (no GROUP BY); an array (even empty): aggregate query. */
  metrics: QueryMetric[] | null;
  filters: QueryFilter[];
  extras: QueryExtras;
  granularity: string | null;
  time_range: string | null;
  time_shift: string | null;
  orderby: OrderByTerm[];
  row_limit: number;
  row_offset: number;
  series_columns: QueryColumn[];
  series_limit: number;
  series_limit_metric: QueryMetric | null;
  group_others_when_limit_reached: boolean;
  order_desc: boolean;
  is_timeseries: boolean;
  time_offsets: string[];
  post_processing: PostProcessingStep[];
  is_rowcount: boolean;
  result_type: ResultType | null;
  apply_fetch_values_predicate: boolean;
  annotation_layers: AnnotationLayer[];
  url_params: Record<string, string>;
}

export interface QueryDefaults {
  /** Row limit when the query gives none (the server's configured default). */
  rowLimit?: number;
}

export function resolveQueryObject(query: QueryObject, defaults: QueryDefaults = {}): ResolvedQueryObject {
  const columns = [...(query.columns ?? []), ...(query.groupby ?? [])];
  const extras: QueryExtras = { ...(query.extras ?? {}) };
  if (!extras.where && query.where) extras.where = query.where;
  if (!extras.having && query.having) extras.having = query.having;
  return {
    columns,
    metrics: query.metrics ?? null,
    filters: query.filters ?? [],
    extras,
    granularity: query.granularity ?? query.granularity_sqla ?? null,
    time_range: query.time_range ?? null,
    time_shift: query.time_shift ?? null,
    orderby: query.orderby ?? [],
    row_limit: query.row_limit ?? defaults.rowLimit ?? DEFAULT_ROW_LIMIT,
    row_offset: query.row_offset ?? 0,
    series_columns: query.series_columns ?? [],
    series_limit: query.series_limit ?? query.timeseries_limit ?? DEFAULT_SERIES_LIMIT,
    series_limit_metric: query.series_limit_metric ?? query.timeseries_limit_metric ?? null,
    group_others_when_limit_reached: query.group_others_when_limit_reached ?? false,
    order_desc: query.order_desc ?? DEFAULT_ORDER_DESC,
    is_timeseries: query.is_timeseries ?? columns.includes(DTTM_ALIAS),
    time_offsets: query.time_offsets ?? [],
    post_processing: (query.post_processing ?? []).filter(
      (step): step is PostProcessingStep => step !== null,
    ),
    is_rowcount: query.is_rowcount ?? false,
    result_type: query.result_type ?? null,
    apply_fetch_values_predicate: query.apply_fetch_values_predicate ?? false,
    annotation_layers: query.annotation_layers ?? [],
    url_params: query.url_params ?? {},
  };
}

export interface ResolvedQueryContext {
  datasource: QueryContext['datasource'];
  force: boolean;
  queries: ResolvedQueryObject[];
  form_data: Record<string, unknown> | null;
  result_format: ResultFormat;
  result_type: ResultType;
  custom_cache_timeout: number | null;
}

export function resolveQueryContext(
  context: QueryContext,
  defaults: QueryDefaults = {},
): ResolvedQueryContext {
  return {
    datasource: context.datasource,
    force: context.force ?? false,
    queries: context.queries.map((query) => resolveQueryObject(query, defaults)),
    form_data: context.form_data ?? null,
    result_format: context.result_format ?? DEFAULT_RESULT_FORMAT,
    result_type: context.result_type ?? DEFAULT_RESULT_TYPE,
    custom_cache_timeout: context.custom_cache_timeout ?? null,
  };
}
