/**
 * The chart-data trip for the distribution charts (issue 20): the box plot's and the histogram's
 * query contexts, as their buildQuery sends them, run their post-processing on the server and answer
 * the statistics and bins their transformProps read, checked against the engine's own rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExamplesServer, type Session, type TestServer } from '../../test-support/app.js';

type Json = Record<string, any>;
let server: TestServer;
let admin: Session;
let salesId: number;
let examplesDbId: number;

beforeAll(async () => {
  ({ server, admin, salesId, examplesDbId } = await startExamplesServer(1000));
}, 180_000);
afterAll(() => server?.close());

const sales = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};

async function chartData(query: Json): Promise<Json> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: admin.headers,
    payload: {
      datasource: { id: salesId, type: 'table' },
      queries: [query],
      result_format: 'json',
      result_type: 'full',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: Json[] }).result[0]!;
}

const engineRows = async (sql: string) =>
  (await (await server.ctx.connections.connector(examplesDbId)).execute(sql)).rows as Json[];

describe('distribution charts through POST /api/v1/chart/data', () => {
  it('box_plot: whisker statistics per product line over the customers', async () => {
    const q = await chartData({
      columns: ['customer_name', 'product_line'],
      series_columns: ['product_line'],
      metrics: [sales],
      time_range: 'No filter',
      row_limit: 10000,
      post_processing: [
        {
          operation: 'boxplot',
          options: { whisker_type: 'tukey', groupby: ['product_line'], metrics: ['SUM(sales)'] },
        },
      ],
    });
    const expected = await engineRows(
      'SELECT product_line, COUNT(DISTINCT customer_name) AS n FROM cleaned_sales_data GROUP BY product_line',
    );
    expect(q.colnames).toEqual(
      expect.arrayContaining([
        'product_line',
        'SUM(sales)__q1',
        'SUM(sales)__median',
        'SUM(sales)__outliers',
      ]),
    );
    expect(q.data).toHaveLength(expected.length);
    for (const row of q.data as Json[]) {
      const n = Number(expected.find((e) => e.product_line === row.product_line)!.n);
      expect(row['SUM(sales)__count']).toBe(n);
      expect(row['SUM(sales)__min']).toBeLessThanOrEqual(row['SUM(sales)__q1']);
      expect(row['SUM(sales)__q1']).toBeLessThanOrEqual(row['SUM(sales)__median']);
      expect(row['SUM(sales)__median']).toBeLessThanOrEqual(row['SUM(sales)__q3']);
      expect(row['SUM(sales)__q3']).toBeLessThanOrEqual(row['SUM(sales)__max']);
      expect(Array.isArray(row['SUM(sales)__outliers'])).toBe(true);
    }
  });

  it('histogram_v2: the raw prices binned per deal size, every order line counted once', async () => {
    const q = await chartData({
      columns: ['deal_size', 'price_each'],
      time_range: 'No filter',
      row_limit: 100000,
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: 'price_each',
            groupby: ['deal_size'],
            bins: 5,
            cumulative: false,
            normalize: false,
          },
        },
      ],
    });
    const expected = await engineRows(
      'SELECT deal_size, COUNT(*) AS n FROM cleaned_sales_data GROUP BY deal_size',
    );
    const bins = (q.colnames as string[]).filter((c) => c !== 'deal_size');
    expect(bins).toHaveLength(5);
    for (const bin of bins) expect(bin).toMatch(/^[\d.]+ - [\d.]+$/);
    expect(q.data).toHaveLength(expected.length);
    for (const row of q.data as Json[]) {
      const total = bins.reduce((acc, b) => acc + Number(row[b]), 0);
      expect(total).toBe(Number(expected.find((e) => e.deal_size === row.deal_size)!.n));
    }
  });
});
