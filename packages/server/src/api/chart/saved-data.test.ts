import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startChartServer, type ChartServer, type Json } from '../../test-support/chart.js';

let t: ChartServer;
let chartId: number;
let noData: Session & { id: number };

beforeAll(async () => {
  t = await startChartServer();
  noData = await t.outsider('gamma_blind');
  const res = await t.postChart(t.admin, { owners: [noData.id] });
  chartId = res.body.id as number;
}, 120_000);
afterAll(() => t?.server.close());

describe('GET /api/v1/chart/{pk}/data/', () => {
  it("returns the rows of the chart's saved query context", async () => {
    const res = await t.call(t.admin, 'GET', `/api/v1/chart/${chartId}/data/`);
    expect(res.status).toBe(200);
    const [q] = res.body.result as Json[];
    expect(q!.colnames).toEqual(['product_line', 'count']);
    const connector = await t.server.ctx.connections.connector(t.examplesDbId);
    const raw = await connector.execute(
      'SELECT product_line, COUNT(*) AS n FROM cleaned_sales_data GROUP BY product_line ORDER BY n DESC, product_line',
    );
    expect(q!.rowcount).toBe(raw.rows.length);
    const counts = Object.fromEntries(q!.data.map((r: Json) => [r.product_line, r.count]));
    expect(counts).toEqual(Object.fromEntries(raw.rows.map((r) => [r.product_line, Number(r.n)])));
  });

  it('honours format, type and force', async () => {
    const csv = await t.call(t.admin, 'GET', `/api/v1/chart/${chartId}/data/?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.raw.split(/\r?\n/)[0]).toBe('product_line,count');

    const query = await t.call(t.admin, 'GET', `/api/v1/chart/${chartId}/data/?type=query`);
    expect(query.body.result[0].query).toMatch(/SELECT/i);

    const forced = await t.call(t.admin, 'GET', `/api/v1/chart/${chartId}/data/?force=true`);
    expect(forced.body.result[0].is_cached).toBe(false);
    const cached = await t.call(t.admin, 'GET', `/api/v1/chart/${chartId}/data/`);
    expect(cached.body.result[0].is_cached).toBe(true);

    const bad = await t.call(t.admin, 'GET', `/api/v1/chart/${chartId}/data/?format=pdf`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message)).toEqual(['format']);
  });

  it('asks to save again when the chart has no query context', async () => {
    const res = await t.postChart(t.admin, { query_context: null });
    const data = await t.call(t.admin, 'GET', `/api/v1/chart/${res.body.id}/data/`);
    expect(data.status).toBe(400);
    expect(data.body).toEqual({ message: 'Chart has no query context saved. Please save the chart again.' });
  });

  it('checks data access: owning a chart does not grant its dataset', async () => {
    expect((await t.call(noData, 'GET', `/api/v1/chart/${chartId}`)).status).toBe(200);
    const res = await t.call(noData, 'GET', `/api/v1/chart/${chartId}/data/`);
    expect(res.status).toBe(403);
    expect((await t.call(noData, 'GET', '/api/v1/chart/999999/data/')).status).toBe(404);
  });
});
