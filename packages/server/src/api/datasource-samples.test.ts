/** POST /datasource/samples: the rows behind drill to detail (filters, pages, totals, permission). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePermissionView, ensureRole, grant } from '../meta/repositories/security.js';
import { startExamplesServer, userSession, type Session, type TestServer } from '../test-support/app.js';

type Json = Record<string, any>;
let server: TestServer;
let admin: Session;
let salesId: number;
let examplesDbId: number;

beforeAll(async () => {
  ({ server, admin, salesId, examplesDbId } = await startExamplesServer(1_000));
}, 180_000);
afterAll(() => server?.close());

const samples = (payload: unknown, qs: string, s: Session = admin) =>
  server.app.inject({
    method: 'POST',
    url: `/datasource/samples?datasource_type=table&datasource_id=${salesId}&${qs}`,
    headers: s.headers,
    payload: payload as Json,
  });

async function count(where: string): Promise<number> {
  const connector = await server.ctx.connections.connector(examplesDbId);
  const r = await connector.execute(`SELECT COUNT(*) AS n FROM cleaned_sales_data WHERE ${where}`);
  return Number(r.rows[0]!.n);
}

describe('POST /datasource/samples', () => {
  it('applies the drill filters, the where clause and the time range to rows and total', async () => {
    const payload = {
      filters: [
        { col: 'product_line', op: '==', val: 'Motorcycles' },
        { col: 'deal_size', op: 'IN', val: ['Small', 'Medium'] },
      ],
      extras: { where: 'quantity_ordered > 30' },
      time_range: 'No filter',
    };
    const res = await samples(payload, 'per_page=5&page=1');
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: Json };
    expect(result.data).toHaveLength(5);
    for (const row of result.data as Json[]) {
      expect(row.product_line).toBe('Motorcycles');
      expect(['Small', 'Medium']).toContain(row.deal_size);
      expect(Number(row.quantity_ordered)).toBeGreaterThan(30);
    }
    expect(result.colnames).toContain('order_date');
    expect(result.total_count).toBe(
      await count(
        "product_line = 'Motorcycles' AND deal_size IN ('Small', 'Medium') AND quantity_ordered > 30",
      ),
    );
  });

  it('pages without overlap and answers an empty last page past the end', async () => {
    const payload = { filters: [{ col: 'product_line', op: '==', val: 'Trains' }] };
    const total = await count("product_line = 'Trains'");
    const first = (await samples(payload, 'per_page=50&page=1')).json().result as Json;
    const second = (await samples(payload, 'per_page=50&page=2')).json().result as Json;
    expect(first.total_count).toBe(total);
    expect(first.data).toHaveLength(Math.min(50, total));
    expect(second.data).toHaveLength(Math.max(0, Math.min(50, total - 50)));
    const keys = (rows: Json[]) => rows.map((r) => JSON.stringify(r));
    const overlap = keys(first.data as Json[]).filter((k) => keys(second.data as Json[]).includes(k));
    expect(overlap).toEqual([]);
    const past = (await samples(payload, 'per_page=50&page=99')).json().result as Json;
    expect(past.data).toEqual([]);
    expect(past.page).toBe(99);
  });

  it('answers 400 naming the field for bad input', async () => {
    const badPage = await samples({}, 'per_page=5&page=0');
    expect(badPage.statusCode).toBe(400);
    expect(JSON.stringify(badPage.json())).toMatch(/page/);
    const badFilter = await samples({ filters: [{ col: 'product_line', op: 'LIKEISH', val: 1 }] }, 'page=1');
    expect(badFilter.statusCode).toBe(400);
    const notObject = await samples([1, 2], 'page=1');
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().message).toMatch(/payload/);
  });

  it('needs can_samples on Datasource: Gamma has it, a chart reader without it gets 403', async () => {
    const gamma = await userSession(server, 'gamma_samples', ['Gamma']);
    // Gamma holds no datasource access of its own: allowed by permission, refused by data access.
    const asGamma = await samples({}, 'page=1&per_page=1', gamma);
    expect(asGamma.statusCode).toBe(403);
    expect(asGamma.json().errors?.[0]?.error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');

    const roleId = await ensureRole(server.ctx.db, 'chart_reader_no_samples');
    for (const [p, v] of [
      ['can_read', 'Chart'],
      ['all_datasource_access', 'all_datasource_access'],
    ] as const)
      await grant(server.ctx.db, roleId, await ensurePermissionView(server.ctx.db, p, v));
    const reader = await userSession(server, 'reader_no_samples', ['chart_reader_no_samples']);
    const refused = await samples({}, 'page=1&per_page=1', reader);
    expect(refused.statusCode).toBe(403);

    await grant(
      server.ctx.db,
      roleId,
      await ensurePermissionView(server.ctx.db, 'can_samples', 'Datasource'),
    );
    server.app.forgetUser(reader.id);
    const allowed = await samples({}, 'page=1&per_page=1', reader);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().result.data).toHaveLength(1);
  });
});
