/**
 * Global async queries on Redis: a web server with REDIS_URL only queues chart-data jobs; a
 * `meridian worker` process (main.ts through tsx) runs them on the same PostgreSQL metadata store,
 * writes the event to the channel's Redis stream, and the web server answers it and the result.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type Caller, type Json } from '../test-support/api.js';
import {
  createPgDatabase,
  login,
  startTestServer,
  type Session,
  type TestServer,
} from '../test-support/app.js';
import { deleteKeys, HAS_REDIS, REDIS_URL, uniquePrefix } from '../test-support/redis.js';
import { HAS_PG } from '../test-support/services.js';
import { spawnWorker, type WorkerProcess } from '../test-support/worker-process.js';

const prefix = uniquePrefix('async-worker');
const secret = 'async-worker-test-secret-key-0123456789-abcdefghijk';

describe.skipIf(!HAS_REDIS || !HAS_PG)('chart-data jobs run by a worker process on Redis', () => {
  let meta: { url: string; drop: () => Promise<void> };
  let server: TestServer;
  let admin: Session;
  let call: Caller;
  let worker: WorkerProcess | null = null;
  let datasetId: number;

  beforeAll(async () => {
    meta = await createPgDatabase();
    const data = new pg.Client({ connectionString: meta.url });
    await data.connect();
    await data.query(`CREATE TABLE async_orders (region text, amount int)`);
    await data.query(`INSERT INTO async_orders VALUES ('north', 3), ('north', 4), ('south', 5)`);
    await data.end();
    server = await startTestServer({
      metaDatabaseUrl: meta.url,
      env: {
        LOAD_EXAMPLES: 'false',
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        SECRET_KEY: secret,
        GLOBAL_ASYNC_QUERIES: 'true',
      },
    });
    admin = await login(server);
    call = caller(server);
    const db = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: 'async pg',
      sqlalchemy_uri: meta.url.replace(/^postgres:/, 'postgresql:'),
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    const ds = await call<{ id: number }>(admin, 'POST', '/api/v1/dataset/', {
      database: db.body.id,
      schema: 'public',
      table_name: 'async_orders',
    });
    expect(ds.status, JSON.stringify(ds.body)).toBe(201);
    datasetId = ds.body.id;
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    await meta?.drop();
    await deleteKeys(prefix);
  });

  it('the worker writes the event, the web server reads it and serves the result', async () => {
    const submitted = await call<Json>(admin, 'POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: ['region'],
          metrics: [
            { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'total' },
          ],
          orderby: [['total', false]],
        },
      ],
    });
    expect(submitted.status, submitted.raw).toBe(202);
    const jobId = submitted.body.job_id as string;
    // No worker yet: the web server does not run jobs when Redis is configured.
    await new Promise((r) => setTimeout(r, 500));
    expect((await call<{ result: Json[] }>(admin, 'GET', '/api/v1/async_event/')).body.result).toEqual([]);

    worker = spawnWorker({
      SECRET_KEY: secret,
      META_DATABASE_URL: meta.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      GLOBAL_ASYNC_QUERIES: 'true',
    });
    const end = Date.now() + 60_000;
    let event: Json | undefined;
    while (!event) {
      if (Date.now() > end) throw new Error(`no event from the worker: ${worker.out()}`);
      await new Promise((r) => setTimeout(r, 100));
      const events = await call<{ result: Json[] }>(admin, 'GET', '/api/v1/async_event/');
      event = events.body.result.find((e) => e.job_id === jobId);
    }
    expect(event, worker.out()).toMatchObject({
      status: 'done',
      errors: [],
      channel_id: submitted.body.channel_id,
    });
    const result = await call<{ result: Json[] }>(admin, 'GET', event.result_url as string);
    expect(result.status).toBe(200);
    expect(result.body.result[0]!.data).toEqual([
      { region: 'north', total: 7 },
      { region: 'south', total: 5 },
    ]);
    expect(result.body.result[0]!.is_cached).toBe(true);
  }, 120_000);
});
