/** GET /dashboard/{id}/charts and /datasets on a dashboard of example charts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExamplesServer, userSession, type Session, type TestServer } from '../../test-support/app.js';

type Json = Record<string, any>;
let server: TestServer;
let admin: Session;
let salesId: number;
let dashboardId: number;

const call = (s: Session, method: 'GET' | 'POST', url: string, payload?: Json) =>
  server.app.inject({ method, url, headers: s.headers, ...(payload && { payload }) });

beforeAll(async () => {
  ({ server, admin, salesId } = await startExamplesServer(1_000));
  const chart = await call(admin, 'POST', '/api/v1/chart/', {
    slice_name: 'Sales by line',
    viz_type: 'pie',
    datasource_id: salesId,
    datasource_type: 'table',
    params: JSON.stringify({ groupby: ['product_line'], metric: 'sum__sales' }),
  });
  expect(chart.statusCode).toBe(201);
  const chartId = chart.json().id as number;
  const layout = {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${chartId}`] },
    [`CHART-${chartId}`]: { id: `CHART-${chartId}`, type: 'CHART', children: [], meta: { chartId } },
  };
  const dashboard = await call(admin, 'POST', '/api/v1/dashboard/', {
    dashboard_title: 'Related',
    position_json: JSON.stringify(layout),
    published: true,
  });
  expect(dashboard.statusCode).toBe(201);
  dashboardId = dashboard.json().id as number;
}, 180_000);
afterAll(() => server?.close());

describe('a dashboard of example charts', () => {
  it('lists its charts with their form data', async () => {
    const { result } = (await call(admin, 'GET', `/api/v1/dashboard/${dashboardId}/charts`)).json() as {
      result: Json[];
    };
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ slice_name: 'Sales by line', datasource_id: salesId });
    expect(result[0]!.form_data).toMatchObject({ metric: 'sum__sales', viz_type: 'pie' });
  });

  it('lists its datasets with the verbose names, formats and currencies charts show values with', async () => {
    const { result } = (await call(admin, 'GET', `/api/v1/dashboard/${dashboardId}/datasets`)).json() as {
      result: Json[];
    };
    expect(result.map((d) => d.id)).toEqual([salesId]);
    const sales = result[0]!;
    expect(sales).toMatchObject({ uid: `${salesId}__table`, table_name: 'cleaned_sales_data' });
    const metric = (sales.metrics as Json[]).find((m) => m.metric_name === 'sum__sales');
    expect(metric).toMatchObject({ verbose_name: 'Total Sales', d3format: '$,.2f', currency: null });
    const column = (sales.columns as Json[]).find((c) => c.column_name === 'order_date');
    expect(column).toMatchObject({ is_dttm: true, groupby: true });
  });

  it('answers 404 to a user who cannot see the dashboard', async () => {
    const gamma = await userSession(server, 'related-gamma', ['Gamma']);
    await call(admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Draft', published: false });
    const drafts = await call(gamma, 'GET', `/api/v1/dashboard/${dashboardId + 1}/datasets`);
    expect(drafts.statusCode).toBe(404);
  });
});
