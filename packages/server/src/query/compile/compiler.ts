/**
 * The SQL of a query object's parts for one dataset and dialect: columns, metrics, filters, the FROM
 * item. Values are bound as parameters; user fragments are re-written by `safeFragment`.
 */
import {
  isBaseAxis,
  isTimeGrain,
  NO_TIME_RANGE,
  parseTimeRange,
  TimeRangeParseError,
  type QueryColumn,
  type QueryFilter,
  type QueryMetric,
} from '@meridian/core';
import type { BoundValue } from '../../engines/engine.js';
import { GenericDataType } from '../../engines/generic-types.js';
import type { Datasource, DatasourceColumn } from '../datasource.js';
import { safeFragment } from '../../sql-safety/fragment.js';
import type { CompileOptions } from '../compile.js';
import { CompileError } from './compile-error.js';

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
export class Compiler {
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

  /** A user fragment as SQL written from its parsed tree (never the text as given), its template rendered first. */
  safe(sql: string, field: string): string {
    const rendered = this.opts.templater ? this.opts.templater.render(sql, this.field(field)) : sql;
    return safeFragment(rendered, this.opts.family, this.field(field));
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
    // As Superset: an expression that is just a dataset column's name stands for that column (a
    // calculated column's definition). Inlined, the engine would read the name as the SELECT alias.
    const named = this.columns.get(column.sqlExpression);
    const sql =
      column.isColumnReference || named
        ? this.columnSql(column.sqlExpression, field)
        : `(${this.safe(column.sqlExpression, `${field}.sqlExpression`)})`;
    const g = column.timeGrain ?? (isBaseAxis(column) ? grain : null);
    const grainField = column.timeGrain ? `${field}.timeGrain` : 'extras.time_grain_sqla';
    return g ? this.grained(sql, named, g, grainField) : sql;
  }

  /** A dataset column as a time series' time column: truncated to `grain` when it is temporal. */
  timeColumnSql(name: string, field: string, grain: string | null | undefined): string {
    const sql = this.columnSql(name, field);
    return grain ? this.grained(sql, this.columns.get(name), grain, 'extras.time_grain_sqla') : sql;
  }

  /**
   * `sql` truncated to a time grain. As Superset: temporal columns only (a text x-axis stays as it is);
   * an adhoc SQL expression (no `named` column) is taken to be temporal when it asks for a grain.
   */
  private grained(sql: string, named: DatasourceColumn | undefined, grain: string, field: string): string {
    if (!isTimeGrain(grain)) throw new CompileError(this.field(field), `Unknown time grain: ${grain}`);
    const temporal =
      !named || named.is_dttm || this.opts.dialect.genericType(named.type) === GenericDataType.Temporal;
    return temporal ? this.opts.dialect.timeGrainExpression(grain, sql) : sql;
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

  private from: string | null = null;

  /**
   * The FROM item: the table, or the virtual dataset's SQL with its template rendered (once per
   * query, first, so that filters a template applies itself are known before the WHERE is built).
   * The statement holding it is checked as the engine reads it before it runs (statement-check.ts).
   */
  fromSql(): string {
    if (this.from !== null) return this.from;
    if (this.ds.sql) {
      const sql = this.opts.templater
        ? this.opts.templater.render(this.ds.sql, 'virtual dataset query')
        : this.ds.sql;
      const inner = sql.trim().replace(/;+\s*$/, '');
      if (!inner) throw new CompileError(this.field('datasource'), 'Virtual dataset query cannot be empty');
      this.from = `(${inner}) AS ${this.q('virtual_table')}`;
    } else this.from = this.opts.dialect.qualifyTable(this.ds.table_name, this.ds.schema, this.ds.catalog);
    return this.from;
  }
}
