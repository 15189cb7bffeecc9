import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetaDb } from '../meta/db.js';
import { startTestServer, type TestServer } from '../test-support/app.js';
import { EventLogger, type LogRow } from './logger.js';
import { loadConfig } from '../config.js';
import { LOG_PRUNE_JOB, pruneLogs } from './prune.js';

let server: TestServer;
let db: MetaDb;

beforeAll(async () => {
  server = await startTestServer();
  db = server.ctx.db;
});
afterAll(() => server?.close());

const row = (action: string, dttm = new Date().toISOString()): LogRow => ({
  action,
  user_id: null,
  json: null,
  dttm,
  dashboard_id: null,
  slice_id: null,
  duration_ms: null,
  referrer: null,
});
const count = async (action: string) =>
  (await db.selectFrom('logs').select('id').where('action', '=', action).execute()).length;

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('EventLogger', () => {
  it('writes a full batch at once and the rest after its delay', async () => {
    const logger = new EventLogger(db, { batchSize: 3, delayMs: 60_000 });
    logger.log([row('batch'), row('batch')]);
    expect(logger.pending).toBe(2);
    logger.log(row('batch'));
    await until(async () => (await count('batch')) === 3);
    const timed = new EventLogger(db, { batchSize: 100, delayMs: 50 });
    timed.log(row('timed'));
    expect(await count('timed')).toBe(0);
    await until(async () => (await count('timed')) === 1);
  });

  it('reports a failed write and drops it; logging itself never throws', async () => {
    const errors: unknown[] = [];
    const logger = new EventLogger(db, { batchSize: 10, delayMs: 10, onError: (e) => errors.push(e) });
    logger.log({ ...row('bad'), action: null as unknown as string });
    await logger.flush();
    expect(errors).toHaveLength(1);
    logger.log(row('after-failure'));
    await logger.flush();
    expect(await count('after-failure')).toBe(1);
    const full = new EventLogger(db, { maxQueued: 2, delayMs: 60_000, onError: (e) => errors.push(e) });
    full.log([row('q'), row('q'), row('q')]);
    expect(full.pending).toBe(2);
    expect(errors).toHaveLength(2);
  });
});

describe('retention', () => {
  it('prunes rows older than the retention period, in the job too; 0 keeps everything', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const day = 86_400_000;
    await db
      .insertInto('logs')
      .values([
        row('old', new Date(now.getTime() - 91 * day).toISOString()),
        row('kept', new Date(now.getTime() - 89 * day).toISOString()),
      ])
      .execute();
    expect(await pruneLogs(db, 0, now)).toBe(0);
    expect(await pruneLogs(db, 90, now)).toBe(1);
    expect(await count('old')).toBe(0);
    expect(await count('kept')).toBe(1);

    // The registered job prunes with the default 90 days, from today.
    await db.insertInto('logs').values(row('ancient', '2001-01-01T00:00:00.000Z')).execute();
    await server.ctx.jobs.enqueue(LOG_PRUNE_JOB, {});
    await server.ctx.jobs.idle();
    expect(await count('ancient')).toBe(0);
  });

  it('reads LOG_RETENTION_DAYS with a default of 90 and refuses a bad value', () => {
    const days = (LOG_RETENTION_DAYS?: string) => loadConfig({ LOG_RETENTION_DAYS }).logRetentionDays;
    expect(days()).toBe(90);
    expect(days('30')).toBe(30);
    expect(days('0')).toBe(0);
    expect(() => days('-1')).toThrow(/LOG_RETENTION_DAYS/);
    expect(() => days('soon')).toThrow(/LOG_RETENTION_DAYS/);
  });
});
