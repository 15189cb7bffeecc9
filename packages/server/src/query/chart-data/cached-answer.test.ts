/**
 * Cached answers by reference: a repeated chart-data request answered from the keys remembered for it
 * (no compile phase in its Server-Timing), per user and dataset version; an async job's result URL
 * answered from the payloads its job cached, and by the pipeline again once they are gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type Session, type TestServer } from '../../test-support/app.js';
import { gammaWithData, userSession, type Json } from '../../test-support/chart.js';
import { registerCachedExamples } from '../../test-support/examples-cache.js';

let server: TestServer;
let admin: Session;
let salesId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { GLOBAL_ASYNC_QUERIES: 'true' } });
  salesId = (await registerCachedExamples(server, 1000)).datasetIds.cleaned_sales_data!;
  admin = await login(server);
}, 180_000);
afterAll(() => server?.close());

const call = async (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => {
  const res = await server.app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload !== undefined && { payload: payload as Json }),
  });
  const timing = String(res.headers['server-timing'] ?? '');
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : {}, timing };
};

const context = (rowLimit: number) => ({
  datasource: { id: salesId, type: 'table' },
  queries: [
    { columns: ['product_line'], metrics: ['count'], orderby: [['count', false]], row_limit: rowLimit },
  ],
  result_format: 'json',
  result_type: 'full',
});

const compiled = (timing: string) => /\bcompile;dur=/.test(timing);

describe('cached chart data by reference', () => {
  it('answers a repeated request from its remembered keys, per user and dataset version', async () => {
    server.ctx.config.features.GLOBAL_ASYNC_QUERIES = false;
    const body = context(11);
    const first = await call(admin, 'POST', '/api/v1/chart/data', body);
    expect(first.status).toBe(200);
    expect(first.body.result[0].is_cached).toBe(false);
    expect(compiled(first.timing)).toBe(true);

    const second = await call(admin, 'POST', '/api/v1/chart/data', body);
    expect(second.status).toBe(200);
    expect(compiled(second.timing)).toBe(false);
    expect(second.body.result[0]).toMatchObject({ is_cached: true, cached_dttm: expect.any(String) });
    expect(second.body.result[0].data).toEqual(first.body.result[0].data);
    expect(second.body.result[0].cache_key).toBe(first.body.result[0].cache_key);

    // Another user: never the admin's memo — refused without access, compiled once with it.
    const outsider = await userSession(server, 'memo_outsider', ['Gamma']);
    expect((await call(outsider, 'POST', '/api/v1/chart/data', body)).status).toBe(403);
    const reader = await gammaWithData(server, 'memo_reader', { cleaned_sales_data: salesId });
    const theirs = await call(reader, 'POST', '/api/v1/chart/data', body);
    expect(theirs.status).toBe(200);
    expect(compiled(theirs.timing)).toBe(true);
    expect(compiled((await call(reader, 'POST', '/api/v1/chart/data', body)).timing)).toBe(false);

    // A row-level security rule added for the reader's role binds their next (repeated) request at once.
    const role = await server.ctx.db
      .selectFrom('ab_role')
      .select('id')
      .where('name', '=', 'memo_reader_data')
      .executeTakeFirstOrThrow();
    const rule = await call(admin, 'POST', '/api/v1/rowlevelsecurity/', {
      name: 'Memo: classic cars only',
      filter_type: 'Regular',
      tables: [salesId],
      roles: [role.id],
      clause: "product_line = 'Classic Cars'",
    });
    expect(rule.status).toBe(201);
    const bound = await call(reader, 'POST', '/api/v1/chart/data', body);
    expect(bound.status).toBe(200);
    expect(compiled(bound.timing)).toBe(true);
    expect(bound.body.result[0].data.map((r: Json) => r.product_line)).toEqual(['Classic Cars']);
    expect((await call(admin, 'DELETE', `/api/v1/rowlevelsecurity/${rule.body.id}`)).status).toBe(200);

    // The dataset edited: compiled against its new definition at once.
    const edit = await call(admin, 'PUT', `/api/v1/dataset/${salesId}`, { description: 'memo test' });
    expect(edit.status).toBe(200);
    const afterEdit = await call(admin, 'POST', '/api/v1/chart/data', body);
    expect(afterEdit.status).toBe(200);
    expect(compiled(afterEdit.timing)).toBe(true);

    // force and the cache dropped: computed again.
    expect((await call(admin, 'POST', '/api/v1/chart/data?force=true', body)).body.result[0].is_cached).toBe(
      false,
    );
    const dropped = await call(admin, 'POST', '/api/v1/cachekey/invalidate', {
      datasource_uids: [`${salesId}__table`],
    });
    expect(dropped.status).toBe(201);
    const recomputed = await call(admin, 'POST', '/api/v1/chart/data', body);
    expect(recomputed.body.result[0].is_cached).toBe(false);
    expect(recomputed.body.result[0].data).toEqual(first.body.result[0].data);
  });

  it("serves an async job's result from the payloads it cached, and by the pipeline once they are gone", async () => {
    server.ctx.config.features.GLOBAL_ASYNC_QUERIES = true;
    const body = context(13);
    const submitted = await call(admin, 'POST', '/api/v1/chart/data?force=true', body);
    expect(submitted.status).toBe(202);
    let event: Json | undefined;
    for (const end = Date.now() + 20_000; !event && Date.now() < end;) {
      const events = (await call(admin, 'GET', '/api/v1/async_event/')).body.result as Json[];
      event = events.find((e) => e.job_id === submitted.body.job_id);
      if (!event) await new Promise((r) => setTimeout(r, 20));
    }
    expect(event).toMatchObject({ status: 'done' });

    const stored = await call(admin, 'GET', event!.result_url as string);
    expect(stored.status).toBe(200);
    expect(compiled(stored.timing)).toBe(false);
    expect(stored.body.result[0]).toMatchObject({ is_cached: true, colnames: ['product_line', 'count'] });
    const rows = stored.body.result[0].data as Json[];
    expect(rows.length).toBeGreaterThan(0);

    await call(admin, 'POST', '/api/v1/cachekey/invalidate', { datasource_uids: [`${salesId}__table`] });
    const rerun = await call(admin, 'GET', event!.result_url as string);
    expect(rerun.status).toBe(200);
    expect(compiled(rerun.timing)).toBe(true);
    expect(rerun.body.result[0].data).toEqual(rows);

    // Still the user's own result only.
    const reader = await gammaWithData(server, 'memo_async_reader', { cleaned_sales_data: salesId });
    expect((await call(reader, 'GET', event!.result_url as string)).status).toBe(404);
  });
});
