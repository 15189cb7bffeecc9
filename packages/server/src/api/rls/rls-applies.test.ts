/**
 * A rule saved through the API binds the next chart-data query at once (the enforcement keeps the
 * rules briefly; every command drops them), on the DuckDB sales example: added, changed and deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test-support/app.js';
import { gammaWithData, startChartServer, type ChartServer, type Json } from '../../test-support/chart.js';

let cs: ChartServer;
let salesId: number;
let carol: Session & { id: number };
let roleId: number;
const base = '/api/v1/rowlevelsecurity';
const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };

beforeAll(async () => {
  cs = await startChartServer();
  salesId = cs.salesId;
  carol = await gammaWithData(cs.server, 'rls_api_carol', { cleaned_sales_data: salesId });
  const role = await cs.server.ctx.db
    .selectFrom('ab_role')
    .select('id')
    .where('name', '=', 'rls_api_carol_data')
    .executeTakeFirstOrThrow();
  roleId = role.id;
}, 120_000);
afterAll(() => cs?.server.close());

/** COUNT(*) of the sales rows carol sees, computed afresh (`force`): what the rules let through now. */
async function carolCount(): Promise<number> {
  const res = await cs.call(carol, 'POST', '/api/v1/chart/data', {
    datasource: { id: salesId, type: 'table' },
    queries: [{ metrics: [count], row_limit: 1 }],
    result_type: 'full',
    result_format: 'json',
    force: true,
  });
  expect(res.status, res.raw).toBe(200);
  return Number((res.body.result as Json[])[0]!.data[0].n);
}

describe('rules saved through the API', () => {
  it('bind the next query at once, when added, changed and deleted', async () => {
    const all = await carolCount();
    const created = await cs.call(cs.admin, 'POST', `${base}/`, {
      name: 'Small deals',
      filter_type: 'Regular',
      tables: [salesId],
      roles: [roleId],
      clause: "deal_size = 'Small'",
    });
    expect(created.status, created.raw).toBe(201);
    const small = await carolCount();
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(all);

    const id = created.body.id as number;
    const put = await cs.call(cs.admin, 'PUT', `${base}/${id}`, { clause: "deal_size <> 'Small'" });
    expect(put.status, put.raw).toBe(200);
    expect(await carolCount()).toBe(all - small);

    // A Base rule excluding carol's role no longer binds her.
    await cs.call(cs.admin, 'PUT', `${base}/${id}`, { filter_type: 'Base' });
    expect(await carolCount()).toBe(all);
    await cs.call(cs.admin, 'PUT', `${base}/${id}`, { filter_type: 'Regular' });
    expect(await carolCount()).toBe(all - small);

    expect((await cs.call(cs.admin, 'DELETE', `${base}/${id}`)).status).toBe(200);
    expect(await carolCount()).toBe(all);
  });
});
