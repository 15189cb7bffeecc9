import { describe, expect, it } from 'vitest';
import { safeFragment, SqlExpressionError } from './fragment.js';
import type { SqlFamily } from './functions.js';

const emit = (sql: string, family: SqlFamily = 'postgresql') => safeFragment(sql, family, 'metric');
const ok = (sql: string, family: SqlFamily = 'postgresql') => expect(() => emit(sql, family)).not.toThrow();
const refused = (sql: string, why: RegExp, family: SqlFamily = 'postgresql') => {
  expect(() => safeFragment(sql, family, 'metrics[0].sqlExpression')).toThrow(SqlExpressionError);
  expect(() => safeFragment(sql, family, 'metrics[0].sqlExpression')).toThrow(why);
};

describe('safeFragment', () => {
  it('accepts analytic expressions and clauses', () => {
    ok('SUM(sales) / NULLIF(COUNT(DISTINCT order_number), 0)');
    ok("CASE WHEN deal_size = 'Small' THEN 1 ELSE 0 END");
    ok("date_trunc('month', order_date)");
    ok('"weird col" + 1');
    ok("country = 'France' AND sales > 100");
    ok("name LIKE 'a;b%'");
    ok('`a b` * 2', 'mysql');
    ok("strftime('%Y', ds)", 'sqlite');
    ok('COUNT(*)');
    ok('percentile_cont(0.5) WITHIN GROUP (ORDER BY sales)');
    ok('SUM(sales) OVER (PARTITION BY country ORDER BY order_date ROWS BETWEEN 2 PRECEDING AND CURRENT ROW)');
    ok("COUNT(*) FILTER (WHERE status = 'Shipped')", 'duckdb');
    ok("order_date >= DATE '2020-01-01' AND order_date < CURRENT_DATE - INTERVAL '1 day'");
    ok('DATE_ADD(order_date, INTERVAL 1 DAY)', 'mysql');
    ok('CAST(sales AS DECIMAL(10, 2)) + sales::double precision');
    ok('EXTRACT(year FROM order_date) BETWEEN 2003 AND 2005');
    ok('x IS NOT DISTINCT FROM y OR z NOT IN (1, 2, NULL)');
    ok("GROUP_CONCAT(DISTINCT country ORDER BY country SEPARATOR ', ')", 'mysql');
    ok("string_agg(country, ',' ORDER BY country)");
    ok("TRIM(BOTH ' ' FROM name) || SUBSTRING(name FROM 1 FOR 2) || POSITION('a' IN name)");
  });

  it('writes the SQL that runs from the tree, never the text', () => {
    expect(emit('sum(a)+1')).toBe('(sum(a) + 1)');
    expect(emit('- -1')).toBe('(- (- 1))');
    expect(emit('"We""ird" = \'it\'\'s\'')).toBe('("We""ird" = \'it\'\'s\')');
    expect(emit('`a``b` = "x\\"y"', 'mysql')).toBe("(`a``b` = 'x\"y')");
    expect(emit("a = 'x\\'", 'postgresql')).toBe("(a = E'x\\\\')");
    expect(emit("a = 'x\\'", 'duckdb')).toBe("(a = 'x\\')");
    expect(emit("a = 'it\\'s'", 'mysql')).toBe("(a = 'it''s')");
    expect(emit("a = $$it's$$", 'duckdb')).toBe("(a = 'it''s')");
    expect(emit('x::timestamp with time zone')).toBe('CAST(x AS TIMESTAMP WITH TIME ZONE)');
    expect(emit('a || b', 'mysql')).toBe('(a OR b)');
  });

  it('reads backslashes and quotes as each engine does (the smuggling pair of the review)', () => {
    // PostgreSQL, DuckDB and SQLite: a backslash does not escape, so '\'' is a string "\" then a quote.
    for (const family of ['postgresql', 'duckdb', 'sqlite'] as const) {
      refused("'\\''", /not a valid SQL expression|unterminated/, family);
      const smuggled = "' || (SELECT string_agg(name||chr(58)||salary, chr(44)) FROM salaries) --'";
      // Alone it is a plain string to these engines, and it is written back as one.
      expect(emit(smuggled, family)).toMatch(/^'.*'$/s);
      expect(emit(smuggled, family)).not.toMatch(/^'[^']*' \|\|/);
    }
    // MySQL: a backslash escapes the quote, so '\'' is one string holding a quote.
    expect(emit("'\\''", 'mysql')).toBe("''''");
  });

  it('refuses subqueries, statements, comments, parameters and denied functions, naming the field', () => {
    refused('(SELECT 1)', /subqueries/);
    refused('x IN (SELECT y FROM t)', /subqueries/);
    refused('EXISTS (SELECT 1)', /subqueries/);
    refused('1; DROP TABLE x', /metrics\[0\]\.sqlExpression.*unexpected character ;/);
    refused("read_csv('/etc/passwd')", /read_csv/, 'duckdb');
    refused("pg_read_file('/etc/passwd')", /pg_read_file/);
    refused("length(pg_catalog.pg_read_file('x'))", /qualified function/);
    refused("query_to_xml('select * from salaries', true, true, '')", /query_to_xml/);
    refused('pg_sleep(100)', /pg_sleep/);
    refused('1 -- comment', /comments are not allowed/);
    refused('a /* x */ + 1', /comments/);
    refused('1 /*!50000 UNION SELECT 1 */', /comments/, 'mysql');
    refused('a # x', /comments/, 'mysql');
    refused('', /empty/);
    refused('a, b', /single expression/);
    refused("E'\\''", /prefixed literals/);
    refused("U&'\\0041'", /prefixed literals/);
    refused('$1 + 1', /parameters/);
    refused('@@version', /unexpected character @/, 'mysql');
    refused('t.*', /COUNT\(\*\)/);
    refused('x[1]', /unexpected character \[/, 'duckdb');
    refused('0x41', /malformed number/, 'mysql');
    refused('sleep(5)', /sleep/, 'mysql');
    refused("load_extension('x')", /load_extension/, 'sqlite');
    refused('('.repeat(200) + '1' + ')'.repeat(200), /nested more than/);
    refused('a'.repeat(10_001), /longer than 10000/);
  });
});
