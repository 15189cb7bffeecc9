import { describe, expect, it } from 'vitest';
import { assertSafeSql, SqlExpressionError } from './sql-expression.js';

const ok = (
  sql: string,
  kind: 'expression' | 'clause' = 'expression',
  d: 'PostgresQL' | 'MySQL' | 'Sqlite' = 'PostgresQL',
) => expect(() => assertSafeSql(sql, kind, d, 'metric')).not.toThrow();
const refused = (sql: string, why: RegExp, kind: 'expression' | 'clause' = 'expression') => {
  expect(() => assertSafeSql(sql, kind, 'PostgresQL', 'metrics[0].sqlExpression')).toThrow(
    SqlExpressionError,
  );
  expect(() => assertSafeSql(sql, kind, 'PostgresQL', 'metrics[0].sqlExpression')).toThrow(why);
};

describe('assertSafeSql', () => {
  it('accepts analytic expressions and clauses', () => {
    ok('SUM(sales) / NULLIF(COUNT(DISTINCT order_number), 0)');
    ok("CASE WHEN deal_size = 'Small' THEN 1 ELSE 0 END");
    ok("date_trunc('month', order_date)");
    ok('"weird col" + 1');
    ok("country = 'France' AND sales > 100", 'clause');
    ok("name LIKE 'a;b%'", 'clause');
    ok('`a b` * 2', 'expression', 'MySQL');
    ok("strftime('%Y', ds)", 'expression', 'Sqlite');
  });

  it('refuses subqueries, statement separators and denylisted functions, naming the field', () => {
    refused('(SELECT 1)', /subqueries/);
    refused('x IN (SELECT y FROM t)', /subqueries/, 'clause');
    refused('1; DROP TABLE x', /metrics\[0\]\.sqlExpression/);
    refused('1 = 1; DELETE FROM logs', /not a valid|single/, 'clause');
    refused("read_csv('/etc/passwd')", /read_csv/);
    refused("pg_read_file('/etc/passwd')", /pg_read_file/);
    refused("length(pg_catalog.pg_read_file('x'))", /pg_read_file/);
    refused('pg_sleep(100)', /pg_sleep/);
    refused('1 -- comment', /comments are not allowed/);
    refused('a /* x */ + 1', /comments/);
    refused('', /empty/);
    refused('a, b', /single expression/);
  });
});
