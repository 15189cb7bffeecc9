/**
 * Jinja in chart queries through POST /api/v1/chart/data: a virtual dataset's SQL and adhoc SQL are
 * rendered with the query's filters (a dashboard's native filter among them), its time range, its
 * url_params and the user; the rendered SQL is what result_type "query" shows; template errors and
 * sandbox escapes are 400s; what a template reads about the user keeps users' cached results apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExamplesServer, userSession, type Session, type TestServer } from '../../test-support/app.js';

type Json = Record<string, any>;
let server: TestServer;
let admin: Session;
let bob: Session;
let salesId: number;
let examplesDbId: number;

/** A virtual dataset over the sales table with `sql` as its SQL (set in the store: it is a template). */
async function virtualDataset(name: string, sql: string): Promise<number> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin.headers,
    payload: {
      database: examplesDbId,
      schema: 'main',
      table_name: name,
      sql: 'SELECT * FROM cleaned_sales_data',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: number }).id;
  await server.ctx.db.updateTable('tables').set({ sql }).where('id', '=', id).execute();
  server.ctx.datasources.invalidate(id);
  return id;
}

async function chartData(datasetId: number, query: Json, opts: { session?: Session; type?: string } = {}) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: (opts.session ?? admin).headers,
    payload: {
      datasource: { id: datasetId, type: 'table' },
      queries: [query],
      result_format: 'json',
      result_type: opts.type ?? 'full',
    },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function firstRow(datasetId: number, query: Json, session?: Session): Promise<Json> {
  const { status, body } = await chartData(datasetId, query, session ? { session } : {});
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result[0];
}

const engineCount = async (where: string) => {
  const connector = await server.ctx.connections.connector(examplesDbId);
  const { rows } = await connector.execute(`SELECT COUNT(*) AS n FROM cleaned_sales_data WHERE ${where}`);
  return Number((rows[0] as Json).n);
};

const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };

beforeAll(async () => {
  ({ server, admin, salesId, examplesDbId } = await startExamplesServer(1000));
  bob = await userSession(server, 'bob', ['Admin']);
}, 180_000);
afterAll(() => server?.close());

describe('templates in chart queries', () => {
  it("filter_values('country') answers differently with a dashboard's native filter on country", async () => {
    const id = await virtualDataset(
      'sales_by_country',
      `SELECT * FROM cleaned_sales_data WHERE country IN ({{ "'" ~ filter_values('country', 'USA') | join("', '") ~ "'" }})`,
    );
    const plain = await firstRow(id, { metrics: [count], columns: [] });
    expect(plain.data[0].n).toBe(await engineCount(`country = 'USA'`));
    expect(plain.applied_template_filters).toEqual([]);
    // A native filter arrives as an extra filter of the query object.
    const native = { col: 'country', op: 'IN', val: ['France', 'Spain'], isExtra: true };
    const filtered = await firstRow(id, { metrics: [count], columns: [], filters: [native] });
    expect(filtered.data[0].n).toBe(await engineCount(`country IN ('France', 'Spain')`));
    expect(filtered.data[0].n).not.toBe(plain.data[0].n);
    expect(filtered.applied_template_filters).toEqual(['country']);
  });

  it('renders url_param, from_dttm/to_dttm and current_username; result_type query shows the rendered SQL', async () => {
    const id = await virtualDataset(
      'sales_templated',
      `SELECT *, '{{ current_username() }}' AS who FROM cleaned_sales_data WHERE deal_size = '{{ url_param('size', 'Small') }}'` +
        `{% if from_dttm %} AND order_date >= '{{ from_dttm }}' AND order_date < '{{ to_dttm }}'{% endif %}`,
    );
    const query = {
      metrics: [
        count,
        { expressionType: 'SQL', sqlExpression: "MAX('{{ url_param('size') }}')", label: 'size' },
      ],
      columns: [{ sqlExpression: "who || '@{{ current_username() }}'", label: 'who' }],
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2004-01-01 : 2005-01-01' }],
      url_params: { size: 'Large' },
    };
    const row = await firstRow(id, query);
    expect(row.data).toEqual([
      {
        who: 'admin@admin',
        n: await engineCount(
          `deal_size = 'Large' AND order_date >= '2004-01-01' AND order_date < '2005-01-01'`,
        ),
        size: 'Large',
      },
    ]);
    const shown = await chartData(id, query, { type: 'query' });
    expect(shown.status).toBe(200);
    const sql = shown.body.result[0].query as string;
    expect(sql).toContain(`'admin' AS who`);
    expect(sql).toContain(`deal_size = 'Large' AND order_date >= '2004-01-01T00:00:00'`);
    expect(sql).toContain(`MAX('Large')`);
    expect(sql).not.toMatch(/\{\{|\{%/);
  });

  it('keeps cached results apart per user when the template reads the user', async () => {
    const id = await virtualDataset(
      'sales_per_user',
      `SELECT * FROM cleaned_sales_data WHERE {% if current_username() == 'admin' %}deal_size = 'Large'{% else %}deal_size = 'Small'{% endif %}`,
    );
    const query = { metrics: [count], columns: [] };
    const a = await firstRow(id, query);
    const b = await firstRow(id, query, bob);
    expect(a.cache_key).not.toBe(b.cache_key);
    expect(a.data[0].n).toBe(await engineCount(`deal_size = 'Large'`));
    expect(b.data[0].n).toBe(await engineCount(`deal_size = 'Small'`));
    // Asked again, each user gets their own cached answer.
    const again = await firstRow(id, query, bob);
    expect(again.is_cached).toBe(true);
    expect(again.data[0].n).toBe(b.data[0].n);
  });

  it('refuses template errors and sandbox escapes with a 400 naming the template error', async () => {
    const cases: [string, string, RegExp][] = [
      [
        'SELECT * FROM cleaned_sales_data WHERE {{ 1 + }}',
        'INVALID_TEMPLATE_PARAMS_ERROR',
        /malformed template/,
      ],
      ["SELECT '{{ ''.__class__ }}' AS x", 'INVALID_TEMPLATE_PARAMS_ERROR', /__class__/],
      ['SELECT {{ range(1000000000) | length }} AS x', 'INVALID_TEMPLATE_PARAMS_ERROR', /limited to/],
      [
        'SELECT {{ "".constructor.constructor("return 1")() }} AS x',
        'INVALID_TEMPLATE_PARAMS_ERROR',
        /constructor/,
      ],
      ['SELECT {{ nope }} AS x', 'MISSING_TEMPLATE_PARAMS_ERROR', /undefined: "nope"/],
    ];
    for (const [i, [sql, errorType, message]] of cases.entries()) {
      const id = await virtualDataset(`bad_template_${i}`, sql);
      const { status, body } = await chartData(id, { metrics: [count], columns: [] });
      expect(status, sql).toBe(400);
      expect(body.message, sql).toMatch(/^Error while rendering virtual dataset query: /);
      expect(body.message, sql).toMatch(message);
      expect(body.errors[0].error_type, sql).toBe(errorType);
    }
    // An adhoc metric's template error names its field.
    const metric = { expressionType: 'SQL', sqlExpression: 'SUM({{ range.constructor }})', label: 'm' };
    const { status, body } = await chartData(salesId, { metrics: [metric], columns: [] });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Error while rendering queries\[0\]\.metrics\[0\]\.sqlExpression: /);
  });

  it('filters a chart saved with granularity_sqla + time_range and no x-axis by that range', async () => {
    const row = await firstRow(salesId, {
      granularity_sqla: 'order_date',
      time_range: '2004-01-01 : 2005-01-01',
      metrics: [count],
      columns: [],
    });
    expect(row.data[0].n).toBe(await engineCount(`order_date >= '2004-01-01' AND order_date < '2005-01-01'`));
    expect(row.data[0].n).toBeLessThan(await engineCount('TRUE'));
    expect(row.from_dttm).toBe(Date.UTC(2004, 0, 1));
  });
});
