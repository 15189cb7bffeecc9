import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '../../engines/duckdb/dialect.js';
import { renderSqlTemplate, TemplateError } from './render.js';

const user = { id: 7, username: 'ana', email: 'ana@example.com' };
const render = (sql: string, extra: Partial<Parameters<typeof renderSqlTemplate>[1]> = {}) =>
  renderSqlTemplate(sql, { user, dialect: duckdbDialect, ...extra });

function failure(sql: string, extra: Partial<Parameters<typeof renderSqlTemplate>[1]> = {}): TemplateError {
  try {
    render(sql, extra);
  } catch (err) {
    if (err instanceof TemplateError) return err;
    throw err;
  }
  throw new Error(`rendered: ${sql}`);
}

describe('SQL templates', () => {
  it("renders Superset's macros and the editor's parameters", () => {
    expect(
      render("SELECT '{{ current_username() }}', {{ current_user_id() }}, '{{ current_user_email() }}'"),
    ).toBe("SELECT 'ana', 7, 'ana@example.com'");
    expect(render('SELECT * FROM t WHERE y = {{ year }}', { templateParams: '{"year": 2004}' })).toBe(
      'SELECT * FROM t WHERE y = 2004',
    );
    expect(
      render("WHERE c = '{{ url_param('country', 'FR') }}'", { urlParams: { country: "Côte d'Ivoire" } }),
    ).toBe("WHERE c = 'Côte d''Ivoire'");
    expect(render("{{ filter_values('c', 'x') | join(',') }}|{{ from_dttm }}")).toBe('x|');
    expect(render('{% for i in range(3) %}{{ i }}{% endfor %}{% set a = 2 %}{{ a * 2 }}')).toBe('0124');
  });

  it('names the parameters a query uses without defining them', () => {
    const err = failure('SELECT {{ missing }} {% if other %}1{% endif %}');
    expect(err.errorType).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
    expect(err.message).toBe('The following parameters in your query are undefined: "missing", "other".');
  });

  it('refuses malformed templates and parameters', () => {
    expect(failure('SELECT {{ a ').errorType).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    expect(failure('SELECT 1 {{ x }}', { templateParams: '{not json' }).errorType).toBe(
      'INVALID_TEMPLATE_PARAMS_ERROR',
    );
  });

  it('refuses sandbox escapes: constructors, prototypes, dynamic attributes, includes', () => {
    for (const sql of [
      `{{ range.constructor("return process")() }}`,
      `{{ "".constructor.constructor("return process")() }}`,
      `{{ cycler.__proto__ }}`,
      `{{ url_param["constructor"] }}`,
      `{% set c = "constr" ~ "uctor" %}{{ range[c]("return 1")() }}`,
      `{{ current_username.call(null) }}`,
      `{% include "/etc/passwd" %}`,
      `{% import "x" as y %}`,
      `{{ joiner.prototype }}`,
      `{{ constructor }}`,
    ]) {
      const err = failure(sql);
      expect(err.errorType, sql).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    }
  });

  it('caps loops so a template cannot spin the server', () => {
    const err = failure('{% for i in range(1000000) %}{% endfor %}');
    expect(err.errorType).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
  });

  it('stops a render once its output passes the cap, before building it', () => {
    const body = 'x'.repeat(10_000);
    const err = failure(`{% for i in range(100000) %}${body}{{ i }}{% endfor %}`);
    expect(err.errorType).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    expect(err.message).toMatch(/rendered query is longer than/);
  });

  it('caps nested loops, doubling strings and sized filters', () => {
    for (const sql of [
      '{% for i in range(1000) %}{% for j in range(1000) %}{% endfor %}{% endfor %}',
      '{% for i in items %}{% for j in items %}{% for k in items %}{% endfor %}{% endfor %}{% endfor %}',
      '{% set s = "x" %}{% for i in range(40) %}{% set s = s ~ s %}{% endfor %}{{ s | length }}',
      '{{ ("x" ~ "y") | center(1000000000) }}',
      '{{ [1, 2] | slice(1000000000) | length }}',
    ]) {
      expect(failure(sql, { templateParams: { items: [...Array(1000).keys()] } }).errorType, sql).toBe(
        'INVALID_TEMPLATE_PARAMS_ERROR',
      );
    }
    expect(failure('{{ "x".repeat(100000000) }}').errorType).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
  });

  it('refuses a template source longer than the SQL cap', () => {
    const err = failure(`{{ 1 }}${' '.repeat(1_000_001)}`);
    expect(err.message).toMatch(/template is longer than/);
  });

  it('still renders macros, captures and loops within the budget', () => {
    expect(
      render(
        '{% macro q(c) %}"{{ c }}"{% endmacro %}{% set cols %}{% for c in cols %}{{ q(c) }}{{ "," if not loop.last }}{% endfor %}{% endset %}SELECT {{ cols }}',
        { templateParams: { cols: ['a', 'b'] } },
      ),
    ).toBe('SELECT "a","b"');
    expect(render('{% for i in range(50000) %}{% endfor %}{{ [1, 2, 3] | join("-") }}')).toBe('1-2-3');
    expect(
      render(
        '{% macro m(x, y=2) %}{{ x + y }}{% endmacro %}{{ m(1, y=5) }}|{% set d = {"a": 1} %}{{ d.a }}|' +
          '{{ "a,b".split(",") | join("|") }}|{% for k, v in {"k": "v"} %}{{ k ~ v }}{{ loop.index }}{% endfor %}|' +
          '{% if 2 > 1 %}yes{% else %}no{% endif %}|{{ url_param("c", "FR") }}{% raw %}{{ x }}{% endraw %}',
      ),
    ).toBe('6|1|a|b|kv1|yes|FR{{ x }}');
  });
});
