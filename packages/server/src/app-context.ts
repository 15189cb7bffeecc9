/**
 * The application context on an open metadata store: what the HTTP server's routes receive, and
 * what commands that work like them (`meridian import`/`export`) use without starting the server.
 */
import { createAsyncEventStore } from './async-queries/store.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { ConnectionManager } from './datasources/connections.js';
import { configureDuckDbResources } from './engines/duckdb/instances.js';
import type { MetaStore } from './meta/db.js';
import { createResultCache } from './query/result-cache.js';
import { DatasourceCache } from './query/datasource-loader.js';
import { createJobQueue } from './jobs/factory.js';
import type { JobInfo } from './jobs/queue.js';
import { JwtService } from './security/jwt.js';
import { SessionStore } from './security/sessions.js';

export interface AppContextOptions {
  /** Where a background job's last failure is reported (the server's log, the worker's stderr). */
  onJobError?: (err: unknown, job: JobInfo) => void;
}

export function createAppContext(
  config: Config,
  store: MetaStore,
  options: AppContextOptions = {},
): AppContext {
  configureDuckDbResources({ memoryLimit: config.duckdbMemoryLimit, threads: config.duckdbThreads });
  return {
    config,
    store,
    db: store.db,
    sessions: new SessionStore(store.db, config.sessionTtlMs),
    jwt: new JwtService(config.secretKey),
    connections: new ConnectionManager(config, store.db, { allowFileDatabases: config.allowFileDatabases }),
    // In memory, or on Redis (REDIS_URL) shared by every process of the deployment.
    resultCache: createResultCache(config),
    datasources: new DatasourceCache(store.db),
    // Created lazily on Redis: commands that never enqueue open no connection.
    jobs: createJobQueue(config, {
      concurrency: config.sqllabAsyncWorkers,
      ...(options.onJobError && { onError: options.onJobError }),
    }),
    asyncEvents: createAsyncEventStore(config),
  };
}
