/**
 * Reports across processes on one PostgreSQL store: two app contexts whose schedulers tick the same
 * minute run each fire time once; with REDIS_URL the web only enqueues and a worker (the BullMQ queue,
 * `startWorker`) runs the report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startWorker, type RunningWorker } from '../jobs/worker.js';
import { createPgDatabase, startTestServer, type TestServer } from '../test-support/app.js';
import { deleteKeys, HAS_REDIS, REDIS_URL, uniquePrefix } from '../test-support/redis.js';
import { HAS_PG } from '../test-support/services.js';
import { ReportScheduler } from './scheduler.js';
import {
  eventually,
  insertReport,
  logsOf,
  startMailbox,
  startReportServer,
  type Mailbox,
  type ReportServer,
} from './reports.test-support.js';

const SECRET = 'reports-scale-test-secret-key-0123456789-abcdef';

describe.skipIf(!HAS_PG)('two schedulers on one PostgreSQL store', () => {
  let meta: { url: string; drop: () => Promise<void> };
  let mailbox: Mailbox;
  let a: ReportServer;
  let b: TestServer;

  beforeAll(async () => {
    meta = await createPgDatabase();
    mailbox = await startMailbox();
    a = await startReportServer(mailbox.port, { metaDatabaseUrl: meta.url, env: { SECRET_KEY: SECRET } });
    // B shares A's data directory: the examples database file lives there.
    b = await startTestServer({
      metaDatabaseUrl: meta.url,
      env: {
        DATA_DIR: a.server.dataDir,
        SECRET_KEY: SECRET,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mailbox.port),
        SMTP_STARTTLS: 'false',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await b?.app.close();
    await a?.server.close();
    await mailbox?.close();
    await meta?.drop();
  });

  it('each fire time runs once: one claim, one Working and one Success row, one mail', async () => {
    const id = await insertReport(a.server.ctx.db, {
      type: 'Report',
      owners: [a.adminId],
      chart_id: a.chartId,
      report_format: 'CSV',
      recipients: [{ type: 'Email', target: 'once@example.com' }],
    });
    const years = [2032, 2033, 2034];
    for (const year of years) {
      const now = new Date(Date.UTC(year, 0, 1, 0, 0, 0, 50));
      const claimed = await Promise.all([
        new ReportScheduler(a.server.ctx).tick(now),
        new ReportScheduler(b.ctx).tick(now),
        new ReportScheduler(a.server.ctx).tick(now),
        new ReportScheduler(b.ctx).tick(now),
      ]);
      expect(claimed.flat()).toHaveLength(1);
      // The next fire time once this one finished (an overlapping run is refused as still working).
      await a.server.ctx.jobs.idle();
      await b.ctx.jobs.idle();
    }
    const logs = await logsOf(a.server.ctx.db, id);
    for (const year of years) {
      const at = `${year}-01-01T00:00:00.000Z`;
      expect(logs.filter((l) => l.scheduled_dttm === at).map((l) => l.state)).toEqual(['Working', 'Success']);
    }
    const mails = mailbox.mails.filter((m) => JSON.stringify(m.to).includes('once@example.com'));
    expect(mails).toHaveLength(years.length);
  });
});

describe.skipIf(!HAS_PG || !HAS_REDIS)('reports on the BullMQ worker (REDIS_URL)', () => {
  const prefix = uniquePrefix('reports');
  let meta: { url: string; drop: () => Promise<void> };
  let mailbox: Mailbox;
  let web: ReportServer;
  let worker: RunningWorker;

  beforeAll(async () => {
    meta = await createPgDatabase();
    mailbox = await startMailbox();
    const env = {
      SECRET_KEY: SECRET,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
    };
    web = await startReportServer(mailbox.port, { metaDatabaseUrl: meta.url, env });
    worker = await startWorker(
      loadConfig({
        ...env,
        DATA_DIR: web.server.dataDir,
        META_DATABASE_URL: meta.url,
        LOG_LEVEL: 'silent',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mailbox.port),
        SMTP_STARTTLS: 'false',
      }),
      { out: () => {}, err: () => {} },
    );
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await web?.server.close();
    await mailbox?.close();
    await meta?.drop();
    await deleteKeys(prefix);
  });

  it('the web process enqueues, the worker runs the alert and mails it', async () => {
    const id = await insertReport(web.server.ctx.db, {
      type: 'Alert',
      owners: [web.adminId],
      chart_id: web.chartId,
      database_id: web.examplesDbId,
      sql: 'SELECT count(*) FROM cleaned_sales_data',
      validator_type: 'operator',
      validator_config_json: JSON.stringify({ op: '>', threshold: 0 }),
      report_format: 'CSV',
      recipients: [{ type: 'Email', target: 'worker@example.com' }],
    });
    const now = new Date('2035-01-01T00:00:00.050Z');
    expect(await new ReportScheduler(web.server.ctx).tick(now)).toHaveLength(1);
    const logs = await eventually(
      () => logsOf(web.server.ctx.db, id),
      (rows) => rows.some((r) => r.state !== 'Working'),
    );
    expect(logs.map((l) => l.state)).toEqual(['Working', 'Success']);
    await eventually(
      () => mailbox.mails.filter((m) => JSON.stringify(m.to).includes('worker@example.com')).length,
      (n) => n === 1,
    );
  });
});
