/**
 * `meridian worker`: a process that runs the background jobs of a deployment on Redis. It opens the
 * metadata store and the shared result cache as the web server does, registers the same job handlers
 * (jobs/handlers.ts) on the BullMQ queues, answers no HTTP but an optional `GET /health`, and on
 * SIGTERM/SIGINT stops taking jobs, lets the running ones finish, then closes everything.
 */
import { Redis } from 'ioredis';
import { createAppContext } from '../app-context.js';
import { upgradeMetaStore } from '../bootstrap.js';
import { ConfigError, type Config } from '../config.js';
import { openMetaStore } from '../meta/db.js';
import { closeScreenshotBrowser } from '../screenshots/browser.js';
import { ReportScheduler } from '../reports/scheduler.js';
import { createSqlLab } from '../sqllab/service.js';
import { registerJobHandlers } from './handlers.js';
import { startHealthServer, type HealthServer } from './health.js';

export const WORKER_NEEDS_REDIS =
  'meridian worker runs the background jobs queued in Redis: set REDIS_URL (e.g. redis://127.0.0.1:6379/0) ' +
  'to the same Redis as the web server. Without REDIS_URL the web server runs its jobs itself.';

export interface WorkerIo {
  out(line: string): void;
  err(line: string): void;
}

export interface RunningWorker {
  health: HealthServer | null;
  /** Graceful stop: no new jobs, running ones finish, connections close. */
  stop(): Promise<void>;
}

export async function startWorker(config: Config, io: WorkerIo): Promise<RunningWorker> {
  if (!config.redisUrl) throw new ConfigError(WORKER_NEEDS_REDIS);
  const store = openMetaStore(config.metaDatabaseUrl);
  await upgradeMetaStore(store);
  const ctx = createAppContext(config, store, {
    onJobError: (err, job) =>
      io.err(`job ${job.name} ${job.id} failed: ${err instanceof Error ? err.message : String(err)}`),
  });
  registerJobHandlers(ctx, { sqlLab: createSqlLab(ctx) });
  const reportScheduler = new ReportScheduler(ctx, {
    onError: (err) =>
      io.err(`report scheduler tick failed: ${err instanceof Error ? err.message : String(err)}`),
  });
  reportScheduler.start();
  const ping = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  ping.on('error', () => {});
  const health =
    config.workerHealthPort === undefined
      ? null
      : await startHealthServer(config.host, config.workerHealthPort, async () => {
          if (ping.status === 'wait') await ping.connect();
          return (await ping.ping()) === 'PONG';
        });
  io.out(
    `Meridian worker is running (Redis prefix ${config.redisKeyPrefix}` +
      `${health ? `, health on http://${config.host}:${health.port}/health` : ''}).`,
  );
  let stopping: Promise<void> | null = null;
  return {
    health,
    stop: () =>
      (stopping ??= (async () => {
        await reportScheduler.stop();
        await ctx.jobs.close();
        await closeScreenshotBrowser(ctx);
        await ctx.asyncEvents.close?.();
        await health?.close();
        ping.disconnect();
        await ctx.resultCache.close?.();
        await ctx.connections.closeAll();
        await store.close();
      })()),
  };
}

/** The command: runs until SIGTERM/SIGINT, then stops gracefully. */
export async function workerCommand(config: Config, io: WorkerIo): Promise<void> {
  const worker = await startWorker(config, io);
  await new Promise<void>((resolve) => {
    const onSignal = (signal: string) => {
      io.out(`${signal}: finishing the running jobs…`);
      worker.stop().then(resolve, (err: unknown) => {
        io.err(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exitCode = 1;
        resolve();
      });
    };
    process.once('SIGTERM', () => onSignal('SIGTERM'));
    process.once('SIGINT', () => onSignal('SIGINT'));
  });
  io.out('Meridian worker stopped.');
}
