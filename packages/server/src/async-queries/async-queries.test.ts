/**
 * GLOBAL_ASYNC_QUERIES in one process (no Redis): chart data answers 202 with a job, the job's event
 * reaches the caller's channel, its result URL serves the results; other users see neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASYNC_EVENT_WS_PATH } from '../api/async-ws/routes.js';
import { mustOpen } from '../api/async-ws/ws-client.test-support.js';
import { registerCachedExamples } from '../test-support/examples-cache.js';
import { ensurePermissionView, ensureRole, grant } from '../meta/repositories/security.js';
import { datasourcePerm } from '../security/access/dataset.js';
import {
  jsonOrText,
  login,
  startTestServer,
  userSession,
  type Session,
  type TestServer,
} from '../test-support/app.js';
import { gammaWithData, salesChartBody, type Json } from '../test-support/chart.js';

let server: TestServer;
let admin: Session;
let salesId: number;

const call = async (session: Session, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await server.app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload !== undefined && { payload: payload as Json }),
  });
  return { status: res.statusCode, body: jsonOrText(res) };
};

const context = (extra: Json = {}, query: Json = {}) => ({
  datasource: { id: salesId, type: 'table' },
  queries: [{ columns: ['product_line'], metrics: ['count'], orderby: [['count', false]], ...query }],
  result_format: 'json',
  result_type: 'full',
  ...extra,
});

/** Polls the caller's events (as the web app does) until one of `jobId` arrives. */
async function eventOf(session: Session, jobId: string, ms = 20_000): Promise<Json> {
  const end = Date.now() + ms;
  let lastId = '';
  for (;;) {
    const res = await call(session, 'GET', `/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}`);
    expect(res.status).toBe(200);
    const events = res.body.result as Json[];
    const found = events.find((e) => e.job_id === jobId);
    if (found) return found;
    if (events.length) lastId = events.at(-1)!.id as string;
    if (Date.now() > end) throw new Error(`no event for job ${jobId}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  server = await startTestServer({ env: { GLOBAL_ASYNC_QUERIES: 'true' } });
  // The run's cached examples database (built once per size, not once per file).
  const examples = await registerCachedExamples(server, 1000);
  salesId = examples.datasetIds.cleaned_sales_data!;
  admin = await login(server);
}, 120_000);
afterAll(() => server?.close());

describe('GLOBAL_ASYNC_QUERIES (in process)', () => {
  it('answers 202 with a job, sends its event to the caller, serves the result; cached queries answer 200', async () => {
    const submitted = await call(admin, 'POST', '/api/v1/chart/data', context());
    expect(submitted.status).toBe(202);
    const job = submitted.body;
    expect(Object.keys(job).sort()).toEqual([
      'channel_id',
      'errors',
      'job_id',
      'result_url',
      'status',
      'user_id',
    ]);
    expect(job).toMatchObject({ status: 'pending', errors: [], result_url: null });
    expect(job.job_id).toMatch(/^[0-9a-f-]{36}$/);

    const event = await eventOf(admin, job.job_id);
    expect(event).toMatchObject({
      channel_id: job.channel_id,
      job_id: job.job_id,
      user_id: job.user_id,
      status: 'done',
      errors: [],
    });
    expect(event.id).toMatch(/^\d+-\d+$/);
    expect(event.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/);

    const result = await call(admin, 'GET', event.result_url);
    expect(result.status).toBe(200);
    expect(result.body.result).toHaveLength(1);
    expect(result.body.result[0]).toMatchObject({ status: 'success', is_cached: true });
    expect(result.body.result[0].colnames).toEqual(['product_line', 'count']);
    expect(result.body.result[0].data.length).toBeGreaterThan(0);

    // Nothing after the last event.
    const after = await call(admin, 'GET', `/api/v1/async_event/?last_id=${event.id}`);
    expect(after.body.result.filter((e: Json) => e.job_id === job.job_id)).toEqual([]);

    // All cached: answered at once, as without the flag; force queues a job again.
    const again = await call(admin, 'POST', '/api/v1/chart/data', context());
    expect(again.status).toBe(200);
    expect(again.body.result[0]).toMatchObject({ is_cached: true });
    expect((await call(admin, 'POST', '/api/v1/chart/data?force=true', context())).status).toBe(202);
    expect((await call(admin, 'POST', '/api/v1/chart/data', context({ force: true }))).status).toBe(202);
    // Not JSON full results: synchronous as always.
    const query = await call(admin, 'POST', '/api/v1/chart/data', context({ result_type: 'query' }));
    expect(query.status).toBe(200);
  });

  it('pushes the job event over the WebSocket transport', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    const polled = (await call(admin, 'GET', '/api/v1/async_event/')).body.result as Json[];
    const lastId = polled.at(-1)?.id as string | undefined;
    const socket = await mustOpen(
      `ws://127.0.0.1:${port}${ASYNC_EVENT_WS_PATH}${lastId ? `?last_id=${lastId}` : ''}`,
      { cookie: admin.cookie, origin: `http://127.0.0.1:${port}` },
    );
    const submitted = await call(
      admin,
      'POST',
      '/api/v1/chart/data?force=true',
      context({}, { row_limit: 5 }),
    );
    expect(submitted.status).toBe(202);
    // Jobs of the test before may still end first: wait for this one's event.
    let event: Json | undefined;
    for (let n = 1; !event; n++)
      event = (await socket.received(n, 20_000)).find((e) => e.job_id === submitted.body.job_id);
    expect(event).toMatchObject({
      job_id: submitted.body.job_id,
      status: 'done',
      channel_id: submitted.body.channel_id,
    });
    expect((await call(admin, 'GET', event.result_url)).body.result[0].rowcount).toBe(5);
    socket.ws.close();
    await socket.closed;
  });

  it('keeps events and results to their user', async () => {
    const reader = await gammaWithData(server, 'async_reader', { cleaned_sales_data: salesId });
    const submitted = await call(admin, 'POST', '/api/v1/chart/data', context({}, { row_limit: 7 }));
    expect(submitted.status).toBe(202);
    const event = await eventOf(admin, submitted.body.job_id);

    const theirs = await call(reader, 'GET', '/api/v1/async_event/');
    expect(theirs.status).toBe(200);
    expect(theirs.body.result).toEqual([]);
    const stolen = await call(reader, 'GET', event.result_url);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ message: 'Cached data not found' });
    expect((await call(admin, 'GET', `/api/v1/chart/data/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await call(admin, 'GET', '/api/v1/chart/data/not-a-key')).status).toBe(404);

    // Their own job goes to their own channel.
    const own = await call(reader, 'POST', '/api/v1/chart/data', context({}, { row_limit: 3 }));
    expect(own.status).toBe(202);
    expect(own.body.channel_id).not.toBe(submitted.body.channel_id);
    const ownEvent = await eventOf(reader, own.body.job_id);
    expect((await call(reader, 'GET', ownEvent.result_url)).status).toBe(200);
    const adminEvents = (await call(admin, 'GET', '/api/v1/async_event/')).body.result as Json[];
    expect(adminEvents.map((e) => e.job_id)).not.toContain(own.body.job_id);
  });

  it('refuses a forbidden or bad request at once, and reports a failing query as an error event', async () => {
    const outsider = await gammaWithData(server, 'async_outsider', {});
    expect((await call(outsider, 'POST', '/api/v1/chart/data', context())).status).toBe(403);
    const bad = await call(admin, 'GET', '/api/v1/async_event/?last_id=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toHaveProperty('last_id');

    const failing = await call(
      admin,
      'POST',
      '/api/v1/chart/data',
      context(
        {},
        {
          metrics: [
            { expressionType: 'SQL', sqlExpression: 'SUM(CAST(product_line AS INTEGER))', label: 'n' },
          ],
        },
      ),
    );
    expect(failing.status).toBe(202);
    const event = await eventOf(admin, failing.body.job_id);
    expect(event.status).toBe('error');
    expect(event.result_url).toBeNull();
    expect((event.errors as Json[])[0]!.message).toMatch(/\S/);
  });

  it('runs a saved chart async (GET /api/v1/chart/{pk}/data/)', async () => {
    const created = await call(admin, 'POST', '/api/v1/chart/', salesChartBody(salesId));
    expect(created.status).toBe(201);
    const submitted = await call(admin, 'GET', `/api/v1/chart/${created.body.id}/data/?force=true`);
    expect(submitted.status).toBe(202);
    const event = await eventOf(admin, submitted.body.job_id);
    expect(event.status).toBe('done');
    expect((await call(admin, 'GET', event.result_url)).body.result[0].rowcount).toBeGreaterThan(0);
  });

  it('answers synchronously a caller who may not read async events', async () => {
    const db = server.ctx.db;
    const roleId = await ensureRole(db, 'charts_no_events');
    for (const [permission, view] of [
      ['can_read', 'Chart'],
      ['datasource_access', datasourcePerm('examples', { id: salesId, table_name: 'cleaned_sales_data' })],
    ] as const)
      await grant(db, roleId, await ensurePermissionView(db, permission, view));
    const session = await userSession(server, 'async_no_events', ['charts_no_events']);
    expect((await call(session, 'GET', '/api/v1/async_event/')).status).toBe(403);
    const res = await call(session, 'POST', '/api/v1/chart/data?force=true', context());
    expect(res.status).toBe(200);
    expect(res.body.result[0].data.length).toBeGreaterThan(0);
  });
});
