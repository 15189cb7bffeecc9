import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startChartServer, type ChartServer } from '../../test-support/chart.js';

let cs: ChartServer;
let reader: Session;
let stranger: Session;
const url = (id: number, column: string, type = 'table') =>
  `/api/v1/datasource/${type}/${id}/column/${encodeURIComponent(column)}/values/`;

beforeAll(async () => {
  cs = await startChartServer();
  reader = await cs.salesReader('values_reader');
  stranger = await cs.outsider('values_stranger');
});
afterAll(() => cs.server.close());

describe('GET /api/v1/datasource/{type}/{id}/column/{column}/values/', () => {
  it('answers the distinct values of a column, sorted', async () => {
    const res = await cs.call(reader, 'GET', url(cs.salesId, 'deal_size'));
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(['Large', 'Medium', 'Small']);
    const lines = await cs.call(cs.admin, 'GET', url(cs.salesId, 'product_line'));
    expect(lines.body.result).toEqual([...(lines.body.result as string[])].sort());
    expect(new Set(lines.body.result as string[]).size).toBe((lines.body.result as string[]).length);
    expect(lines.body.result).toContain('Classic Cars');
  });

  it('applies the dataset fetch-values predicate', async () => {
    await cs.server.ctx.db
      .updateTable('tables')
      .set({ fetch_values_predicate: "deal_size <> 'Small'" })
      .where('id', '=', cs.salesId)
      .execute();
    cs.server.ctx.datasources.invalidate();
    try {
      const res = await cs.call(reader, 'GET', url(cs.salesId, 'deal_size'));
      expect(res.body.result).toEqual(['Large', 'Medium']);
    } finally {
      await cs.server.ctx.db
        .updateTable('tables')
        .set({ fetch_values_predicate: null })
        .where('id', '=', cs.salesId)
        .execute();
      cs.server.ctx.datasources.invalidate();
    }
  });

  it('refuses users without data access with the security error naming the owners', async () => {
    const res = await cs.call(stranger, 'GET', url(cs.salesId, 'deal_size'));
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({
      error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      extra: { datasource: 'cleaned_sales_data', owners: [] },
    });
    // The column check comes after the access check: no column names leak.
    expect((await cs.call(stranger, 'GET', url(cs.salesId, 'nope'))).status).toBe(403);
  });

  it('answers 400 for an unknown column or type, 404 for an unknown dataset', async () => {
    const column = await cs.call(reader, 'GET', url(cs.salesId, 'nope'));
    expect(column.status).toBe(400);
    expect(column.body.message).toBe('Column name nope does not exist');
    const type = await cs.call(reader, 'GET', url(cs.salesId, 'deal_size', 'query'));
    expect(type.status).toBe(400);
    expect(type.body.message).toHaveProperty('datasource_type');
    expect((await cs.call(reader, 'GET', url(999999, 'deal_size'))).status).toBe(404);
  });

  it('requires a session', async () => {
    const res = await cs.server.app.inject({ method: 'GET', url: url(cs.salesId, 'deal_size') });
    expect(res.statusCode).toBe(401);
  });
});
