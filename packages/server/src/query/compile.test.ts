import { resolveQueryObject, type QueryObject } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '../engines/duckdb/dialect.js';
import { mysqlDialect } from '../engines/mysql/dialect.js';
import { postgresDialect } from '../engines/postgres/dialect.js';
import { sqliteDialect } from '../engines/sqlite/dialect.js';
import { CompileError, compileQuery } from './compile.js';
import type { Datasource } from './datasource.js';
import { SqlExpressionError } from '../sql-safety/fragment.js';

/** A filterable, groupable column of the dataset (not temporal unless `extra` says so). */
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
    column('product_line', 'VARCHAR'),
    column('country', 'VARCHAR'),
    column('sales', 'DOUBLE'),
    column('big_deal', 'VARCHAR', { expression: "CASE WHEN sales > 5000 THEN 'big' ELSE 'small' END" }),
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

const now = new Date('2024-06-15T10:00:00Z');
const dialects = {
  duckdb: [duckdbDialect, 'duckdb'],
  postgresql: [postgresDialect, 'postgresql'],
  mysql: [mysqlDialect, 'mysql'],
  sqlite: [sqliteDialect, 'sqlite'],
} as const;

const compile = (q: QueryObject, engine: keyof typeof dialects = 'duckdb', ds = sales) =>
  compileQuery(ds, resolveQueryObject(q), {
    dialect: dialects[engine][0],
    family: dialects[engine][1],
    now,
    maxRowLimit: 100000,
  });

const byProductLine: QueryObject = {
  columns: ['product_line'],
  metrics: [
    'count',
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' }, label: 'SUM(sales)' },
  ],
  filters: [
    { col: 'country', op: 'IN', val: ['France', 'Spain'] },
    { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
  ],
  orderby: [['SUM(sales)', false]],
  row_limit: 100,
};

describe('compileQuery', () => {
  it.each(Object.keys(dialects) as (keyof typeof dialects)[])(
    'compiles an aggregate query for %s',
    (engine) => {
      const c = compile(byProductLine, engine);
      expect(c.sql).toMatchSnapshot();
      expect(c.params).toEqual(['France', 'Spain']);
      expect(c.columnLabels).toEqual(['product_line']);
      expect(c.metricLabels).toEqual(['count', 'SUM(sales)']);
      expect(c.timeRange.since?.toISOString()).toBe('2023-06-15T00:00:00.000Z');
    },
  );

  it('quotes identifiers, binds values and never inlines user text', () => {
    const c = compile({
      columns: ['product_line'],
      metrics: ['count'],
      filters: [{ col: 'product_line', op: '==', val: "x' OR '1'='1" }],
    });
    expect(c.sql).toContain('"product_line" = $1');
    expect(c.sql).not.toContain("OR '1'='1");
    expect(c.params).toEqual(["x' OR '1'='1"]);
    const mysql = compile(
      { columns: ['product_line'], metrics: ['count'], filters: [{ col: 'country', op: '!=', val: 'x' }] },
      'mysql',
    );
    expect(mysql.sql).toContain('`country` <> ?');
  });

  it('groups by the columns when the metrics list is empty, and lists raw rows when it is null', () => {
    const grouped = compile({ columns: ['product_line'], metrics: [], row_limit: 1000 });
    expect(grouped.sql).toMatch(/GROUP BY "product_line"/);
    const raw = compile({ columns: ['product_line'], row_limit: 1000 });
    expect(raw.sql).not.toContain('GROUP BY');
  });

  it('skips a dashboard filter on a column the dataset lacks and reports it; a chart filter still fails', () => {
    const c = compile({
      columns: ['product_line'],
      metrics: ['count'],
      filters: [
        { col: 'airline', op: 'IN', val: ['AA'], isExtra: true },
        { col: 'country', op: 'IN', val: ['France'], isExtra: true },
      ],
    });
    expect(c.sql).not.toContain('airline');
    expect(c.params).toEqual(['France']);
    expect(c.appliedFilters).toEqual(['country']);
    expect(c.rejectedFilters).toEqual([{ column: 'airline', reason: 'not_in_datasource' }]);
    expect(() =>
      compile({
        columns: ['product_line'],
        metrics: ['count'],
        filters: [{ col: 'airline', op: 'IN', val: ['AA'] }],
      }),
    ).toThrow('Column "airline" does not exist in this dataset');
  });

  it('expands calculated columns and truncates the x-axis to its grain', () => {
    const c = compile({
      columns: [
        { label: 'order_date', sqlExpression: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
        'big_deal',
      ],
      metrics: ['count'],
    });
    expect(c.sql).toContain("((CASE WHEN (sales > 5000) THEN 'big' ELSE 'small' END)) AS \"big_deal\"");
    expect(c.sql).toMatch(/DATE_TRUNC\('month'/i);
  });

  it('limits series to the top N through a join', () => {
    const c = compile(
      {
        columns: [
          { label: 'order_date', sqlExpression: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1Y' },
          'country',
        ],
        metrics: ['count'],
        series_limit: 5,
        filters: [{ col: 'product_line', op: '==', val: 'Motorcycles' }],
      },
      'sqlite',
    );
    expect(c.sql).toContain('INNER JOIN (SELECT');
    expect(c.sql).toContain('LIMIT 5');
    // Positional placeholders: the value is bound once for the subquery and once for the outer query.
    expect(c.params).toEqual(['Motorcycles', 'Motorcycles']);
  });

  it('wraps row counts and virtual datasets', () => {
    const virtual = { ...sales, sql: 'SELECT * FROM cleaned_sales_data WHERE sales > 0;' };
    const c = compile({ columns: ['country'], metrics: ['count'], is_rowcount: true }, 'duckdb', virtual);
    expect(c.sql).toMatch(
      /^SELECT COUNT\(\*\) AS "rowcount" FROM \(SELECT .* FROM \(SELECT \* FROM cleaned_sales_data WHERE sales > 0\) AS "virtual_table"/,
    );
  });

  it('refuses unknown columns and metrics, bad values and oversized limits, naming the field', () => {
    expect(() => compile({ columns: ['nope'], metrics: ['count'] })).toThrow(/columns\[0\].*nope/);
    expect(() => compile({ columns: [], metrics: ['nope'] })).toThrow(/metrics\[0\].*nope/);
    expect(() => compile({ metrics: ['count'], filters: [{ col: 'sales', op: '>', val: 'abc' }] })).toThrow(
      /filters\[0\]\.val/,
    );
    expect(() => compile({ metrics: ['count'], row_limit: 10 ** 12 })).toThrow(/Value cannot exceed 100000/);
    expect(() =>
      compile({
        metrics: ['count'],
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last fortnight' }],
      }),
    ).toThrow(CompileError);
  });

  it('refuses unsafe SQL in every expression field before any engine runs', () => {
    const attacks: QueryObject[] = [
      { metrics: [{ expressionType: 'SQL', sqlExpression: '(SELECT password FROM ab_user)' }] },
      { metrics: ['count'], columns: [{ label: 'x', sqlExpression: "read_csv('/etc/passwd')" }] },
      { metrics: ['count'], extras: { where: '1=1; DROP TABLE logs' } },
      { metrics: ['count'], extras: { having: 'COUNT(*) > 0 -- ' } },
      {
        metrics: ['count'],
        filters: [{ col: { label: 'y', sqlExpression: "pg_read_file('/etc/passwd')" }, op: 'IS NOT NULL' }],
      },
    ];
    for (const q of attacks) expect(() => compile(q)).toThrow(SqlExpressionError);
  });
});

describe('time grains', () => {
  it('truncate temporal x-axes only', () => {
    const text = compile({
      columns: [{ label: 'country', sqlExpression: 'country', columnType: 'BASE_AXIS' }],
      metrics: ['count'],
      extras: { time_grain_sqla: 'P1M' },
    });
    expect(text.sql).not.toMatch(/DATE_TRUNC/i);
    const date = compile({
      columns: [{ label: 'order_date', sqlExpression: 'order_date', columnType: 'BASE_AXIS' }],
      metrics: ['count'],
      extras: { time_grain_sqla: 'P1M' },
    });
    expect(date.sql).toMatch(/DATE_TRUNC\('month'/i);
  });
});
