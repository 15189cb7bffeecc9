/**
 * Scale-out as docs/deploy.md lays it out: two web processes (A and B) and one `meridian worker`, each
 * its own OS process, on one fresh PostgreSQL metadata database and one Redis (a unique key prefix).
 * Nothing a request leaves behind may stay in the process that answered it: a session, a saved
 * chart, an async query and its results, the sign-in limiter's counts are all seen by the other
 * process; and a worker killed mid-job loses nothing and runs nothing twice.
 *
 * The data the queries read is another fresh PostgreSQL database. It checks the client connection
 * every 100 ms, so a query whose worker was SIGKILLed is aborted by PostgreSQL (otherwise the server
 * would finish the orphaned statement): a sequence read after the sleep then counts the runs that
 * really completed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeRison } from '@meridian/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase } from '../test-support/app.js';
import { deleteKeys, HAS_REDIS, REDIS_URL, uniquePrefix } from '../test-support/redis.js';
import { HAS_PG } from '../test-support/services.js';
import {
  freePort,
  printed,
  spawnMeridian,
  until,
  Web,
  type Json,
  type MeridianProcess,
  type Session,
} from './processes.test-support.js';

const PASSWORD = 'scale-out-admin-password-2026';
const RATE_LIMIT = 4;
const prefix = uniquePrefix('scaleout');
const q = (value: unknown) => `q=${encodeURIComponent(encodeRison(value))}`;

describe.skipIf(!HAS_REDIS || !HAS_PG)('two web processes and a worker on PostgreSQL and Redis', () => {
  const dirs: string[] = [];
  let meta: { url: string; drop: () => Promise<void> };
  let data: { url: string; drop: () => Promise<void> };
  let dataClient: pg.Client;
  let processes: MeridianProcess[] = [];
  let worker: MeridianProcess;
  let workerHealth: string;
  let a: Web;
  let b: Web;
  let admin: Session;
  let dbId: number;

  const env = (extra: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-scaleout-'));
    dirs.push(dir);
    return {
      DATA_DIR: dir,
      META_DATABASE_URL: meta.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SECRET_KEY: 'scale-out-test-secret-key-0123456789-abcdefghijklmnop',
      ADMIN_PASSWORD: PASSWORD,
      LOAD_EXAMPLES: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // As behind the reverse proxy: the client address comes from X-Forwarded-For.
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: String(RATE_LIMIT),
      GLOBAL_ASYNC_QUERIES: 'true',
      // A killed worker's job is taken over within seconds rather than the default minute (not
      // shorter: a live but busy worker must still renew its locks in time).
      JOB_LOCK_MS: '5000',
      ...extra,
    };
  };

  const startWorker = async () => {
    const p = spawnMeridian('worker', env({ WORKER_HEALTH_PORT: '0' }));
    processes.push(p);
    const [, port] = await printed(p, /health on http:\/\/[^:]+:(\d+)\/health/, 'the worker to start');
    return { p, health: `http://127.0.0.1:${port}/health` };
  };

  const startWeb = async () => {
    const port = await freePort();
    const p = spawnMeridian('start', env({ PORT: String(port) }));
    processes.push(p);
    await printed(p, /Meridian is running at/, 'a web process to start');
    return new Web(`http://127.0.0.1:${port}`, () => p.out());
  };

  /** The query's SQL Lab record as `updated_since` answers it on `web`, once in one of `states`. */
  const queryState = (web: Web, clientId: string, states: string[], ms = 60_000) =>
    until(
      async () => {
        const res = await web.call('GET', `/api/v1/query/updated_since?${q({ last_updated_ms: 0 })}`, {
          session: admin,
        });
        const found = (res.body.result as Json[] | undefined)?.find((r) => r.id === clientId);
        return found && states.includes(found.state as string) ? found : undefined;
      },
      `query ${clientId} to be ${states.join('/')}`,
      ms,
    );

  const submit = async (web: Web, clientId: string, sql: string) => {
    const res = await web.call('POST', '/api/v1/sqllab/execute/', {
      session: admin,
      body: { database_id: dbId, sql, runAsync: true, client_id: clientId },
    });
    expect(res.status, `${JSON.stringify(res.body)}\n${web.out()}`).toBe(202);
  };

  const sequenceValue = async (name: string) => {
    const { rows } = await dataClient.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value, is_called FROM ${name}`,
    );
    return rows[0]!.is_called ? Number(rows[0]!.last_value) : 0;
  };

  beforeAll(async () => {
    [meta, data] = await Promise.all([createPgDatabase(), createPgDatabase()]);
    dataClient = new pg.Client({ connectionString: data.url });
    await dataClient.connect();
    const dbName = new URL(data.url).pathname.slice(1);
    await dataClient.query(`ALTER DATABASE ${dbName} SET client_connection_check_interval = '100ms'`);
    await dataClient.query(
      'CREATE SEQUENCE slow_runs; CREATE SEQUENCE quick_runs; ' +
        'CREATE TABLE numbers AS SELECT generate_series(1, 5) AS n',
    );

    // Started together on the fresh store, as a deployment starts: each runs the migrations.
    const [webA, webB, w] = await Promise.all([startWeb(), startWeb(), startWorker()]);
    [a, b, worker, workerHealth] = [webA, webB, w.p, w.health];
    admin = await a.login('admin', PASSWORD);
    const db = await a.call('POST', '/api/v1/database/', {
      session: admin,
      body: {
        database_name: 'scale-out data',
        sqlalchemy_uri: data.url.replace(/^postgres:/, 'postgresql:'),
        expose_in_sqllab: true,
        allow_run_async: true,
        // nextval() writes (a sequence): the runs are counted with it.
        allow_dml: true,
      },
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    dbId = db.body.id as number;
  }, 400_000);

  afterAll(async () => {
    for (const p of processes)
      if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
    await dataClient?.end();
    await Promise.all([meta?.drop(), data?.drop()]);
    if (HAS_REDIS) await deleteKeys(prefix);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the health checks of both web processes and of the worker', async () => {
    for (const url of [`${a.base}/health`, `${b.base}/health`, workerHealth]) {
      const res = await fetch(url);
      expect([url, res.status, await res.text()]).toEqual([url, 200, 'OK']);
    }
  });

  it('keeps sessions and CSRF tokens valid on every process; a logout on one ends the session on all', async () => {
    const me = await b.call('GET', '/api/v1/me/', { session: admin });
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ username: 'admin' });

    // The sign-in form's token from B signs in on A; the session's CSRF token from A writes on B.
    const other = await a.login('admin', PASSWORD, b);
    const tag = await b.call('POST', '/api/v1/saved_query/', {
      session: other,
      body: { db_id: dbId, label: 'made on B', sql: 'SELECT 1' },
    });
    expect(tag.status, JSON.stringify(tag.body)).toBe(201);
    const onA = await a.call('GET', `/api/v1/saved_query/${tag.body.id}`, { session: admin });
    expect(onA.body.result).toMatchObject({ label: 'made on B' });

    expect((await a.call('POST', '/logout/', { session: other })).status).toBeLessThan(400);
    expect((await b.call('GET', '/api/v1/me/', { session: other })).status).toBe(401);
    expect((await b.call('GET', '/api/v1/me/', { session: admin })).status).toBe(200);
  });

  it('serves on B a chart saved on A', async () => {
    const ds = await a.call('POST', '/api/v1/dataset/', {
      session: admin,
      body: { database: dbId, schema: 'public', table_name: 'numbers' },
    });
    expect(ds.status, JSON.stringify(ds.body)).toBe(201);
    const formData = {
      datasource: `${ds.body.id}__table`,
      viz_type: 'big_number_total',
      metric: { expressionType: 'SQL', sqlExpression: 'SUM(n)', label: 'total' },
    };
    const chart = await a.call('POST', '/api/v1/chart/', {
      session: admin,
      body: {
        slice_name: 'Saved on A',
        viz_type: 'big_number_total',
        datasource_id: ds.body.id,
        datasource_type: 'table',
        params: JSON.stringify(formData),
      },
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(201);

    const served = await b.call('GET', `/api/v1/chart/${chart.body.id}`, { session: admin });
    expect(served.status).toBe(200);
    expect(served.body.result).toMatchObject({ slice_name: 'Saved on A', viz_type: 'big_number_total' });
    const listed = await b.call('GET', `/api/v1/chart/?${q({ filters: [] })}`, { session: admin });
    expect(listed.body.result.map((c: Json) => c.slice_name)).toContain('Saved on A');
  });

  it('runs an async SQL Lab query started on A on the worker, and B reads its results', async () => {
    await submit(a, 'so_async_1', 'SELECT sum(n) AS total, count(*) AS rows FROM numbers');
    const done = await queryState(b, 'so_async_1', ['success', 'failed']);
    expect(done.state, JSON.stringify(done)).toBe('success');
    const results = await b.call('GET', `/api/v1/sqllab/results/?${q({ key: done.resultsKey })}`, {
      session: admin,
    });
    expect(results.status).toBe(200);
    expect(results.body.data).toEqual([{ total: 15, rows: 5 }]);
  });

  it('completes an async chart query started on A via the worker; B reads its event and result', async () => {
    const ds = await a.call('GET', `/api/v1/dataset/?${q({ filters: [] })}`, { session: admin });
    const datasetId = (ds.body.result as Json[]).find((d) => d.table_name === 'numbers')!.id as number;
    const started = await a.call('POST', '/api/v1/chart/data', {
      session: admin,
      body: {
        datasource: { id: datasetId, type: 'table' },
        queries: [
          { columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX(n)', label: 'top' }] },
        ],
        result_format: 'json',
        result_type: 'full',
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const jobId = started.body.job_id as string;

    let lastId = '';
    const event = await until(async () => {
      const res = await b.call('GET', `/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}`, {
        session: admin,
      });
      expect(res.status).toBe(200);
      const events = res.body.result as Json[];
      if (events.length) lastId = events.at(-1)!.id as string;
      return events.find((e) => e.job_id === jobId);
    }, `the event of job ${jobId}`);
    expect(event, `${JSON.stringify(event)}\n${worker.out()}`).toMatchObject({
      status: 'done',
      channel_id: started.body.channel_id,
    });
    const result = await b.call('GET', event.result_url as string, { session: admin });
    expect(result.status).toBe(200);
    expect(result.body.result[0].data).toEqual([{ top: 5 }]);
  });

  it('loses nothing and runs nothing twice when the worker is killed mid-job and started again', async () => {
    // A slow query the worker is running when it dies; the sequence is read once the sleep is over.
    await submit(a, 'so_slow', "SELECT 'slept' AS done, nextval('slow_runs') AS run FROM pg_sleep(3)");
    await queryState(b, 'so_slow', ['running']);
    worker.proc.kill('SIGKILL');
    await worker.exited;

    // Queued while no worker runs, on either web process.
    const quick = ['so_quick_1', 'so_quick_2', 'so_quick_3'];
    for (const [i, id] of quick.entries())
      await submit(i % 2 ? b : a, id, "SELECT nextval('quick_runs') AS run");
    expect((await queryState(a, 'so_quick_1', ['pending'])).state).toBe('pending');

    ({ p: worker, health: workerHealth } = await startWorker());
    const slow = await queryState(b, 'so_slow', ['success', 'failed']);
    expect(slow.state, JSON.stringify(slow)).toBe('success');
    const rows = await b.call('GET', `/api/v1/sqllab/results/?${q({ key: slow.resultsKey })}`, {
      session: admin,
    });
    expect(rows.body.data).toEqual([{ done: 'slept', run: 1 }]);
    for (const id of quick) expect((await queryState(a, id, ['success', 'failed'])).state).toBe('success');

    // Exactly one completed run of each: the killed run was aborted before its sequence read.
    expect(await sequenceValue('slow_runs')).toBe(1);
    expect(await sequenceValue('quick_runs')).toBe(quick.length);
    const store = new pg.Client({ connectionString: meta.url });
    await store.connect();
    try {
      const { rows: records } = await store.query<{ client_id: string; n: string }>(
        "SELECT client_id, count(*) AS n FROM query WHERE client_id LIKE 'so\\_%' GROUP BY client_id",
      );
      expect(records.every((r) => r.n === '1')).toBe(true);
      expect(records).toHaveLength(2 + quick.length);
    } finally {
      await store.end();
    }
  }, 400_000);

  it('counts failed sign-ins from one address across both web processes', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < RATE_LIMIT; i++) {
      const web = i % 2 ? b : a;
      const res = await web.postLogin(await web.loginCsrf(), `nobody${i}`, 'wrong-password', ip);
      expect(res.status).toBe(401);
    }
    for (const web of [a, b]) {
      const held = await web.postLogin(await web.loginCsrf(), 'admin', PASSWORD, ip);
      expect(held.status).toBe(429);
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Other addresses are not held back.
    expect((await a.postLogin(await a.loginCsrf(), 'admin', PASSWORD, '203.0.113.78')).status).toBe(200);
  });

  it('stops every process gracefully on SIGTERM', async () => {
    const live = processes.filter((p) => p.proc.exitCode === null && p.proc.signalCode === null);
    expect(live).toHaveLength(3);
    for (const p of live) p.proc.kill('SIGTERM');
    expect(await Promise.all(live.map((p) => p.exited))).toEqual([0, 0, 0]);
    processes = [];
  });
});
