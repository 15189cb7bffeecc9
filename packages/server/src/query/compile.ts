/**
 * QueryObject + dataset → SQL for one engine's dialect. Identifiers are quoted by the dialect, values
 * are bound as parameters, and every user SQL fragment is parsed and re-written by `safeFragment`
 * (sql-safety/fragment.ts), so a bad request fails here (400) and never reaches the engine.
 */
import {
  getColumnLabel,
  getMetricLabel,
  isAdhocMetric,
  isBaseAxis,
  NO_TIME_RANGE,
  parseTimeRange,
  TimeRangeParseError,
  type QueryColumn,
  type QueryFilter,
  type QueryMetric,
  type ResolvedQueryObject,
} from '@meridian/core';
import type { BoundValue, Dialect } from '../engines/engine.js';
import { GenericDataType } from '../engines/generic-types.js';
import type { Datasource, DatasourceColumn } from './datasource.js';
import { safeFragment } from '../sql-safety/fragment.js';
import type { SqlFamily } from '../sql-safety/functions.js';

export class CompileError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'CompileError';
  }
}

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
}

const AGGREGATES: Record<string, (expr: string) => string> = {
  AVG: (e) => `AVG(${e})`,
  COUNT: (e) => `COUNT(${e})`,
  COUNT_DISTINCT: (e) => `COUNT(DISTINCT ${e})`,
  MAX: (e) => `MAX(${e})`,
  MIN: (e) => `MIN(${e})`,
  SUM: (e) => `SUM(${e})`,
};

/** UTC timestamp text the dialects' temporalLiteral accepts. */
// Whole seconds are written without ".000": SQLite compares timestamps as text, where a longer
// literal sorts after the same instant stored without milliseconds.
const sqlTimestamp = (d: Date) =>
  d
    .toISOString()
    .replace('T', ' ')
    .replace(/(\.000)?Z$/, '');

class Compiler {
  readonly params: BoundValue[] = [];
  private readonly columns: Map<string, DatasourceColumn>;
  private readonly q: (name: string) => string;

  constructor(
    private readonly ds: Datasource,
    private readonly opts: CompileOptions,
  ) {
    this.columns = new Map(ds.columns.map((c) => [c.column_name, c]));
    this.q = (name) => opts.dialect.quoteIdentifier(name);
  }

  private field(path: string) {
    return this.opts.field ? `${this.opts.field}.${path}` : path;
  }

  bind(value: BoundValue): string {
    this.params.push(value);
    return this.opts.dialect.placeholder(this.params.length);
  }

  /** A user fragment as SQL written from its parsed tree (never the text as given). */
  safe(sql: string, field: string): string {
    return safeFragment(sql, this.opts.family, this.field(field));
  }

  hasColumn(name: string): boolean {
    return this.columns.has(name);
  }

  /** SQL of a dataset column by name (calculated columns expand to their expression). */
  columnSql(name: string, field: string): string {
    const col = this.columns.get(name);
    if (!col) throw new CompileError(this.field(field), `Column "${name}" does not exist in this dataset`);
    if (col.expression) return `(${this.safe(col.expression, `${field} (calculated column ${name})`)})`;
    return this.q(name);
  }

  /** A dimension: dataset column, or adhoc SQL, truncated to its time grain on the x-axis. */
  dimensionSql(column: QueryColumn, field: string, grain: string | null | undefined): string {
    if (typeof column === 'string') return this.columnSql(column, field);
    const sql = column.isColumnReference
      ? this.columnSql(column.sqlExpression, field)
      : `(${this.safe(column.sqlExpression, `${field}.sqlExpression`)})`;
    const g = column.timeGrain ?? (isBaseAxis(column) ? grain : null);
    // As Superset: a grain truncates temporal columns only (a text x-axis stays as it is). An adhoc
    // SQL expression is taken to be temporal when it asks for a grain.
    const named = this.columns.get(column.sqlExpression);
    const temporal =
      !named || named.is_dttm || this.opts.dialect.genericType(named.type) === GenericDataType.Temporal;
    return g && temporal ? this.opts.dialect.timeGrainExpression(g, sql) : sql;
  }

  metricSql(metric: QueryMetric, field: string): string {
    if (typeof metric === 'string') {
      const saved = this.ds.metrics.find((m) => m.metric_name === metric);
      if (!saved)
        throw new CompileError(this.field(field), `Metric "${metric}" does not exist in this dataset`);
      return this.safe(saved.expression, `${field} (saved metric ${metric})`);
    }
    if (metric.expressionType === 'SQL')
      return this.safe(metric.sqlExpression ?? '', `${field}.sqlExpression`);
    const agg = AGGREGATES[metric.aggregate ?? ''];
    if (!agg)
      throw new CompileError(
        this.field(`${field}.aggregate`),
        `Unknown aggregate ${String(metric.aggregate)}`,
      );
    const name = metric.column?.column_name ?? '';
    const inner =
      name === '*' && metric.aggregate === 'COUNT' ? '*' : this.columnSql(name, `${field}.column`);
    return agg(inner);
  }

  private valueFor(col: DatasourceColumn | undefined, value: unknown, field: string): BoundValue {
    if (value === null || value === undefined) return null;
    const numeric = col !== undefined && this.opts.dialect.genericType(col.type) === GenericDataType.Numeric;
    if (numeric) {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : NaN;
      if (!Number.isFinite(n))
        throw new CompileError(
          this.field(field),
          `expected a number for column ${col.column_name}, got ${JSON.stringify(value)}`,
        );
      return n;
    }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    throw new CompileError(this.field(field), `unsupported value ${JSON.stringify(value)}`);
  }

  /** One filter as SQL; null when it restricts nothing (e.g. TEMPORAL_RANGE "No filter"). */
  filterSql(f: QueryFilter, field: string, range: { since: Date | null; until: Date | null }): string | null {
    const expr = this.dimensionSql(f.col, `${field}.col`, null);
    const col = typeof f.col === 'string' ? this.columns.get(f.col) : undefined;
    const d = this.opts.dialect;
    switch (f.op) {
      case 'IS NULL':
        return `${expr} IS NULL`;
      case 'IS NOT NULL':
        return `${expr} IS NOT NULL`;
      case 'IS TRUE':
        return `${expr} IS TRUE`;
      case 'IS FALSE':
        return `${expr} IS FALSE`;
      case 'IN':
      case 'NOT IN': {
        const values = Array.isArray(f.val) ? f.val : [f.val];
        if (values.length === 0) return f.op === 'IN' ? '1 = 0' : null;
        const nonNull = values.filter((v) => v !== null);
        const list = nonNull.map((v, i) => this.bind(this.valueFor(col, v, `${field}.val[${i}]`))).join(', ');
        const hasNull = nonNull.length < values.length;
        if (f.op === 'IN') {
          const parts = [...(list ? [`${expr} IN (${list})`] : []), ...(hasNull ? [`${expr} IS NULL`] : [])];
          return `(${parts.join(' OR ')})`;
        }
        const parts = [
          ...(list ? [`${expr} NOT IN (${list})`] : []),
          ...(hasNull ? [`${expr} IS NOT NULL`] : []),
        ];
        return `(${parts.join(' AND ')})`;
      }
      case 'LIKE':
      case 'NOT LIKE':
        return `${expr} ${f.op} ${this.bind(String(f.val ?? ''))}`;
      case 'ILIKE':
      case 'NOT ILIKE': {
        const sql = d.ilike(expr, this.bind(String(f.val ?? '')));
        return f.op === 'ILIKE' ? sql : `NOT (${sql})`;
      }
      case 'REGEX': {
        const sql = d.regexMatch(expr, this.bind(String(f.val ?? '')));
        if (!sql)
          throw new CompileError(this.field(`${field}.op`), 'REGEX is not supported by this database');
        return sql;
      }
      case 'TEMPORAL_RANGE': {
        const { since, until } = this.timeRange(String(f.val ?? NO_TIME_RANGE), `${field}.val`);
        range.since = since;
        range.until = until;
        const parts: string[] = [];
        if (since) parts.push(`${expr} >= ${d.temporalLiteral(sqlTimestamp(since), col?.type)}`);
        if (until) parts.push(`${expr} < ${d.temporalLiteral(sqlTimestamp(until), col?.type)}`);
        return parts.length ? parts.join(' AND ') : null;
      }
      default: {
        if (Array.isArray(f.val))
          throw new CompileError(this.field(`${field}.val`), `${f.op} takes a single value`);
        const op = f.op === '==' ? '=' : f.op === '!=' ? '<>' : f.op;
        return `${expr} ${op} ${this.bind(this.valueFor(col, f.val, `${field}.val`))}`;
      }
    }
  }

  timeRange(text: string, field: string) {
    try {
      return parseTimeRange(text, this.opts.now);
    } catch (err) {
      if (err instanceof TimeRangeParseError) throw new CompileError(this.field(field), err.message);
      throw err;
    }
  }

  fromSql(): string {
    if (this.ds.sql) {
      const inner = this.ds.sql.trim().replace(/;+\s*$/, '');
      return `(${inner}) AS ${this.q('virtual_table')}`;
    }
    return this.opts.dialect.qualifyTable(this.ds.table_name, this.ds.schema, this.ds.catalog);
  }
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
  const range = { since: null as Date | null, until: null as Date | null };
  const applied: string[] = [];
  const rejected: { column: string; reason: string }[] = [];

  if (opts.maxRowLimit !== undefined && query.row_limit > opts.maxRowLimit) {
    throw new CompileError(`${opts.field ?? 'query'}.row_limit`, `Value cannot exceed ${opts.maxRowLimit}`);
  }

  const dims = query.columns.map((col, i) => ({
    label: getColumnLabel(col),
    sql: c.dimensionSql(col, `columns[${i}]`, grain),
  }));
  const metrics = (query.metrics ?? []).map((m, i) => ({
    label: getMetricLabel(m),
    sql: c.metricSql(m, `metrics[${i}]`),
  }));
  const aggregate = query.metrics !== null && metrics.length > 0;
  // As Superset: a metrics list, even an empty one, groups by the columns (distinct values, as a
  // native filter's options query asks); only a raw query (metrics null) lists rows as they are.
  const grouped = query.metrics !== null;

  // WHERE: filters, the legacy granularity + time_range pair, extras.where. Built by a function because
  // the series-limit subquery repeats it, and positional placeholders need the values bound again.
  const buildWhere = (): string[] => {
    const where: string[] = [];
    applied.length = 0;
    rejected.length = 0;
    query.filters.forEach((f, i) => {
      // A dashboard filter (isExtra) on a column this dataset lacks does not apply here: Superset skips
      // it and reports it in rejected_filters. A filter the chart itself holds still fails loudly.
      if (f.isExtra && typeof f.col === 'string' && !c.hasColumn(f.col)) {
        rejected.push({ column: f.col, reason: 'not_in_datasource' });
        return;
      }
      const sql = c.filterSql(f, `filters[${i}]`, range);
      if (sql) where.push(sql);
      applied.push(typeof f.col === 'string' ? f.col : getColumnLabel(f.col));
    });
    if (query.granularity && query.time_range && query.time_range !== NO_TIME_RANGE) {
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
  };

  const select = [
    ...dims.map((d) => `${d.sql} AS ${q(d.label)}`),
    ...metrics.map((m) => `${m.sql} AS ${q(m.label)}`),
  ];
  if (select.length === 0)
    throw new CompileError(`${opts.field ?? 'query'}.columns`, 'Empty query: choose columns or metrics');

  // Series limit: keep the top-N series by the limit metric, through a join on the series columns.
  let from = c.fromSql();
  const seriesDims = query.columns.filter((col) => !isBaseAxis(col)).map((col, i) => ({ col, i }));
  const seriesCols = query.series_columns.length ? query.series_columns : seriesDims.map((s) => s.col);
  let seriesJoin = '';
  if (aggregate && query.series_limit > 0 && seriesCols.length && query.columns.some(isBaseAxis)) {
    const limitMetric = query.series_limit_metric ?? query.metrics![0]!;
    const parts = seriesCols.map((col, i) => ({
      sql: c.dimensionSql(col, `series_columns[${i}]`, null),
      alias: `__series_${i}`,
    }));
    const inner = buildWhere();
    const innerWhere = inner.length ? ` WHERE ${inner.join(' AND ')}` : '';
    const dir = query.order_desc ? 'DESC' : 'ASC';
    from = `${from} AS ${q('__t')}`;
    seriesJoin =
      ` INNER JOIN (SELECT ${parts.map((p) => `${p.sql} AS ${q(p.alias)}`).join(', ')} FROM ${c.fromSql()}${innerWhere}` +
      ` GROUP BY ${parts.map((p) => p.sql).join(', ')} ORDER BY ${c.metricSql(limitMetric, 'series_limit_metric')} ${dir}` +
      ` ${opts.dialect.limitClause(query.series_limit)}) AS ${q('series_limit')} ON ` +
      parts.map((p) => `${p.sql} = ${q('series_limit')}.${q(p.alias)}`).join(' AND ');
  }

  const where = buildWhere();
  let sql = `SELECT ${select.join(', ')} FROM ${from}${seriesJoin}`;
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  if (grouped && dims.length) sql += ` GROUP BY ${dims.map((d) => d.sql).join(', ')}`;
  if (query.extras.having) sql += ` HAVING ${c.safe(query.extras.having, 'extras.having')}`;

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
    timeRange: range,
    appliedFilters: applied,
    rejectedFilters: rejected,
  };
}
