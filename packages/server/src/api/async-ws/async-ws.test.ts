/**
 * The async-event WebSocket (GLOBAL_ASYNC_QUERIES_TRANSPORT=ws) on a listening server: who may open
 * it, what it sends (the channel's events in the polling endpoint's shape, never another user's),
 * resuming after `last_id`, the per-session cap and the close on shutdown — with the in-process event
 * store, and on Redis with the event written by another app instance.
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelIdOf } from '../../async-queries/channel.js';
import type { JobMetadata } from '../../async-queries/events.js';
import type { RedisAsyncEventStore } from '../../async-queries/redis-events.js';
import { ensureRole } from '../../meta/repositories/security.js';
import { tokenId } from '../../security/sessions.js';
import {
  login,
  startTestServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';
import { deleteKeys, HAS_REDIS, REDIS_URL, uniquePrefix } from '../../test-support/redis.js';
import { ASYNC_EVENT_WS_PATH } from './routes.js';
import { DEFAULT_SOCKET_LIMITS } from './sockets.js';
import { mustOpen, mustRefuse, type TestSocket } from './ws-client.test-support.js';

/** The channel of a signed-in session, derived as the server derives it. */
const channelOf = (server: TestServer, session: Session) =>
  channelIdOf(server.ctx.config.secretKey, {
    session: { id: tokenId(session.cookie.replace(/^session=/, '')) },
  } as FastifyRequest);

const jobEvent = (channel: string, userId: number, jobId: string): JobMetadata => ({
  channel_id: channel,
  job_id: jobId,
  user_id: userId,
  status: 'done',
  errors: [],
  result_url: `/api/v1/chart/data/${jobId}`,
});

async function listening(env: Record<string, string> = {}) {
  const server = await startTestServer({ env: { GLOBAL_ASYNC_QUERIES: 'true', ...env } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  return { server, origin: `http://127.0.0.1:${port}`, url: `ws://127.0.0.1:${port}${ASYNC_EVENT_WS_PATH}` };
}

const cookieOf = (s: Session) => ({ cookie: s.cookie });
const sockets: TestSocket[] = [];
const track = (s: TestSocket) => (sockets.push(s), s);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(() => {
  for (const s of sockets) s.ws.terminate();
});

describe('async event socket, in-process store', () => {
  let server: TestServer;
  let url: string;
  let origin: string;
  let admin: Session;
  let gamma: Session & { id: number };
  let adminId: number;

  beforeAll(async () => {
    ({ server, url, origin } = await listening());
    admin = await login(server);
    gamma = await userSession(server, 'ws_gamma', ['Gamma']);
    adminId = (
      await server.ctx.db
        .selectFrom('ab_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses callers without a session or the permission, from another origin, or with a bad last_id', async () => {
    expect((await mustRefuse(url)).status).toBe(401);
    expect((await mustRefuse(url, { cookie: 'session=forged' })).status).toBe(401);
    await ensureRole(server.ctx.db, 'ws_no_events');
    const outsider = await userSession(server, 'ws_outsider', ['ws_no_events']);
    expect((await mustRefuse(url, cookieOf(outsider))).status).toBe(403);
    const foreign = await mustRefuse(url, { ...cookieOf(admin), origin: 'https://evil.example' });
    expect(foreign).toEqual({ status: 403, body: { message: 'Origin not allowed' } });
    const bad = await mustRefuse(`${url}?last_id=yesterday`, cookieOf(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toHaveProperty('last_id');
    // A plain GET (no upgrade) is told to upgrade.
    const plain = await fetch(url.replace(/^ws/, 'http'), { headers: cookieOf(admin) });
    expect(plain.status).toBe(426);
  });

  it("pushes each event of the caller's channel as the polling endpoint answers it, and no one else's", async () => {
    const mine = track(await mustOpen(url, { ...cookieOf(admin), origin }));
    const theirs = track(await mustOpen(url, cookieOf(gamma)));
    const channel = channelOf(server, admin);
    const id = await server.ctx.asyncEvents.add(channel, jobEvent(channel, adminId, 'job-1'));
    // Another user's event and an event of the wrong user in this channel never reach the socket.
    await server.ctx.asyncEvents.add(channelOf(server, gamma), jobEvent('x', gamma.id, 'job-gamma'));
    await server.ctx.asyncEvents.add(channel, jobEvent(channel, gamma.id, 'job-stray'));
    const last = await server.ctx.asyncEvents.add(channel, jobEvent(channel, adminId, 'job-2'));
    const [first, second] = await mine.received(2);
    expect(first).toEqual({ id, ...jobEvent(channel, adminId, 'job-1') });
    const polled = await server.app.inject({ url: '/api/v1/async_event/', headers: admin.headers });
    expect(polled.json().result).toEqual([first, second]);
    expect(second!.id).toBe(last);
    expect((await theirs.received(1))[0]!.job_id).toBe('job-gamma');
    await sleep(100);
    expect(mine.messages).toHaveLength(2);
    expect(theirs.messages).toHaveLength(1);
  });

  it('resumes after last_id on reconnect, then pushes live events', async () => {
    const channel = channelOf(server, admin);
    const seen = await server.ctx.asyncEvents.add(channel, jobEvent(channel, adminId, 'r1'));
    await server.ctx.asyncEvents.add(channel, jobEvent(channel, adminId, 'r2'));
    await server.ctx.asyncEvents.add(channel, jobEvent(channel, adminId, 'r3'));
    const socket = track(await mustOpen(`${url}?last_id=${seen}`, cookieOf(admin)));
    expect((await socket.received(2)).map((e) => e.job_id)).toEqual(['r2', 'r3']);
    await server.ctx.asyncEvents.add(channel, jobEvent(channel, adminId, 'r4'));
    expect((await socket.received(3)).map((e) => e.job_id)).toEqual(['r2', 'r3', 'r4']);
    // Without last_id: everything the channel keeps, as the polling endpoint answers without one.
    const fresh = track(await mustOpen(url, cookieOf(admin)));
    const all = (await server.app.inject({ url: '/api/v1/async_event/', headers: admin.headers })).json();
    expect(await fresh.received(all.result.length)).toEqual(all.result);
  });

  it('caps the sockets of one session', async () => {
    const session = await login(server);
    const open: TestSocket[] = [];
    for (let i = 0; i < DEFAULT_SOCKET_LIMITS.maxPerChannel; i++)
      open.push(track(await mustOpen(url, cookieOf(session))));
    const refused = await mustRefuse(url, cookieOf(session));
    expect(refused.status).toBe(429);
    // Another session of the same user is another channel.
    track(await mustOpen(url, cookieOf(await login(server))));
    open[0]!.ws.close();
    await open[0]!.closed;
    track(await mustOpen(url, cookieOf(session)));
  });

  it('closes its sockets with 1001 when the server shuts down', async () => {
    const socket = track(await mustOpen(url, cookieOf(admin)));
    await server.close();
    expect(await socket.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
  });
});

describe.skipIf(!HAS_REDIS)('async event socket on Redis', () => {
  const prefix = uniquePrefix('async-ws');
  let web: TestServer;
  let other: TestServer;
  let url: string;
  let admin: Session;
  let gamma: Session & { id: number };

  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
    ({ server: web, url } = await listening(env));
    other = await startTestServer({ env: { GLOBAL_ASYNC_QUERIES: 'true', ...env } });
    admin = await login(web);
    gamma = await userSession(web, 'ws_gamma_redis', ['Gamma']);
  }, 60_000);
  afterAll(async () => {
    await web?.close();
    await other?.close();
    await deleteKeys(prefix);
  });

  it('delivers an event written by another instance, only to its channel, and resumes after last_id', async () => {
    const adminId = (
      await web.ctx.db
        .selectFrom('ab_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const channel = channelOf(web, admin);
    const mine = track(await mustOpen(url, cookieOf(admin)));
    const theirs = track(await mustOpen(url, cookieOf(gamma)));
    // One blocking read for both sockets' channels, whatever the number of sockets.
    const store = web.ctx.asyncEvents as RedisAsyncEventStore;
    for (let i = 0; i < 100 && store.listenedChannels < 2; i++) await sleep(20);
    expect(store.listenedChannels).toBe(2);

    const producer = other.ctx.asyncEvents;
    const started = Date.now();
    const id = await producer.add(channel, jobEvent(channel, adminId, 'w1'));
    expect((await mine.received(1))[0]).toEqual({ id, ...jobEvent(channel, adminId, 'w1') });
    // Pushed, not found by a later poll: well within one blocking read (5 s).
    expect(Date.now() - started).toBeLessThan(2000);
    await producer.add(channelOf(web, gamma), jobEvent('g', gamma.id, 'g1'));
    expect((await theirs.received(1))[0]!.job_id).toBe('g1');
    expect(mine.messages).toHaveLength(1);

    // A channel that starts being read while the loop blocks is read at once (the loop is woken).
    const second = await login(web);
    const secondChannel = channelOf(web, second);
    const late = track(await mustOpen(url, cookieOf(second)));
    for (let i = 0; i < 100 && store.listenedChannels < 3; i++) await sleep(20);
    expect(store.listenedChannels).toBe(3);
    const t = Date.now();
    await producer.add(secondChannel, jobEvent(secondChannel, adminId, 'late'));
    expect((await late.received(1))[0]!.job_id).toBe('late');
    expect(Date.now() - t).toBeLessThan(2000);

    mine.ws.close();
    await mine.closed;
    await producer.add(channel, jobEvent(channel, adminId, 'w2'));
    await producer.add(channel, jobEvent(channel, adminId, 'w3'));
    const back = track(await mustOpen(`${url}?last_id=${id}`, cookieOf(admin)));
    expect((await back.received(2)).map((e) => e.job_id)).toEqual(['w2', 'w3']);
    await producer.add(channel, jobEvent(channel, adminId, 'w4'));
    expect((await back.received(3)).map((e) => e.job_id)).toEqual(['w2', 'w3', 'w4']);

    for (const s of [back, theirs, late]) {
      s.ws.close();
      await s.closed;
    }
    for (let i = 0; i < 50 && store.listenedChannels > 0; i++) await sleep(20);
    expect(store.listenedChannels).toBe(0);
  });
});
