import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChartServer, userSession, type ChartServer, type Json } from '../../test-support/chart.js';

let cs: ChartServer;
beforeAll(async () => {
  cs = await startChartServer();
}, 120_000);
afterAll(() => cs?.server.close());

const query = (rowLimit: number, datasetId = cs.salesId) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: [], metrics: ['count'], row_limit: rowLimit }],
  result_format: 'json',
  result_type: 'full',
});

/** Runs the query; its first payload's is_cached and cache_key. */
async function run(body: Json): Promise<{ cached: boolean; key: string }> {
  const res = await cs.call(cs.admin, 'POST', '/api/v1/chart/data', body);
  expect(res.status).toBe(200);
  const [payload] = res.body.result as Json[];
  return { cached: payload!.is_cached as boolean, key: payload!.cache_key as string };
}

const invalidate = (payload: unknown, session = cs.admin) =>
  cs.call(session, 'POST', '/api/v1/cachekey/invalidate', payload);

describe('POST /api/v1/cachekey/invalidate', () => {
  it("drops every cached query of a dataset named by uid, and no other dataset's", async () => {
    const sales = query(11);
    const other = query(11, cs.datasets.flights);
    expect((await run(sales)).cached).toBe(false);
    expect((await run(sales)).cached).toBe(true);
    await run(other);
    expect((await run(other)).cached).toBe(true);

    const res = await invalidate({ datasource_uids: [`${cs.salesId}__table`] });
    expect(res.status).toBe(201);
    expect(res.raw).toBe('');
    expect((await run(sales)).cached).toBe(false);
    expect((await run(sales)).cached).toBe(true);
    expect((await run(other)).cached).toBe(true);
  });

  it('drops a dataset named by database, schema and table name', async () => {
    const body = query(12);
    await run(body);
    expect((await run(body)).cached).toBe(true);
    const db = await cs.server.ctx.db
      .selectFrom('tables as t')
      .innerJoin('dbs as d', 'd.id', 't.database_id')
      .select(['t.table_name', 't.schema', 'd.database_name'])
      .where('t.id', '=', cs.salesId)
      .executeTakeFirstOrThrow();
    const res = await invalidate({
      datasources: [
        {
          datasource_type: 'table',
          datasource_name: db.table_name,
          database_name: db.database_name,
          ...(db.schema !== null && { schema: db.schema }),
        },
      ],
    });
    expect(res.status).toBe(201);
    expect((await run(body)).cached).toBe(false);
  });

  it("drops one query by its payload's cache_key", async () => {
    const a = query(13);
    const b = query(14);
    const { key } = await run(a);
    await run(b);
    expect((await invalidate({ cache_keys: [key] })).status).toBe(201);
    expect((await run(a)).cached).toBe(false);
    expect((await run(b)).cached).toBe(true);
  });

  it('answers 400 naming the field of a bad body', async () => {
    const wrongType = await invalidate({ datasource_uids: 'x' });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.message as Json)).toEqual(['datasource_uids']);
    const unknown = await invalidate({ datasource_ids: [1] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.message)).toContain('datasource_ids');
    const noType = await invalidate({ datasources: [{ datasource_name: 'x' }] });
    expect(noType.status).toBe(400);
    expect(Object.keys(noType.body.message as Json)).toEqual(['datasources.0.datasource_type']);
  });

  it('is refused without can_invalidate on CacheRestApi', async () => {
    const alpha = await userSession(cs.server, 'cache_alpha', ['Alpha']);
    expect((await invalidate({ datasource_uids: [] }, alpha)).status).toBe(403);
  });
});
