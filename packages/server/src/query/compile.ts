/**
 * QueryObject + dataset → SQL for one engine's dialect. Identifiers are quoted by the dialect, values
 * are bound as parameters, and every user SQL fragment is parsed and re-written by `safeFragment`
 * (sql-safety/fragment.ts), so a bad request fails here (400) and never reaches the engine.
 */
import {
  DTTM_ALIAS,
  getColumnLabel,
  getMetricLabel,
  isAdhocMetric,
  isBaseAxis,
  NO_TIME_RANGE,
  type ResolvedQueryObject,
} from '@meridian/core';
import type { BoundValue, Dialect } from '../engines/engine.js';
import type { Datasource } from './datasource.js';
import type { SqlFamily } from '../sql-safety/functions.js';
import { CompileError } from './compile/compile-error.js';
import type { SqlTemplater } from './templates/query-templater.js';
import { rlsTerms, type RlsClause } from '../security/rls/applicable.js';
import { Compiler } from './compile/compiler.js';
import {
  filterColumn,
  isLegacyTimeseries,
  legacyTimestamp,
  withoutTimestamp,
} from './compile/legacy-time.js';

export { CompileError };

export interface CompileOptions {
  dialect: Dialect;
  /** The engine's SQL family: the lexical rules user fragments are read with. */
  family: SqlFamily;
  /** Clock for relative time ranges. */
  now: Date;
  /** Field prefix in error messages, e.g. `queries[0]`. */
  field?: string;
  /** Upper bound of row_limit (the configured SQL_MAX_ROW). */
  maxRowLimit?: number;
  /** Renders the templates of the query's SQL texts (chart data); absent, they are taken as written. */
  templater?: SqlTemplater;
  /**
   * Row-level security clauses binding the user on this dataset: ANDed into every WHERE of the query
   * (the series-limit subquery's too), outside a virtual dataset's inner query, each rendered and
   * re-written by `safeFragment` like any user fragment.
   */
  rls?: readonly RlsClause[];
}

export interface CompiledQuery {
  sql: string;
  params: BoundValue[];
  /** The dataset's FROM item, as the statement holds it (for the engine-side statement check). */
  fromSql: string;
  /** Result column names in order: dimensions then metrics. */
  columnLabels: string[];
  metricLabels: string[];
  /** Bounds of the applied time range, for time comparison and `applied_filters`. */
  timeRange: { since: Date | null; until: Date | null };
  appliedFilters: string[];
  rejectedFilters: { column: string; reason: string }[];
  /** What the templates read besides their text: the cache key's extra keys, applied_template_filters. */
  templateCacheKeys: unknown[];
  appliedTemplateFilters: string[];
  /** The row-level security terms as they run (the cache key's security context). */
  rls: string[];
}

interface Labeled {
  label: string;
  sql: string;
}

/** The time range and filter lists a WHERE build reports (reset by each build). */
interface FilterReport {
  range: CompiledQuery['timeRange'];
  applied: string[];
  rejected: CompiledQuery['rejectedFilters'];
}

/**
 * WHERE: filters, the legacy granularity + time_range pair, extras.where. Built by a function because
 * the series-limit subquery repeats it, and positional placeholders need the values bound again.
 */
function whereTerms(
  c: Compiler,
  ds: Datasource,
  query: ResolvedQueryObject,
  report: FilterReport,
  removed: ReadonlySet<string>,
  rls: readonly string[],
): string[] {
  const { range, applied, rejected } = report;
  // Row-level security first: whatever the request asks, these restrict the rows.
  const where: string[] = [...rls];
  applied.length = 0;
  rejected.length = 0;
  query.filters.forEach((filter, i) => {
    const f = { ...filter, col: filterColumn(query, filter.col) };
    // A dashboard filter (isExtra) on a column this dataset lacks does not apply here: Superset skips
    // it and reports it in rejected_filters. A filter the chart itself holds still fails loudly.
    if (f.isExtra && typeof f.col === 'string' && !c.hasColumn(f.col)) {
      rejected.push({ column: f.col, reason: 'not_in_datasource' });
      return;
    }
    // As Superset: a filter the dataset's template applies itself is not applied twice.
    if (typeof f.col === 'string' && removed.has(f.col)) return;
    const sql = c.filterSql(f, `filters[${i}]`, range);
    if (sql) where.push(sql);
    applied.push(typeof f.col === 'string' ? f.col : getColumnLabel(f.col));
  });
  if (
    query.granularity &&
    query.time_range &&
    query.time_range !== NO_TIME_RANGE &&
    !removed.has(query.granularity)
  ) {
    const sql = c.filterSql(
      { col: query.granularity, op: 'TEMPORAL_RANGE', val: query.time_range },
      'time_range',
      range,
    );
    if (sql) where.push(sql);
  }
  if (query.extras.where) where.push(`(${c.safe(query.extras.where, 'extras.where')})`);
  if (query.apply_fetch_values_predicate && ds.fetch_values_predicate) {
    where.push(`(${c.safe(ds.fetch_values_predicate, 'fetch_values_predicate')})`);
  }
  return where;
}

/**
 * Series limit: keep the top-N series by the limit metric, through a join on the series columns.
 * Answers the join ('' when no series limit applies); `buildWhere` binds the subquery's filters.
 */
function seriesLimitJoin(
  c: Compiler,
  query: ResolvedQueryObject,
  opts: CompileOptions,
  aggregate: boolean,
  buildWhere: () => string[],
): string {
  const q = (name: string) => opts.dialect.quoteIdentifier(name);
  const seriesDims = withoutTimestamp(query.columns).filter((col) => !isBaseAxis(col));
  const seriesCols = query.series_columns.length ? withoutTimestamp(query.series_columns) : seriesDims;
  const timeseries = query.columns.some(isBaseAxis) || isLegacyTimeseries(query);
  if (!(aggregate && query.series_limit > 0 && seriesCols.length && timeseries)) return '';
  const limitMetric = query.series_limit_metric ?? query.metrics![0]!;
  const parts = seriesCols.map((col, i) => ({
    sql: c.dimensionSql(col, `series_columns[${i}]`, null),
    alias: `__series_${i}`,
  }));
  const inner = buildWhere();
  const innerWhere = inner.length ? ` WHERE ${inner.join(' AND ')}` : '';
  const dir = query.order_desc ? 'DESC' : 'ASC';
  return (
    ` INNER JOIN (SELECT ${parts.map((p) => `${p.sql} AS ${q(p.alias)}`).join(', ')} FROM ${c.fromSql()}${innerWhere}` +
    ` GROUP BY ${parts.map((p) => p.sql).join(', ')} ORDER BY ${c.metricSql(limitMetric, 'series_limit_metric')} ${dir}` +
    ` ${opts.dialect.limitClause(query.series_limit)}) AS ${q('series_limit')} ON ` +
    parts.map((p) => `${p.sql} = ${q('series_limit')}.${q(p.alias)}`).join(' AND ')
  );
}

/** ORDER BY terms: the query's orderby, else the first metric descending/ascending when aggregating. */
function orderTerms(
  c: Compiler,
  ds: Datasource,
  query: ResolvedQueryObject,
  selected: { dims: Labeled[]; metrics: Labeled[]; aggregate: boolean },
): string[] {
  const { dims, metrics, aggregate } = selected;
  const grain = query.extras.time_grain_sqla ?? null;
  const order: string[] = query.orderby.map(([term, asc], i) => {
    const field = `orderby[${i}]`;
    let expr: string;
    if (isAdhocMetric(term)) expr = c.metricSql(term, field);
    else if (typeof term !== 'string') expr = c.dimensionSql(term, field, grain);
    else if (ds.metrics.some((m) => m.metric_name === term)) expr = c.metricSql(term, field);
    else
      expr =
        dims.find((d) => d.label === term)?.sql ??
        metrics.find((m) => m.label === term)?.sql ??
        c.columnSql(term, field);
    return `${expr} ${asc ? 'ASC' : 'DESC'}`;
  });
  if (order.length === 0 && aggregate) order.push(`${metrics[0]!.sql} ${query.order_desc ? 'DESC' : 'ASC'}`);
  return order;
}

/** Compiles one resolved query object. */
export function compileQuery(
  ds: Datasource,
  query: ResolvedQueryObject,
  opts: CompileOptions,
): CompiledQuery {
  const c = new Compiler(ds, opts);
  const q = (name: string) => opts.dialect.quoteIdentifier(name);
  const grain = query.extras.time_grain_sqla ?? null;
  const report: FilterReport = { range: { since: null, until: null }, applied: [], rejected: [] };

  if (opts.maxRowLimit !== undefined && query.row_limit > opts.maxRowLimit) {
    throw new CompileError(`${opts.field ?? 'query'}.row_limit`, `Value cannot exceed ${opts.maxRowLimit}`);
  }

  // A legacy time series selects its time column first, as `__timestamp`.
  const timestamp = legacyTimestamp(c, query, opts.field ?? 'query');
  const dims = [
    ...(timestamp ? [timestamp] : []),
    ...query.columns.flatMap((col, i) =>
      col === DTTM_ALIAS
        ? []
        : [{ label: getColumnLabel(col), sql: c.dimensionSql(col, `columns[${i}]`, grain) }],
    ),
  ];
  const metrics = (query.metrics ?? []).map((m, i) => ({
    label: getMetricLabel(m),
    sql: c.metricSql(m, `metrics[${i}]`),
  }));
  const aggregate = query.metrics !== null && metrics.length > 0;
  // As Superset: a metrics list, even an empty one, groups by the columns (distinct values, as a
  // native filter's options query asks); only a raw query (metrics null) lists rows as they are.
  const grouped = query.metrics !== null;

  const select = [
    ...dims.map((d) => `${d.sql} AS ${q(d.label)}`),
    ...metrics.map((m) => `${m.sql} AS ${q(m.label)}`),
  ];
  if (select.length === 0)
    throw new CompileError(`${opts.field ?? 'query'}.columns`, 'Empty query: choose columns or metrics');

  // The FROM item first: its template may take filters over (remove_filter).
  c.fromSql();
  const removed = opts.templater?.reads.removed ?? new Set<string>();
  const rls = rlsTerms(opts.rls ?? [], (clause, i) => c.safe(clause, `row_level_security[${i}]`));
  const buildWhere = () => whereTerms(c, ds, query, report, removed, rls);
  const seriesJoin = seriesLimitJoin(c, query, opts, aggregate, buildWhere);
  const from = seriesJoin ? `${c.fromSql()} AS ${q('__t')}` : c.fromSql();

  const where = buildWhere();
  let sql = `SELECT ${select.join(', ')} FROM ${from}${seriesJoin}`;
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  if (grouped && dims.length) sql += ` GROUP BY ${dims.map((d) => d.sql).join(', ')}`;
  if (query.extras.having) sql += ` HAVING ${c.safe(query.extras.having, 'extras.having')}`;

  const order = orderTerms(c, ds, query, { dims, metrics, aggregate });
  if (order.length) sql += ` ORDER BY ${order.join(', ')}`;

  if (query.is_rowcount) {
    sql = `SELECT COUNT(*) AS ${q('rowcount')} FROM (${sql}) AS ${q('rowcount_qry')}`;
  } else if (query.row_limit > 0 || query.row_offset > 0) {
    sql += ` ${opts.dialect.limitClause(query.row_limit, query.row_offset || undefined)}`;
  }

  return {
    sql,
    params: c.params,
    fromSql: c.fromSql(),
    columnLabels: dims.map((d) => d.label),
    metricLabels: metrics.map((m) => m.label),
    timeRange: report.range,
    appliedFilters: report.applied,
    rejectedFilters: report.rejected,
    templateCacheKeys: opts.templater?.reads.cacheKeys ?? [],
    appliedTemplateFilters: [...(opts.templater?.reads.applied ?? [])],
    rls,
  };
}
