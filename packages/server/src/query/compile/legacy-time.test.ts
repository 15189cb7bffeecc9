import { resolveQueryObject, type QueryObject } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '../../engines/duckdb/dialect.js';
import { postgresDialect } from '../../engines/postgres/dialect.js';
import { SqlExpressionError } from '../../sql-safety/fragment.js';
import { CompileError, compileQuery } from '../compile.js';
import type { Datasource } from '../datasource.js';

const column = (column_name: string, type: string, extra: Partial<Datasource['columns'][number]> = {}) => ({
  column_name,
  expression: null,
  type,
  is_dttm: false,
  python_date_format: null,
  filterable: true,
  groupby: true,
  ...extra,
});

const DEAL = "CASE WHEN sales > 5000 THEN 'big' ELSE 'small' END";
const sales: Datasource = {
  id: 1,
  database_id: 1,
  table_name: 'cleaned_sales_data',
  schema: 'main',
  catalog: null,
  sql: null,
  main_dttm_col: 'order_date',
  fetch_values_predicate: null,
  always_filter_main_dttm: false,
  columns: [
    column('order_date', 'TIMESTAMP', { is_dttm: true }),
    column('shipped', 'TIMESTAMP', { is_dttm: true, expression: "order_date + INTERVAL '3 days'" }),
    column('product_line', 'VARCHAR'),
    column('sales', 'DOUBLE'),
    column('big_deal', 'VARCHAR', { expression: DEAL }),
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

const compile = (q: QueryObject, dialect = duckdbDialect) =>
  compileQuery(sales, resolveQueryObject(q), {
    dialect,
    family: dialect === duckdbDialect ? 'duckdb' : 'postgresql',
    now: new Date('2024-06-15T10:00:00Z'),
    field: 'queries[0]',
  });

/** Superset's legacy time-series query object (no x-axis column). */
const legacy: QueryObject = {
  is_timeseries: true,
  granularity: 'order_date',
  extras: { time_grain_sqla: 'P3M', having: '', where: '' },
  columns: ['product_line'],
  series_columns: ['product_line'],
  metrics: ['count'],
  time_range: 'No filter',
};

describe('legacy time series (is_timeseries + granularity)', () => {
  it('selects the time column truncated to the grain first, as __timestamp, and groups by it', () => {
    const c = compile(legacy);
    expect(c.columnLabels).toEqual(['__timestamp', 'product_line']);
    expect(c.sql).toMatch(
      /^SELECT DATE_TRUNC\('quarter', "order_date"\) AS "__timestamp", "product_line" AS "product_line", COUNT\(\*\) AS "count" FROM/,
    );
    expect(c.sql).toContain('GROUP BY DATE_TRUNC(\'quarter\', "order_date"), "product_line"');
    // Postgres gets its own truncation, still first and still aliased.
    expect(compile(legacy, postgresDialect).sql).toMatch(
      /^SELECT DATE_TRUNC\('quarter', .*\) AS "__timestamp"/,
    );
  });

  it('reads __timestamp among the columns (older clients) as the same time column', () => {
    const older = compile({ ...legacy, is_timeseries: undefined, columns: ['__timestamp', 'product_line'] });
    expect(older.sql).toBe(compile(legacy).sql);
  });

  it('keeps the time column as it is without a grain, and expands a calculated time column', () => {
    const plain = compile({ ...legacy, extras: {} });
    expect(plain.sql).toMatch(/^SELECT "order_date" AS "__timestamp"/);
    const calculated = compile({ ...legacy, granularity: 'shipped' });
    expect(calculated.sql).toMatch(/^SELECT DATE_TRUNC\('quarter', \(\(?order_date \+ INTERVAL/);
  });

  it('filters on __timestamp and on the granularity time range through the time column', () => {
    const c = compile({
      ...legacy,
      time_range: '2004-01-01 : 2005-01-01',
      filters: [{ col: '__timestamp', op: 'TEMPORAL_RANGE', val: '2004-03-01 : 2004-09-01' }],
    });
    expect(c.sql).toContain(`"order_date" >= CAST('2004-03-01 00:00:00' AS TIMESTAMP)`);
    expect(c.sql).toContain(`"order_date" >= CAST('2004-01-01 00:00:00' AS TIMESTAMP)`);
    expect(c.appliedFilters).toEqual(['order_date']);
  });

  it('limits the series with a join on the series columns, as Superset does for time series', () => {
    const c = compile({ ...legacy, series_limit: 3 });
    expect(c.sql).toMatch(
      /INNER JOIN \(SELECT "product_line" AS "__series_0" .* LIMIT 3\) AS "series_limit"/,
    );
  });

  it('refuses a time series without (or with an unknown) time column, naming granularity', () => {
    expect(() => compile({ ...legacy, granularity: undefined })).toThrow(
      /queries\[0\]\.granularity: Datetime column not provided/,
    );
    expect(() => compile({ ...legacy, granularity: 'nope' })).toThrow(
      'queries[0].granularity: Time column "nope" does not exist in dataset',
    );
  });

  it('refuses an unknown time grain as a bad field, not a server error', () => {
    expect(() => compile({ ...legacy, extras: { time_grain_sqla: 'P2W' } })).toThrow(CompileError);
    expect(() => compile({ ...legacy, extras: { time_grain_sqla: 'P2W' } })).toThrow(
      /queries\[0\]\.extras\.time_grain_sqla: Unknown time grain: P2W/,
    );
    const axis = { label: 'order_date', sqlExpression: 'order_date', columnType: 'BASE_AXIS' as const };
    expect(() => compile({ columns: [{ ...axis, timeGrain: 'P2W' }], metrics: ['count'] })).toThrow(
      /queries\[0\]\.columns\[0\]\.timeGrain: Unknown time grain/,
    );
  });
});

describe('adhoc SQL columns naming a dataset column', () => {
  const axis = (sqlExpression: string) => ({
    columnType: 'BASE_AXIS' as const,
    expressionType: 'SQL' as const,
    label: sqlExpression,
    sqlExpression,
    timeGrain: 'P1D',
  });

  it("resolve to the calculated column's definition, not the bare name (a SELECT alias to DuckDB)", () => {
    const c = compile({
      columns: [axis('big_deal')],
      metrics: ['count'],
      extras: { time_grain_sqla: 'P1D' },
    });
    expect(c.sql).toMatch(/^SELECT \(\(CASE WHEN .* END\)\) AS "big_deal"/);
    expect(c.sql).toMatch(/GROUP BY \(\(CASE WHEN .* END\)\) ORDER BY/);
    // A text column is not truncated by the grain the x-axis carries.
    expect(c.sql).not.toMatch(/DATE_TRUNC/);
  });

  it('resolve to the quoted physical column, still truncated when temporal', () => {
    const c = compile({ columns: [axis('order_date')], metrics: ['count'] });
    expect(c.sql).toMatch(/^SELECT DATE_TRUNC\('day', "order_date"\) AS "order_date"/);
  });

  it('leave other expressions to the SQL-safety rules', () => {
    const expr = compile({ columns: [axis("big_deal || 'x'")], metrics: ['count'] });
    expect(expr.sql).toContain(`SELECT DATE_TRUNC('day', ((big_deal || 'x'))) AS`);
    expect(() => compile({ columns: [axis("read_csv('/etc/passwd')")], metrics: ['count'] })).toThrow(
      SqlExpressionError,
    );
  });
});
