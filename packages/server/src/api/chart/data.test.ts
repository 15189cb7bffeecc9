import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExamplesServer, userSession, type Session, type TestServer } from '../../test-support/app.js';

type Json = Record<string, any>;
let server: TestServer;
let admin: Session;
let salesId: number;
let examplesDbId: number;

beforeAll(async () => {
  ({ server, admin, salesId, examplesDbId } = await startExamplesServer(20_000));
}, 180_000);
afterAll(() => server?.close());

const post = (body: unknown, s: Session = admin, qs = '') =>
  server.app.inject({
    method: 'POST',
    url: `/api/v1/chart/data${qs}`,
    headers: s.headers,
    payload: body as Json,
  });

const context = (query: Json, extra: Json = {}) => ({
  datasource: { id: salesId, type: 'table' },
  queries: [query],
  result_format: 'json',
  result_type: 'full',
  ...extra,
});

const byProductLine = {
  columns: ['product_line'],
  metrics: [
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' }, label: 'SUM(sales)' },
    'count',
  ],
  orderby: [['SUM(sales)', false]],
  row_limit: 100,
};

describe('POST /api/v1/chart/data', () => {
  it('answers correct aggregates with Superset payload fields and phase timings', async () => {
    const res = await post(context(byProductLine));
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toMatch(/compile;dur=.*db;dur=/);
    const [q] = (res.json() as { result: Json[] }).result;
    expect(q).toMatchObject({
      status: 'success',
      is_cached: false,
      colnames: ['product_line', 'SUM(sales)', 'count'],
    });
    expect(q!.coltypes).toEqual([1, 0, 0]);
    // The same aggregate computed by the engine directly.
    const connector = await server.ctx.connections.connector(examplesDbId);
    const raw = await connector.execute(
      'SELECT product_line, SUM(sales) AS s, COUNT(*) AS n FROM cleaned_sales_data GROUP BY product_line ORDER BY s DESC',
    );
    expect(q!.data.map((r: Json) => r.product_line)).toEqual(raw.rows.map((r) => r.product_line));
    q!.data.forEach((r: Json, i: number) => {
      expect(r['SUM(sales)']).toBeCloseTo(Number(raw.rows[i]!.s), 4);
      expect(r.count).toBe(Number(raw.rows[i]!.n));
    });
    expect(q!.rowcount).toBe(raw.rows.length);
  });

  it('serves the second request from the cache, and force bypasses it', async () => {
    const body = context({ ...byProductLine, row_limit: 99 });
    const first = (await post(body)).json().result[0];
    const second = (await post(body)).json().result[0];
    expect(second.is_cached).toBe(true);
    expect(second.cached_dttm).toEqual(expect.any(String));
    expect(second.data).toEqual(first.data);
    expect((await post(body, admin, '?force=true')).json().result[0].is_cached).toBe(false);
  });

  it('applies filters, time ranges and post-processing', async () => {
    const res = await post(
      context({
        columns: [
          { label: 'order_date', sqlExpression: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1Y' },
          'deal_size',
        ],
        metrics: ['count'],
        filters: [
          { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2004-01-01 : 2005-01-01' },
          { col: 'deal_size', op: 'IN', val: ['Small', 'Large'] },
        ],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['order_date'],
              columns: ['deal_size'],
              aggregates: { count: { operator: 'mean' } },
            },
          },
          { operation: 'flatten' },
        ],
      }),
    );
    const q = res.json().result[0];
    expect(res.statusCode).toBe(200);
    expect(q.colnames).toEqual(['order_date', 'count, Large', 'count, Small']);
    expect(q.data).toHaveLength(1);
    expect(new Date(q.data[0].order_date).toISOString()).toBe('2004-01-01T00:00:00.000Z');
    expect(q.from_dttm).toBe(Date.parse('2004-01-01T00:00:00Z'));
  });

  it('answers the query, samples, columns and timegrains result types', async () => {
    const query = (await post(context(byProductLine, { result_type: 'query' }))).json().result[0];
    expect(query.query).toMatch(/^SELECT "product_line" AS "product_line", SUM\("sales"\)/);
    const samples = (await post(context({ row_limit: 5 }, { result_type: 'samples' }))).json().result[0];
    expect(samples.data).toHaveLength(5);
    expect(samples.colnames).toContain('customer_name');
    const grains = (await post(context({}, { result_type: 'timegrains' }))).json().result[0];
    expect(grains.data).toContainEqual({
      name: 'Week starting Sunday',
      duration: '1969-12-28T00:00:00Z/P1W',
    });
  });

  it('exports CSV and XLSX', async () => {
    const csv = await post(context(byProductLine, { result_format: 'csv' }));
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('product_line,SUM(sales),count');
    expect(lines).toHaveLength(8);
    const xlsx = await post(context(byProductLine, { result_format: 'xlsx' }));
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.rawPayload))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('Classic Cars');
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const cases: [Json, RegExp][] = [
      [{ columns: ['no_such_column'], metrics: ['count'] }, /queries\[0\]\.columns\[0\].*no_such_column/],
      [{ metrics: ['no_such_metric'] }, /metrics\[0\].*no_such_metric/],
      [{ metrics: ['count'], filters: [{ col: 'country', op: 'SOUNDS LIKE', val: 'x' }] }, /op/],
      [{ metrics: ['count'], filters: [{ col: 'sales', op: '>', val: 'lots' }] }, /filters\[0\]\.val/],
      [{ metrics: ['count'], row_limit: 'abc' }, /row_limit/],
      [{ metrics: ['count'], row_limit: 10 ** 12 }, /Value cannot exceed/],
      [
        { metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(sales)); DROP TABLE x; --' }] },
        /sqlExpression/,
      ],
      [
        { metrics: [{ expressionType: 'SQL', sqlExpression: '(SELECT COUNT(*) FROM flights)' }] },
        /subqueries/,
      ],
      [
        { columns: [{ label: 'x', sqlExpression: "read_text('/etc/passwd')" }], metrics: ['count'] },
        /read_text/,
      ],
      [{ metrics: ['count'], extras: { where: "1=1 OR getenv('HOME') IS NOT NULL" } }, /getenv/],
      [{ metrics: ['count'], extras: { having: 'COUNT(*) > 1; SELECT 1' } }, /having/],
      [
        {
          metrics: ['count'],
          filters: [{ col: { label: 'y', sqlExpression: "pg_read_file('x')" }, op: 'IS NULL' }],
        },
        /pg_read_file/,
      ],
    ];
    for (const [query, message] of cases) {
      const res = await post(context(query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.body, JSON.stringify(query)).toMatch(message);
    }
    const noDatasource = await post({ queries: [{}] });
    expect(noDatasource.statusCode).toBe(400);
    expect(noDatasource.body).toMatch(/datasource/);
    expect(
      (await post(context({ metrics: ['count'] }, { datasource: { id: 999999, type: 'table' } }))).statusCode,
    ).toBe(404);
  });

  it('refuses a dataset the user may not read before compiling or running anything', async () => {
    const gamma = await userSession(server, 'gamma_chartdata', ['Gamma']);
    const res = await post(
      context({ metrics: [{ expressionType: 'SQL', sqlExpression: "read_csv('/etc/passwd')" }] }),
      gamma,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
    expect(res.json().errors[0].extra).toEqual({
      datasource: 'cleaned_sales_data',
      owners: expect.any(Array),
    });
  });

  it('answers the legacy explore_json and the samples endpoint', async () => {
    const legacy = await server.app.inject({
      method: 'POST',
      url: '/superset/explore_json/?query=true',
      headers: admin.headers,
      payload: context(byProductLine),
    });
    expect(legacy.json().result[0].query).toMatch(/GROUP BY/);
    const samples = await server.app.inject({
      method: 'POST',
      url: `/datasource/samples?datasource_type=table&datasource_id=${salesId}&per_page=3&page=2`,
      headers: admin.headers,
      payload: {},
    });
    expect(samples.json().result.data).toHaveLength(3);
    expect(samples.json().result.page).toBe(2);
    const connector = await server.ctx.connections.connector(examplesDbId);
    const total = await connector.execute('SELECT COUNT(*) AS n FROM cleaned_sales_data');
    expect(samples.json().result.total_count).toBe(Number(total.rows[0]!.n));
  });
});

describe('time comparison', () => {
  it('joins each offset shifted back and forward again as <metric>__<offset>', async () => {
    const query = {
      columns: [
        { label: 'order_date', sqlExpression: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1Y' },
      ],
      metrics: ['count'],
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2004-01-01 : 2006-01-01' }],
      time_offsets: ['1 year ago'],
      orderby: [[{ label: 'order_date', sqlExpression: 'order_date' }, true]],
    };
    const res = await post(context(query));
    expect(res.statusCode).toBe(200);
    const q = res.json().result[0];
    expect(q.colnames).toEqual(['order_date', 'count', 'count__1 year ago']);
    // The yearly counts of 2003 and 2004 reappear one year later as the comparison values.
    const plain = (
      await post(
        context({
          ...query,
          time_offsets: [],
          filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2003-01-01 : 2006-01-01' }],
        }),
      )
    ).json().result[0].data;
    expect(q.data[0]['count__1 year ago']).toBe(plain[0].count);
    expect(q.data[1]['count__1 year ago']).toBe(plain[1].count);
    expect(q.data[1].count).toBe(plain[2].count);
  });
});
