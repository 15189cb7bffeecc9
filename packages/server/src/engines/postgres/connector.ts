/**
 * PostgreSQL connector on pg.Pool (one pool per catalog/database used).
 *
 * Each statement runs through the extended protocol (one statement, bound values). Without DML
 * it runs inside `BEGIN READ ONLY … ROLLBACK`, so the server refuses writes and nothing the
 * statement sets outlives it. Row-returning statements go through a server-side cursor, so the
 * row limit and streaming never load more rows than asked. Timeouts are enforced twice: the
 * server's statement_timeout and a client timer that sends pg_cancel_backend (as does abort).
 */
import { BatchConnector, type BatchRequest } from '../batch-connector.js';
import pg from 'pg';
import type {
  BoundValue,
  Connector,
  CostEstimate,
  EngineSpec,
  ExecuteOptions,
  RowBatch,
  SelectStarOptions,
  TableInfo,
  TableMetadata,
} from '../engine.js';
import type { StatementInspection } from '../../sql-safety/inspection.js';
import { QueryGuard } from '../query-guard.js';
import { isSelectLike } from '../sql-text.js';
import { textOf } from '../values.js';
import { mapPgError, POSTGRES_NAME, type PgErrorContext } from './errors.js';
import { pgCatalogs, pgSchemas, pgTableMetadata, pgTables, type PgMetaQuery } from './metadata.js';
import { cancelBackend, pidOf } from './client.js';
import { closeSession, openSession, readRows, resetAfterFailure, type PgStatement } from './statement.js';
import { PG_TYPES, PgTypeNames } from './types.js';
import { assertPgCreateAs } from './create-as.js';
import { inspectPostgres } from './inspect.js';

export interface PgConnectorConfig {
  client: pg.PoolConfig;
  allowDml: boolean;
}

interface CatalogPool {
  pool: pg.Pool;
  types: PgTypeNames;
}

/** A database of the server (PostgreSQL's catalog); absent: the connection's own. */
type Catalog = string | null | undefined;

export class PostgresConnector extends BatchConnector implements Connector {
  private readonly pools = new Map<string, CatalogPool>();
  private readonly database: string;

  constructor(
    readonly spec: EngineSpec,
    private readonly config: PgConnectorConfig,
  ) {
    super();
    this.database = config.client.database ?? config.client.user ?? 'postgres';
  }

  getDefaultCatalog(): string {
    return this.database;
  }

  protected override executeBatchSize(limit: number): number {
    return Number.isFinite(limit) ? Math.min(limit + 1, 10_000) : 10_000;
  }

  async getCatalogs(): Promise<string[]> {
    return pgCatalogs(this.metaQuery(null));
  }

  async getSchemas(catalog?: string | null): Promise<string[]> {
    return pgSchemas(this.metaQuery(catalog));
  }

  async getTables(schema: string | null, catalog?: string | null): Promise<TableInfo[]> {
    return pgTables(this.metaQuery(catalog), schema ?? 'public');
  }

  async getTableMetadata(
    schema: string | null,
    table: string,
    catalog?: string | null,
  ): Promise<TableMetadata> {
    return pgTableMetadata(
      this.metaQuery(catalog),
      this.spec.dialect,
      catalog ?? this.database,
      schema ?? 'public',
      table,
    );
  }

  selectStar(schema: string | null, table: string, options: SelectStarOptions = {}): Promise<string> {
    return this.selectStarIn(schema, table, options);
  }

  inspect(sql: string): Promise<StatementInspection> {
    return inspectPostgres(sql);
  }

  async estimateCost(
    sql: string,
    params: readonly BoundValue[] = [],
    options: ExecuteOptions = {},
  ): Promise<CostEstimate> {
    const result = await this.execute(`EXPLAIN ${sql}`, params, { ...options, rowLimit: 1 });
    const line = textOf(Object.values(result.rows[0] ?? {})[0]);
    const m = /cost=([\d.]+)\.\.([\d.]+)/.exec(line);
    return m ? { 'Start-up cost': m[1] ?? '', 'Total cost': m[2] ?? '' } : {};
  }

  async testConnection(): Promise<void> {
    await this.metaQuery(null)('SELECT 1');
  }

  protected async release(): Promise<void> {
    await Promise.allSettled([...this.pools.values()].map((p) => p.pool.end()));
    this.pools.clear();
  }

  private errorContext(catalog: Catalog, extra: Partial<PgErrorContext> = {}): PgErrorContext {
    const c = this.config.client;
    return {
      host: c.host ?? 'localhost',
      port: c.port ?? 5432,
      username: c.user ?? '',
      database: catalog ?? this.database,
      ...extra,
    };
  }

  private poolFor(catalog: string | null | undefined): CatalogPool {
    this.throwIfClosed(POSTGRES_NAME);
    const key = catalog ?? this.database;
    let entry = this.pools.get(key);
    if (!entry) {
      const pool = new pg.Pool({ ...this.config.client, database: key });
      pool.on('error', () => undefined); // idle client errors surface on the next query instead
      entry = { pool, types: new PgTypeNames() };
      this.pools.set(key, entry);
    }
    return entry;
  }

  private metaQuery(catalog: string | null | undefined): PgMetaQuery {
    return async (sql, params = []) => {
      try {
        const result = await this.poolFor(catalog).pool.query({ text: sql, values: params, types: PG_TYPES });
        return result.rows as Record<string, unknown>[];
      } catch (err) {
        throw mapPgError(err, this.errorContext(catalog, { sql }));
      }
    };
  }

  /** Cancel by backend pid (the cancel ids): any backend of this server we may signal. */
  protected override cancelOnServer(pid: number, catalog: Catalog = null): Promise<boolean> {
    return cancelBackend({ ...this.config.client, database: catalog ?? this.database }, pid);
  }

  protected async *batches({ sql, params, options, ...read }: BatchRequest): AsyncGenerator<RowBatch> {
    const guard = new QueryGuard(POSTGRES_NAME, options);
    guard.throwIfStopped();
    // The server's CREATE … AS (decision 0009): one statement as PostgreSQL reads it, nothing else.
    if (options.allowWrite === true) await assertPgCreateAs(sql);
    const { pool, types } = this.poolFor(options.catalog);
    const ctx = this.errorContext(options.catalog, {
      sql,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw mapPgError(err, ctx);
    }
    const cancelId = String(pidOf(client));
    this.running.add(guard, cancelId);
    let cancelling: Promise<boolean> | null = null;
    const statement = sql.replace(/[\s;]+$/, '');
    const useCursor = isSelectLike(statement);
    const writable = this.config.allowDml || options.allowWrite === true;
    const values = params.map((v) => (typeof v === 'bigint' ? v.toString() : v));
    const s: PgStatement = {
      client,
      statement,
      values,
      options,
      useCursor,
      writable,
      inTransaction: useCursor || !writable,
    };
    let completed = false;
    try {
      guard.arm(() => (cancelling = this.cancelOnServer(pidOf(client), options.catalog)));
      options.onCancelId?.(cancelId);
      await openSession(s, this.spec);
      yield* readRows(s, this.spec, types, read);
      guard.throwIfStopped(); // a stopped statement may still end "successfully" (partial rows)
      await closeSession(s);
      completed = true;
    } catch (err) {
      throw guard.error(err, (e) => mapPgError(e, ctx));
    } finally {
      guard.dispose();
      this.running.remove(cancelId);
      if (cancelling) await (cancelling as Promise<boolean>).catch(() => false);
      // A stopped backend is not reused: a late cancel request could hit the next query.
      let reusable = guard.stopped === null && cancelling === null;
      // Failed, or a stream abandoned midway: end the transaction / session settings first.
      if (reusable && !completed) reusable = await resetAfterFailure(s);
      client.release(!reusable);
    }
  }
}
