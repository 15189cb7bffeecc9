/**
 * Templates in chart queries: the SQL Lab renderer with a context built from one query object (its
 * filters — the dashboard's native filters among them —, its time range, its url_params), the user
 * and the dataset. The compiler renders every SQL text of the query through one templater (virtual
 * dataset SQL, adhoc expressions, saved metrics, calculated columns, WHERE/HAVING) and then parses the
 * result as before; what the templates read is kept in `reads` for the cache key.
 */
import {
  getColumnLabel,
  getMetricLabel,
  NO_TIME_RANGE,
  parseTimeRange,
  type ResolvedQueryObject,
} from '@meridian/core';
import type { Dialect } from '../../engines/engine.js';
import { errorEnvelope, Invalid } from '../../domain-errors.js';
import type { Datasource } from '../datasource.js';
import {
  emptyReads,
  type QueryScope,
  type TemplateFilter,
  type TemplateReads,
  type TemplateUser,
} from './macros.js';
import { hasTemplate, renderSqlTemplate, TemplateError } from './render.js';

/** What the compiler asks of a templater (absent: SQL texts are taken as they are). */
export interface SqlTemplater {
  render(sql: string, what: string): string;
  /** What the rendered templates read (filters they removed from the query, extra cache keys). */
  readonly reads: TemplateReads;
}

/** A template error as the chart-data API answers it: a 400 in Superset's error envelope. */
export function chartTemplateError(err: TemplateError, what: string): Invalid {
  const detail = typeof err.extra.detail === 'string' ? ` ${err.extra.detail}` : '';
  const message = `Error while rendering ${what}: ${err.message}${detail}`;
  return new Invalid(message, errorEnvelope(err.errorType, message, err.extra));
}

function boundsOf(text: string | null, now: Date) {
  if (!text || text === NO_TIME_RANGE) return { since: null, until: null };
  try {
    return parseTimeRange(text, now);
  } catch {
    // A bad time range is reported by the compiler, naming its field.
    return { since: null, until: null };
  }
}

/** The query's side of the context, as Superset's get_sqla_query hands it to its template processor. */
export function queryScope(ds: Datasource, q: ResolvedQueryObject, now: Date): QueryScope {
  const filters: TemplateFilter[] = q.filters.flatMap((f) =>
    typeof f.col === 'string' ? [{ col: f.col, op: f.op, val: f.val }] : [],
  );
  // As Superset's convert_legacy_filters_into_adhoc: the legacy time range is a filter on its column.
  if (q.granularity && q.time_range && !filters.some((f) => f.op === 'TEMPORAL_RANGE'))
    filters.push({ col: q.granularity, op: 'TEMPORAL_RANGE', val: q.time_range });
  const temporal = filters.find((f) => f.op === 'TEMPORAL_RANGE');
  const timeRange = q.time_range ?? (temporal ? String(temporal.val) : null);
  const { since, until } = boundsOf(timeRange, now);
  const columns = q.columns.map((c) => getColumnLabel(c));
  return {
    filters,
    timeRange,
    since,
    until,
    parseTimeRange: (text) => boundsOf(text, now),
    columnType: (name) => ds.columns.find((c) => c.column_name === name)?.type ?? undefined,
    metricExpression: (name) => ds.metrics.find((m) => m.metric_name === name)?.expression,
    datasetName: ds.table_name,
    values: {
      columns,
      groupby: columns,
      metrics: (q.metrics ?? []).map((m) => getMetricLabel(m)),
      row_limit: q.row_limit,
      row_offset: q.row_offset,
      time_column: q.granularity ?? null,
      time_grain: q.extras.time_grain_sqla ?? null,
      table_columns: ds.columns.map((c) => c.column_name),
      filter: filters,
    },
  };
}

export interface QueryTemplaterInput {
  user: TemplateUser | null;
  dialect: Dialect;
  datasource: Datasource;
  query: ResolvedQueryObject;
  now: Date;
  /** The request's form data (its url_params stand in when the query object carries none). */
  formData?: Record<string, unknown> | null;
}

/** One query object's templater: every text it renders shares one context and one `reads`. */
export class QueryTemplater implements SqlTemplater {
  readonly reads = emptyReads();
  private readonly scope: QueryScope;
  private readonly urlParams: Record<string, unknown>;

  constructor(private readonly input: QueryTemplaterInput) {
    this.scope = queryScope(input.datasource, input.query, input.now);
    const fromForm = input.formData?.url_params;
    this.urlParams = Object.keys(input.query.url_params).length
      ? input.query.url_params
      : fromForm && typeof fromForm === 'object'
        ? (fromForm as Record<string, unknown>)
        : {};
  }

  render(sql: string, what: string): string {
    if (!hasTemplate(sql)) return sql;
    try {
      return renderSqlTemplate(sql, {
        user: this.input.user,
        dialect: this.input.dialect,
        urlParams: this.urlParams,
        query: this.scope,
        reads: this.reads,
      });
    } catch (err) {
      if (err instanceof TemplateError) throw chartTemplateError(err, what);
      throw err;
    }
  }
}
