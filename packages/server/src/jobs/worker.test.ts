/**
 * `meridian worker` as its own process: a web server with REDIS_URL only enqueues SQL Lab async
 * queries, a worker started from the CLI (main.ts through tsx) runs them on the same PostgreSQL
 * metadata store and Redis, and the web server serves the results the worker left in the shared cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type Json } from '../test-support/api.js';
import {
  createPgDatabase,
  login,
  startTestServer,
  type Session,
  type TestServer,
} from '../test-support/app.js';
import { deleteKeys, HAS_REDIS, REDIS_URL, uniquePrefix } from '../test-support/redis.js';
import { HAS_PG, PG_URL } from '../test-support/services.js';
import { q, waitForState, type SqlLabServer } from '../test-support/sqllab.js';
import { spawnWorker as spawnProcess, type WorkerProcess } from '../test-support/worker-process.js';

const prefix = uniquePrefix('worker');
const secret = 'worker-test-secret-key-0123456789-abcdefghijklmnop';
const spawnWorker = (env: Record<string, string>) => spawnProcess({ SECRET_KEY: secret, ...env });

async function until<T>(get: () => T | undefined, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = get();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('meridian worker without REDIS_URL', () => {
  it('exits 1 with a message saying what to set', async () => {
    const worker = spawnWorker({});
    expect(await worker.exited).toBe(1);
    expect(worker.out()).toMatch(
      /Configuration error: meridian worker runs the background jobs .* set REDIS_URL/,
    );
  }, 60_000);
});

describe.skipIf(!HAS_REDIS || !HAS_PG)('meridian worker with REDIS_URL (PostgreSQL store)', () => {
  let meta: { url: string; drop: () => Promise<void> };
  let server: TestServer;
  let admin: Session;
  let lab: SqlLabServer;
  let worker: WorkerProcess | null = null;
  let dbId: number;
  const env = () => ({ META_DATABASE_URL: meta.url, REDIS_URL, REDIS_KEY_PREFIX: prefix });

  beforeAll(async () => {
    meta = await createPgDatabase();
    server = await startTestServer({
      metaDatabaseUrl: meta.url,
      env: { LOAD_EXAMPLES: 'false', REDIS_URL, REDIS_KEY_PREFIX: prefix, SECRET_KEY: secret },
    });
    admin = await login(server);
    lab = { server, admin, call: caller(server), examplesDbId: 0, datasetIds: {} };
    const db = await lab.call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: 'worker pg',
      sqlalchemy_uri: PG_URL.replace(/^postgres:/, 'postgresql:'),
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    dbId = db.body.id;
  }, 120_000);

  afterAll(async () => {
    if (worker && worker.proc.exitCode === null) worker.proc.kill('SIGKILL');
    await server?.close();
    await meta?.drop();
    await deleteKeys(prefix);
  });

  it('runs an async query the web server queued, and the web server serves its results', async () => {
    const submit = await lab.call<Json>(admin, 'POST', '/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: 'SELECT 40 + 2 AS answer, 7 AS n',
      runAsync: true,
      client_id: 'wk_async_01',
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(202);
    // The web server does not run jobs when Redis is configured: the query waits for a worker.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await waitForState(lab, admin, 'wk_async_01', ['pending'])).state).toBe('pending');

    worker = spawnWorker({ ...env(), WORKER_HEALTH_PORT: '0' });
    const done = await waitForState(lab, admin, 'wk_async_01', ['success', 'failed'], 60_000);
    expect(done.state, JSON.stringify(done)).toBe('success');
    const results = await lab.call<Json>(
      admin,
      'GET',
      `/api/v1/sqllab/results/?${q({ key: done.resultsKey })}`,
    );
    expect(results.status).toBe(200);
    expect(results.body.data).toEqual([{ answer: 42, n: 7 }]);

    const port = await until(
      () => /health on http:\/\/[^:]+:(\d+)\/health/.exec(worker!.out())?.[1],
      'health',
    );
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect([health.status, await health.text()]).toEqual([200, 'OK']);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  }, 120_000);

  it('stops on SIGTERM after the running job finished', async () => {
    const w = worker!;
    const submit = await lab.call<Json>(admin, 'POST', '/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: 'SELECT pg_sleep(1.5) IS NULL AS slept',
      runAsync: true,
      client_id: 'wk_async_02',
    });
    expect(submit.status).toBe(202);
    await waitForState(lab, admin, 'wk_async_02', ['running']);
    w.proc.kill('SIGTERM');
    expect(await w.exited).toBe(0);
    expect(w.out()).toMatch(/Meridian worker stopped\./);
    // The job ran to its end before the process left.
    const row = await waitForState(lab, admin, 'wk_async_02', ['success', 'failed'], 5000);
    expect(row).toMatchObject({ state: 'success', rows: 1 });
  }, 60_000);
});
