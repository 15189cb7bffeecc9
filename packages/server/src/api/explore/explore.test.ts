import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startChartServer, type ChartServer, type Json } from '../../test-support/chart.js';

let t: ChartServer;
let chartId: number;
let adminId: number;
let gamma: Session & { id: number };
let noData: Session & { id: number };

beforeAll(async () => {
  t = await startChartServer();
  gamma = await t.salesReader('gamma_explorer');
  noData = await t.outsider('gamma_outsider');
  const res = await t.postChart(t.admin, { description: 'Sales mix' });
  chartId = res.body.id as number;
  adminId = (await t.call(t.admin, 'GET', `/api/v1/chart/${chartId}`)).body.result.owners[0].id as number;
}, 120_000);
afterAll(() => t?.server.close());

const explore = (s: Session, qs: string) => t.call(s, 'GET', `/api/v1/explore/?${qs}`);

describe('GET /api/v1/explore/', () => {
  it('opens a saved chart: its form_data, the slice and the full dataset', async () => {
    const res = await explore(t.admin, `slice_id=${chartId}`);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.message).toBeNull();
    expect(r.form_data).toMatchObject({
      slice_id: chartId,
      viz_type: 'table',
      datasource: `${t.salesId}__table`,
      groupby: ['product_line'],
      metrics: ['count'],
      time_range: 'No filter',
    });
    expect(r.slice).toMatchObject({
      slice_id: chartId,
      slice_name: 'Orders by product line',
      slice_url: `/explore/?slice_id=${chartId}`,
      description: 'Sales mix',
      owners: [adminId],
      datasource: 'cleaned_sales_data',
      form_data: { slice_id: chartId, groupby: ['product_line'] },
      query_context: { datasource: { id: t.salesId, type: 'table' } },
    });
    expect(r).toMatchObject({ can_add: true, can_download: true, can_overwrite: true });

    const d = r.dataset;
    expect(d).toMatchObject({
      id: t.salesId,
      uid: `${t.salesId}__table`,
      type: 'table',
      table_name: 'cleaned_sales_data',
      datasource_name: 'cleaned_sales_data',
      name: 'main.cleaned_sales_data',
      main_dttm_col: 'order_date',
      database: { id: t.examplesDbId, database_name: 'examples', backend: 'duckdb', parameters: {} },
      owners: [],
      granularity_sqla: [['order_date', 'order_date']],
      perm: `[examples].[cleaned_sales_data](id:${t.salesId})`,
    });
    const orderDate = d.columns.find((c: Json) => c.column_name === 'order_date');
    expect(orderDate).toMatchObject({ is_dttm: true, type_generic: 2, verbose_name: 'Order Date' });
    const sales = d.columns.find((c: Json) => c.column_name === 'sales');
    expect(sales).toMatchObject({ is_dttm: false, type_generic: 0, expression: null, is_certified: false });
    expect(d.columns.find((c: Json) => c.column_name === 'status').type_generic).toBe(1);
    expect(d.metrics.map((m: Json) => m.metric_name)).toEqual(
      expect.arrayContaining(['count', 'sum__sales']),
    );
    expect(d.verbose_map).toMatchObject({ order_date: 'Order Date', count: expect.any(String) });
    expect(d.time_grain_sqla).toEqual(expect.arrayContaining([['P1D', 'Day']]));
    expect(d.column_formats).toMatchObject({ sum__sales: '$,.2f' });
  });

  it('opens a dataset without a chart', async () => {
    const res = await explore(t.admin, `datasource_id=${t.salesId}&datasource_type=table`);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.slice).toBeNull();
    expect(r.form_data).toEqual({ datasource: `${t.salesId}__table` });
    expect(r.dataset.table_name).toBe('cleaned_sales_data');
    expect(r).toMatchObject({ can_add: true, can_download: true, can_overwrite: false });
  });

  it('carries the explore permissions of a non-owner', async () => {
    const r = (await explore(gamma, `slice_id=${chartId}`)).body.result;
    expect(r.slice.owners).toEqual([adminId]);
    expect(r).toMatchObject({ can_add: true, can_download: true, can_overwrite: false });
  });

  it('refuses datasets and charts the user may not read', async () => {
    const ds = await explore(noData, `datasource_id=${t.salesId}&datasource_type=table`);
    expect(ds.status).toBe(403);
    expect(ds.body).toMatchObject({
      message: expect.stringContaining('cleaned_sales_data'),
      datasource_id: t.salesId,
      datasource_type: 'table',
    });
    expect((await explore(noData, `slice_id=${chartId}`)).status).toBe(404);
    expect((await explore(t.admin, 'slice_id=987654')).status).toBe(404);
  });

  it('answers a placeholder for a dataset that no longer exists', async () => {
    const r = (await explore(t.admin, 'datasource_id=987654&datasource_type=table')).body.result;
    expect(r.dataset).toEqual({
      type: 'table',
      name: '[Missing Dataset]',
      columns: [],
      metrics: [],
      database: { id: 0, backend: '' },
    });
  });

  it('validates the query string and keeps other parameters as url_params', async () => {
    const bad = await explore(t.admin, 'slice_id=abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message)).toEqual(['slice_id']);
    const r = (await explore(t.admin, `datasource_id=${t.salesId}&datasource_type=table&region=EMEA`)).body
      .result;
    expect(r.form_data.url_params).toEqual({ region: 'EMEA' });
    const withForm = await explore(
      t.admin,
      `slice_id=${chartId}&form_data=${encodeURIComponent(JSON.stringify({ row_limit: 5, since: '2004-01-01' }))}`,
    );
    expect(withForm.body.result.form_data).toMatchObject({
      slice_id: chartId,
      row_limit: 5,
      time_range: '2004-01-01 : ',
    });
  });

  it('opens a form_data key, and falls back to the chart when the key is gone', async () => {
    const formData = {
      datasource: `${t.salesId}__table`,
      viz_type: 'pie',
      slice_id: chartId,
      metric: 'count',
    };
    const posted = await t.call(gamma, 'POST', '/api/v1/explore/form_data', {
      datasource_id: t.salesId,
      datasource_type: 'table',
      chart_id: chartId,
      form_data: JSON.stringify(formData),
    });
    expect(posted.status).toBe(201);
    const r = (await explore(gamma, `form_data_key=${posted.body.key}&slice_id=${chartId}`)).body.result;
    // The unsaved state wins over the saved chart's params.
    expect(r.form_data).toMatchObject({ viz_type: 'pie', metric: 'count', groupby: ['product_line'] });
    expect(r.slice.slice_id).toBe(chartId);
    expect(r.message).toBeNull();

    const gone = (await explore(gamma, `form_data_key=AAAAAAAAAAAAAAAAAAAAAA&slice_id=${chartId}`)).body
      .result;
    expect(gone.message).toBe('Form data not found in cache, reverting to chart metadata.');
    expect(gone.form_data.viz_type).toBe('table');
    const goneDs = (await explore(gamma, `form_data_key=nope&datasource_id=${t.salesId}`)).body.result;
    expect(goneDs.message).toBe('Form data not found in cache, reverting to dataset metadata.');
  });

  it('opens a permalink with its url parameters', async () => {
    const created = await t.call(gamma, 'POST', '/api/v1/explore/permalink', {
      formData: { datasource: `${t.salesId}__table`, viz_type: 'big_number_total', metric: 'count' },
      urlParams: [['country', 'France']],
    });
    expect(created.status).toBe(201);
    const r = (await explore(gamma, `permalink_key=${created.body.key}`)).body.result;
    expect(r.form_data).toMatchObject({
      viz_type: 'big_number_total',
      metric: 'count',
      datasource: `${t.salesId}__table`,
      url_params: { country: 'France' },
    });
    expect(r.slice).toBeNull();
    expect((await explore(gamma, 'permalink_key=AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await explore(noData, `permalink_key=${created.body.key}`)).status).toBe(403);
  });
});
