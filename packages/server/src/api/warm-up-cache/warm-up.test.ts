/** warm_up_cache for a chart and for a dataset: the result cache is filled, bad input is a 400. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChartServer, type ChartServer } from '../../test-support/chart.js';

let t: ChartServer;
let chartId: number;

beforeAll(async () => {
  t = await startChartServer();
  chartId = await t.createChart(t.admin);
}, 60_000);

afterAll(async () => {
  await t?.server.close();
});

describe('PUT /api/v1/chart/warm_up_cache', () => {
  it('runs the chart so that its next data request is cached', async () => {
    const res = await t.call(t.admin, 'PUT', '/api/v1/chart/warm_up_cache', { chart_id: chartId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: [{ chart_id: chartId, viz_error: null, viz_status: 'success' }] });
    const data = await t.call(t.admin, 'GET', `/api/v1/chart/${chartId}/data/`);
    expect(data.status).toBe(200);
    expect(data.body.result[0].is_cached).toBe(true);
  });

  it('adds extra filters to the queries, and answers 400 naming a bad field', async () => {
    const filtered = await t.call(t.admin, 'PUT', '/api/v1/chart/warm_up_cache', {
      chart_id: chartId,
      extra_filters: JSON.stringify([{ col: 'product_line', op: '==', val: 'Motorcycles' }]),
    });
    expect(filtered.body.result[0]).toMatchObject({ chart_id: chartId, viz_status: 'success' });

    const missing = await t.call(t.admin, 'PUT', '/api/v1/chart/warm_up_cache', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.message)).toEqual(['chart_id']);
    const badJson = await t.call(t.admin, 'PUT', '/api/v1/chart/warm_up_cache', {
      chart_id: chartId,
      extra_filters: '[{',
    });
    expect(badJson.status).toBe(400);
    expect(Object.keys(badJson.body.message)).toEqual(['extra_filters']);
  });

  it('answers 404 for a chart the caller cannot see', async () => {
    const outsider = await t.outsider('warm_outsider');
    const res = await t.call(outsider, 'PUT', '/api/v1/chart/warm_up_cache', { chart_id: chartId });
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/v1/dataset/warm_up_cache', () => {
  it('warms every chart of the dataset', async () => {
    const res = await t.call(t.admin, 'PUT', '/api/v1/dataset/warm_up_cache', {
      db_name: 'examples',
      table_name: 'cleaned_sales_data',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toContainEqual({ chart_id: chartId, viz_error: null, viz_status: 'success' });
  });

  it('answers 404 for an unknown table and 400 naming a missing field', async () => {
    const unknown = await t.call(t.admin, 'PUT', '/api/v1/dataset/warm_up_cache', {
      db_name: 'examples',
      table_name: 'no_such_table',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The provided table was not found in the provided database');
    const missing = await t.call(t.admin, 'PUT', '/api/v1/dataset/warm_up_cache', { db_name: 'examples' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.message)).toEqual(['table_name']);
  });
});
