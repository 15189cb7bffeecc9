// Global async queries benchmark (GLOBAL_ASYNC_QUERIES on), over HTTP on loopback as the web app calls:
//  1. latency: one chart query on a cache miss (force) answered synchronously (200) against the async
//     path (202 → the job runs it → its event → GET result_url), the event followed as the web app
//     follows it: polling every 500 ms (the default delay) or every 50 ms (its floor), or pushed on the
//     WebSocket transport (one socket kept open, GLOBAL_ASYNC_QUERIES_TRANSPORT=ws); the ratio of each
//     to the synchronous time (goal: ≤ 1.3× on a cache miss);
//  2. throughput: chart-data jobs per second a worker sustains on cached queries (the job resolves,
//     compiles, hits the cache, keeps its query context and writes its event), N jobs queued at once.
// Each is run embedded (no Redis: the in-process queue and event store) and, when Redis answers at
// REDIS_URL (default redis://127.0.0.1:6379), with BullMQ and Redis streams and a `meridian worker`
// context in this process (its own queue consumers, event store and metadata connection).
//   npm run bench -- async [--rows N] [--jobs N] [--concurrency N] [--runs N]
//   (flights rows, default 5,000,000; jobs, default 2000; jobs run at once per process, default 4;
//   timed runs per latency case, default 9)
import net from 'node:net';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { dist, numberArg, root, startBenchServer, timeIt, writeResults } from './lib/server.mjs';

const { CHART_DATA_JOB } = await import(dist('async-queries/job.js'));
const { startWorker } = await import(dist('jobs/worker.js'));
const { ASYNC_EVENT_WS_PATH } = await import(dist('api/async-ws/routes.js'));

const flightsRows = numberArg('--rows', 5_000_000);
const jobCount = numberArg('--jobs', 2000);
// Jobs of one name a process runs at once (SQLLAB_ASYNC_WORKERS, the job queue's concurrency; default 4).
const concurrency = numberArg('--concurrency', 4);
const runs = numberArg('--runs', 9);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.join(root, 'bench/.data/async');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const redisUp = await new Promise((resolve) => {
  const u = new URL(redisUrl);
  const s = net.connect({ host: u.hostname, port: Number(u.port) || 6379 });
  s.setTimeout(1000, () => (s.destroy(), resolve(false)));
  s.once('connect', () => (s.destroy(), resolve(true)));
  s.once('error', () => resolve(false));
});

// A group-by over every flight: long enough that the query, not the plumbing, is what is measured.
const query = {
  columns: ['ORIGIN_AIRPORT', 'DESTINATION_AIRPORT'],
  metrics: [
    'count',
    {
      expressionType: 'SIMPLE',
      aggregate: 'AVG',
      column: { column_name: 'ARRIVAL_DELAY' },
      label: 'avg_delay',
    },
  ],
  orderby: [['count', false]],
  row_limit: 1000,
};

async function setup(redis) {
  const prefix = `mbench-async-${randomBytes(4).toString('hex')}`;
  const server = await startBenchServer({
    dataDir,
    flightsRows,
    env: {
      SECRET_KEY: 'bench-async-secret-key-0123456789-abcdefghijklmnopq',
      GLOBAL_ASYNC_QUERIES: 'true',
      SQLLAB_ASYNC_WORKERS: String(concurrency),
      ...(redis && { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }),
    },
  });
  const worker = redis
    ? await startWorker(server.config, { out: () => {}, err: (l) => console.error(l) })
    : null;
  return { ...server, worker, prefix };
}

/** The event socket, kept open as the web app keeps it: resolves events by job id as they arrive. */
async function openEvents(s) {
  const ws = new WebSocket(`${s.base.replace(/^http/, 'ws')}${ASYNC_EVENT_WS_PATH}`, {
    headers: { authorization: `Bearer ${s.accessToken}` },
  });
  const waiting = new Map();
  const arrived = new Map();
  ws.on('message', (data) => {
    const event = JSON.parse(data.toString());
    const resolve = waiting.get(event.job_id);
    if (resolve) {
      waiting.delete(event.job_id);
      resolve(event);
    } else arrived.set(event.job_id, event);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    eventOf: (jobId) =>
      arrived.has(jobId)
        ? Promise.resolve(arrived.get(jobId))
        : new Promise((resolve) => waiting.set(jobId, resolve)),
    close: () => ws.close(),
  };
}

async function latency(s, label) {
  const body = JSON.stringify({ datasource: s.datasource, queries: [query] });
  const post = () =>
    fetch(`${s.base}/api/v1/chart/data?force=true`, { method: 'POST', headers: s.headers, body });
  const sync = async () => {
    s.ctx.config.features.GLOBAL_ASYNC_QUERIES = false;
    const res = await post();
    await res.text();
    if (res.status !== 200) throw new Error(`sync: ${res.status}`);
  };
  const submit = async () => {
    s.ctx.config.features.GLOBAL_ASYNC_QUERIES = true;
    const res = await post();
    const job = await res.json();
    if (res.status !== 202) throw new Error(`async: ${res.status} ${JSON.stringify(job)}`);
    return job;
  };
  let resultUrl = null;
  const fetchResult = async (event) => {
    if (event.status !== 'done') throw new Error(`job failed: ${JSON.stringify(event.errors)}`);
    resultUrl = event.result_url;
    const data = await fetch(`${s.base}${event.result_url}`, { headers: s.headers });
    await data.text();
    if (data.status !== 200) throw new Error(`result: ${data.status}`);
  };
  // As the web app polls: the events every `delay` ms after the 202, then the result.
  let lastId = '';
  const polling = (delay) => async () => {
    const job = await submit();
    for (;;) {
      await sleep(delay);
      const qs = lastId ? `?last_id=${lastId}` : '';
      const { result } = await (
        await fetch(`${s.base}/api/v1/async_event/${qs}`, { headers: s.headers })
      ).json();
      if (result.length) lastId = result.at(-1).id;
      const event = result.find((e) => e.job_id === job.job_id);
      if (event) return fetchResult(event);
    }
  };
  // As the web app with the ws transport: the event pushed on the open socket, then the result.
  const events = await openEvents(s);
  const pushed = async () => {
    const job = await submit();
    await fetchResult(await events.eventOf(job.job_id));
  };
  const syncMs = await timeIt(runs, sync);
  const cases = [
    ['polling every 500 ms (default)', polling(500)],
    ['polling every 50 ms', polling(50)],
    ['WebSocket transport', pushed],
  ];
  const rows = [];
  for (const [name, fn] of cases) {
    const asyncMs = await timeIt(runs, fn);
    rows.push({
      setup: label,
      case: `cache miss, ${name}`,
      sync_ms: +syncMs.toFixed(1),
      async_ms: +asyncMs.toFixed(1),
      ratio: +(asyncMs / syncMs).toFixed(2),
    });
  }
  // What every async case pays besides the query and the event: GET result_url (the kept query
  // context through the pipeline again, answered from the result cache).
  const fetchMs = await timeIt(runs, () => fetchResult({ status: 'done', result_url: resultUrl }));
  rows.push({ setup: label, case: 'GET result_url alone (cache hit)', async_ms: +fetchMs.toFixed(1) });
  events.close();
  s.ctx.config.features.GLOBAL_ASYNC_QUERIES = true;
  return rows;
}

async function throughput(s, label) {
  // Cache the query once, then queue jobs of it as the route does (no force: each one is a cache hit).
  const body = { datasource: s.datasource, queries: [query] };
  const warm = await fetch(`${s.base}/api/v1/chart/data`, {
    method: 'POST',
    headers: s.headers,
    body: JSON.stringify(body),
  });
  await warm.text();
  const channel = `bench-${randomUUID()}`;
  const admin = await s.ctx.db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  const ids = new Set();
  const t = performance.now();
  await Promise.all(
    Array.from({ length: jobCount }, async () => {
      const job = {
        channel_id: channel,
        job_id: randomUUID(),
        user_id: admin.id,
        status: 'pending',
        errors: [],
        result_url: null,
      };
      await s.ctx.jobs.enqueue(CHART_DATA_JOB, { job, form_data: body, force: false }, { jobId: job.job_id });
    }),
  );
  let lastId = null;
  let failed = 0;
  while (ids.size < jobCount) {
    const events = await s.ctx.asyncEvents.read(channel, lastId);
    if (!events.length) {
      await sleep(5);
      continue;
    }
    lastId = events.at(-1).id;
    for (const e of events) {
      ids.add(e.job_id);
      if (e.status !== 'done') failed += 1;
    }
  }
  const seconds = (performance.now() - t) / 1000;
  return {
    setup: label,
    case: `${jobCount} cached chart-data jobs, concurrency ${concurrency}`,
    jobs_per_s: Math.round(jobCount / seconds),
    failed,
  };
}

const rows = [];
const setups = [['embedded (no Redis)', false], ...(redisUp ? [['Redis + worker', true]] : [])];
if (!redisUp) console.log(`Redis not reachable at ${redisUrl}: only the embedded setup is measured.`);
for (const [label, redis] of setups) {
  console.log(`preparing ${label} (flights: ${flightsRows.toLocaleString()} rows)…`);
  const s = await setup(redis);
  rows.push(...(await latency(s, label)));
  rows.push(await throughput(s, label));
  await s.worker?.stop();
  await s.app.close();
  if (redis) {
    const { Redis } = await import('ioredis');
    const r = new Redis(redisUrl);
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${s.prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await r.del(...keys);
    } while (cursor !== '0');
    r.disconnect();
  }
}

console.table(rows);
writeResults('async', {
  flightsRows,
  jobCount,
  concurrency,
  runs,
  when: new Date().toISOString(),
  rows,
});
