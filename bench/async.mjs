// Global async queries benchmark (GLOBAL_ASYNC_QUERIES on), over HTTP on loopback as the web app calls:
//  1. latency: one chart query on a cache miss (force) answered synchronously (200) against the async
//     path (202 → the job runs it → its event, polled as the web app polls → GET result_url); the ratio
//     with the default 500 ms polling delay and with a 50 ms one (the delay's floor);
//  2. throughput: chart-data jobs per second a worker sustains on cached queries (the job resolves,
//     compiles, hits the cache, keeps its query context and writes its event), N jobs queued at once.
// Each is run embedded (no Redis: the in-process queue and event store) and, when Redis answers at
// REDIS_URL (default redis://127.0.0.1:6379), with BullMQ and Redis streams and a `meridian worker`
// context in this process (its own queue consumers, event store and metadata connection).
//   npm run bench -- async [--rows N] [--jobs N] [--concurrency N]
//   (flights rows, default 5,000,000; jobs, default 2000; jobs run at once per process, default 4)
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => path.join(root, 'packages/server/dist', p);
const { buildApp, loadConfig } = await import(dist('index.js'));
const { registerExamples } = await import(dist('datasources/examples.js'));
const { CHART_DATA_JOB } = await import(dist('async-queries/job.js'));
const { startWorker } = await import(dist('jobs/worker.js'));

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const flightsRows = arg('--rows', 5_000_000);
const jobCount = arg('--jobs', 2000);
// Jobs of one name a process runs at once (SQLLAB_ASYNC_WORKERS, the job queue's concurrency; default 4).
const concurrency = arg('--concurrency', 4);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.join(root, 'bench/.data/async');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

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
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'bench-admin-password',
    SECRET_KEY: 'bench-async-secret-key-0123456789-abcdefghijklmnopq',
    EXAMPLES_FLIGHTS_ROWS: String(flightsRows),
    GLOBAL_ASYNC_QUERIES: 'true',
    SQLLAB_ASYNC_WORKERS: String(concurrency),
    ...(redis && { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }),
  };
  const config = loadConfig(env);
  const { app, ctx } = await buildApp(config, { logger: false });
  const ex = await registerExamples({ db: ctx.db, config }, { flightsRows, connections: ctx.connections });
  const worker = redis ? await startWorker(config, { out: () => {}, err: (l) => console.error(l) }) : null;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const { access_token } = await (
    await fetch(`${base}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-admin-password', provider: 'db' }),
    })
  ).json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${access_token}` };
  const datasource = { id: ex.datasetIds.flights, type: 'table' };
  return { app, ctx, base, headers, datasource, worker, prefix };
}

async function latency(s, label) {
  const body = JSON.stringify({ datasource: s.datasource, queries: [query] });
  const post = () =>
    fetch(`${s.base}/api/v1/chart/data?force=true`, { method: 'POST', headers: s.headers, body });
  let lastId = '';
  const sync = async () => {
    s.ctx.config.features.GLOBAL_ASYNC_QUERIES = false;
    const res = await post();
    await res.text();
    if (res.status !== 200) throw new Error(`sync: ${res.status}`);
  };
  // As the web app: poll the events every `delay` ms after the 202, then fetch the result.
  const viaJob = (delay) => async () => {
    s.ctx.config.features.GLOBAL_ASYNC_QUERIES = true;
    const res = await post();
    const job = await res.json();
    if (res.status !== 202) throw new Error(`async: ${res.status} ${JSON.stringify(job)}`);
    for (;;) {
      await sleep(delay);
      const qs = lastId ? `?last_id=${lastId}` : '';
      const { result } = await (
        await fetch(`${s.base}/api/v1/async_event/${qs}`, { headers: s.headers })
      ).json();
      if (result.length) lastId = result.at(-1).id;
      const event = result.find((e) => e.job_id === job.job_id);
      if (!event) continue;
      if (event.status !== 'done') throw new Error(`job failed: ${JSON.stringify(event.errors)}`);
      const data = await fetch(`${s.base}${event.result_url}`, { headers: s.headers });
      await data.text();
      if (data.status !== 200) throw new Error(`result: ${data.status}`);
      return;
    }
  };
  const time = async (fn, n = 9) => {
    await fn();
    const out = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await fn();
      out.push(performance.now() - t);
    }
    return median(out);
  };
  const syncMs = await time(sync);
  const rows = [];
  for (const delay of [500, 50]) {
    const asyncMs = await time(viaJob(delay));
    rows.push({
      setup: label,
      case: `cache miss, polling every ${delay} ms`,
      sync_ms: +syncMs.toFixed(1),
      async_ms: +asyncMs.toFixed(1),
      ratio: +(asyncMs / syncMs).toFixed(2),
    });
  }
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
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/async.json'),
  JSON.stringify({ flightsRows, jobCount, concurrency, when: new Date().toISOString(), rows }, null, 2),
);
