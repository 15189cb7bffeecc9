import { resolveQueryObject, type QueryObject } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { Invalid } from '../../domain-errors.js';
import { duckdbDialect } from '../../engines/duckdb/dialect.js';
import { compileQuery } from '../compile.js';
import type { Datasource } from '../datasource.js';
import { QueryTemplater } from './query-templater.js';

const col = (column_name: string, type: string, expression: string | null = null) => ({
  column_name,
  expression,
  type,
  is_dttm: type === 'TIMESTAMP',
  python_date_format: null,
  filterable: true,
  groupby: true,
});

const ds: Datasource = {
  id: 1,
  database_id: 1,
  table_name: 'sales_by_user',
  schema: 'main',
  catalog: null,
  sql: 'SELECT * FROM cleaned_sales_data WHERE country IN ({{ "\'" ~ filter_values(\'country\') | join("\', \'") ~ "\'" }})',
  main_dttm_col: 'order_date',
  fetch_values_predicate: null,
  always_filter_main_dttm: false,
  columns: [
    col('order_date', 'TIMESTAMP'),
    col('country', 'VARCHAR'),
    col('sales', 'DOUBLE'),
    col('mine', 'BOOLEAN', "deal_size = '{{ url_param('size', 'Small') }}'"),
  ],
  metrics: [
    {
      metric_name: 'user_sales',
      expression: "SUM(CASE WHEN '{{ current_username() }}' = 'ana' THEN sales END)",
    },
  ],
};

const user = { id: 7, username: 'ana', email: 'ana@example.com' };
const now = new Date('2024-06-15T10:00:00Z');

function compile(q: QueryObject, source: Datasource = ds, who = user) {
  const query = resolveQueryObject(q);
  const templater = new QueryTemplater({ user: who, dialect: duckdbDialect, datasource: source, query, now });
  return compileQuery(source, query, {
    dialect: duckdbDialect,
    family: 'duckdb',
    now,
    field: 'queries[0]',
    templater,
  });
}

const byCountry = (val: string[]): QueryObject => ({
  metrics: ['user_sales'],
  columns: ['country'],
  filters: [{ col: 'country', op: 'IN', val, isExtra: true }],
});

describe('templates in chart queries', () => {
  it("renders the virtual dataset's SQL with the query's filters (filter_values)", () => {
    const c = compile(byCountry(['France', 'Spain']));
    expect(c.fromSql).toBe(
      `(SELECT * FROM cleaned_sales_data WHERE country IN ('France', 'Spain')) AS "virtual_table"`,
    );
    expect(c.appliedTemplateFilters).toEqual(['country']);
    // The filter still applies to the outer query too (no remove_filter).
    expect(c.sql).toContain('"country" IN ($1, $2)');
  });

  it('leaves a filter out of the WHERE when the template takes it over (remove_filter=True)', () => {
    const sql = "SELECT * FROM t WHERE country IN {{ filter_values('country', remove_filter=True) | join }}";
    const c = compile(byCountry(['France']), { ...ds, sql });
    expect(c.sql).not.toContain('"country" IN');
    expect(c.params).toEqual([]);
  });

  it('renders saved metrics, calculated columns and adhoc SQL with the user, url_params and time range', () => {
    const c = compile({
      metrics: [
        'user_sales',
        { expressionType: 'SQL', sqlExpression: "COUNT('{{ from_dttm }}')", label: 'n' },
      ],
      columns: ['mine', { sqlExpression: "'{{ to_dttm }}'", label: 'until' }],
      url_params: { size: 'Large' },
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2004-01-01 : 2005-01-01' }],
    });
    expect(c.sql).toContain(`('ana' = 'ana')`);
    expect(c.sql).toContain(`deal_size = 'Large'`);
    expect(c.sql).toContain(`COUNT('2004-01-01T00:00:00')`);
    expect(c.sql).toContain(`'2005-01-01T00:00:00'`);
    expect(c.templateCacheKeys).toEqual([{ url_param: 'size', value: 'Large' }, { username: 'ana' }]);
  });

  it('answers get_time_filter and metric() from the query and the dataset', () => {
    const sql =
      "SELECT * FROM t WHERE d >= {{ get_time_filter('order_date', remove_filter=True).from_expr }} -- {{ metric('user_sales') }}";
    const c = compile(
      {
        metrics: ['user_sales'],
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2004-01-01 : 2005-01-01' }],
      },
      { ...ds, sql },
    );
    expect(c.fromSql).toContain(`d >= CAST('2004-01-01 00:00:00' AS TIMESTAMP) -- SUM(`);
    expect(c.sql).not.toContain('"order_date" >=');
  });

  it('refuses template errors as a 400 in Superset envelope, naming where', () => {
    const failure = (source: Datasource, q: QueryObject = byCountry(['x'])) => {
      try {
        compile(q, source);
      } catch (err) {
        if (err instanceof Invalid) return err.body as { message: string; errors: { error_type: string }[] };
        throw err;
      }
      throw new Error('compiled');
    };
    const syntax = failure({ ...ds, sql: 'SELECT {{ 1 + }}' });
    expect(syntax.message).toMatch(
      /^Error while rendering virtual dataset query: The query contains one or more malformed/,
    );
    expect(syntax.errors[0]!.error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    for (const sql of [
      "{{ ''.__class__ }}",
      '{{ range(1000000000) | length }}',
      '{{ "".constructor.constructor("return 1")() }}',
    ])
      expect(failure({ ...ds, sql }).errors[0]!.error_type, sql).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    const missing = failure({ ...ds, sql: 'SELECT {{ nope }}' });
    expect(missing.errors[0]!.error_type).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
    const adhoc = failure(ds, {
      metrics: [{ expressionType: 'SQL', sqlExpression: '{{ metric("x") }}', label: 'm' }],
    });
    expect(adhoc.message).toBe(
      'Error while rendering queries[0].metrics[0].sqlExpression: Metric ``x`` not found in sales_by_user.',
    );
  });
});
