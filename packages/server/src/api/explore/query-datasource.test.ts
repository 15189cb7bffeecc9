import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startChartServer, type ChartServer, type Json } from '../../test-support/chart.js';

let t: ChartServer;
let outsider: Session & { id: number };
let queryId: number;

const SQL = 'SELECT product_line, deal_size, sales FROM cleaned_sales_data';

const datasetCount = async () =>
  (await t.call(t.admin, 'GET', '/api/v1/dataset/?q=(page_size:100)')).body.count as number;

beforeAll(async () => {
  t = await startChartServer();
  outsider = await t.outsider('query_outsider');
  const run = await t.call(t.admin, 'POST', '/api/v1/sqllab/execute/', {
    database_id: t.examplesDbId,
    sql: SQL,
    client_id: 'qds_run_0001',
    tab: 'Sales lines',
    queryLimit: 10,
  });
  expect(run.status).toBe(200);
  queryId = run.body.query_id as number;
}, 120_000);
afterAll(() => t?.server.close());

const chartData = (s: Session, id: number, query: Json) =>
  t.call(s, 'POST', '/api/v1/chart/data', {
    datasource: { id, type: 'query' },
    queries: [query],
    result_format: 'json',
    result_type: 'full',
  });

describe('a SQL Lab query as the datasource (datasource_type=query)', () => {
  it('opens explore on the query: its columns, SQL and no saved metrics, creating no dataset', async () => {
    const before = await datasetCount();
    const res = await t.call(
      t.admin,
      'GET',
      `/api/v1/explore/?datasource_type=query&datasource_id=${queryId}`,
    );
    expect(res.status).toBe(200);
    const d = res.body.result.dataset as Json;
    expect(d).toMatchObject({
      type: 'query',
      id: queryId,
      uid: `${queryId}__query`,
      name: 'Sales lines',
      sql: SQL,
      metrics: [],
      database: { id: t.examplesDbId, database_name: 'examples', backend: 'duckdb' },
    });
    expect((d.columns as Json[]).map((c) => c.column_name)).toEqual(['product_line', 'deal_size', 'sales']);
    expect(res.body.result.form_data.datasource).toBe(`${queryId}__query`);
    expect(await datasetCount()).toBe(before);
  });

  it('charts the whole query (not the SQL Lab limit) through its SQL as a subquery', async () => {
    const res = await chartData(t.admin, queryId, {
      columns: ['deal_size'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
      orderby: [['deal_size', true]],
      row_limit: 100,
    });
    expect(res.status).toBe(200);
    const r = res.body.result[0] as Json;
    expect(r.colnames).toEqual(['deal_size', 'n']);
    expect(r.data.map((row: Json) => row.deal_size)).toEqual(['Large', 'Medium', 'Small']);
    const total = r.data.reduce((sum: number, row: Json) => sum + Number(row.n), 0);
    expect(total).toBeGreaterThan(10);
    expect(r.query).toContain('cleaned_sales_data');
  });

  it("keeps someone else's query out of reach: 404 in explore, chart data and form_data", async () => {
    const res = await t.call(
      outsider,
      'GET',
      `/api/v1/explore/?datasource_type=query&datasource_id=${queryId}`,
    );
    expect(res.status).toBe(404);
    const data = await chartData(outsider, queryId, { columns: ['deal_size'], metrics: [], row_limit: 10 });
    expect(data.status).toBe(404);
    const key = await t.call(outsider, 'POST', '/api/v1/explore/form_data', {
      datasource_id: queryId,
      datasource_type: 'query',
      form_data: JSON.stringify({ datasource: `${queryId}__query`, viz_type: 'table' }),
    });
    expect(key.status).toBe(404);
  });

  it('keeps explore state for the query under a form_data key', async () => {
    const formData = { datasource: `${queryId}__query`, viz_type: 'table', all_columns: ['product_line'] };
    const post = await t.call(t.admin, 'POST', '/api/v1/explore/form_data', {
      datasource_id: queryId,
      datasource_type: 'query',
      form_data: JSON.stringify(formData),
    });
    expect(post.status).toBe(201);
    const res = await t.call(t.admin, 'GET', `/api/v1/explore/?form_data_key=${post.body.key as string}`);
    expect(res.status).toBe(200);
    expect(res.body.result.dataset).toMatchObject({ type: 'query', id: queryId });
    expect(res.body.result.form_data).toMatchObject(formData);
  });

  it('refuses a query that failed (400 on datasource_id) and an unknown one (404)', async () => {
    const failed = await t.call(t.admin, 'POST', '/api/v1/sqllab/execute/', {
      database_id: t.examplesDbId,
      sql: 'SELECT no_such_column FROM cleaned_sales_data',
      client_id: 'qds_fail_001',
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const row = await t.server.ctx.db
      .selectFrom('query')
      .select(['id', 'status'])
      .where('client_id', '=', 'qds_fail_001')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    const res = await t.call(
      t.admin,
      'GET',
      `/api/v1/explore/?datasource_type=query&datasource_id=${row.id}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toHaveProperty('datasource_id');
    const unknown = await t.call(
      t.admin,
      'GET',
      '/api/v1/explore/?datasource_type=query&datasource_id=999999',
    );
    expect(unknown.status).toBe(404);
  });
});
