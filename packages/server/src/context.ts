/** What every route module receives: configuration and the shared services. */
import type { AsyncEventStore } from './async-queries/events.js';
import type { Config } from './config.js';
import type { ConnectionManager } from './datasources/connections.js';
import type { ResultCache } from './query/cache.js';
import type { DatasourceCache } from './query/datasource-loader.js';
import type { JobQueue } from './jobs/queue.js';
import type { MetaDb, MetaStore } from './meta/db.js';
import type { JwtService } from './security/jwt.js';
import type { SessionStore } from './security/sessions.js';

export interface AppContext {
  config: Config;
  store: MetaStore;
  db: MetaDb;
  sessions: SessionStore;
  jwt: JwtService;
  /** One open connector per database entry. */
  connections: ConnectionManager;
  /** Chart-data results. */
  resultCache: ResultCache;
  /** Datasets as the chart-data pipeline reads them (short-lived). */
  datasources: DatasourceCache;
  /**
   * Background jobs: in this process without Redis, BullMQ queues run by `meridian worker` with it.
   * Routes enqueue; handlers are registered where jobs run (jobs/handlers.ts).
   */
  jobs: JobQueue;
  /** Global async queries' event channels: Redis streams with Redis, else in this process. */
  asyncEvents: AsyncEventStore;
}
