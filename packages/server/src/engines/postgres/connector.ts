/**
 * PostgreSQL connector on pg.Pool (one pool per catalog/database used).
 *
 * Each statement runs through the extended protocol (one statement, bound values). Without DML
 * it runs inside `BEGIN READ ONLY … ROLLBACK`, so the server refuses writes and nothing the
 * statement sets outlives it. Row-returning statements go through a server-side cursor, so the
 * row limit and streaming never load more rows than asked. Timeouts are enforced twice: the
 * server's statement_timeout and a client timer that sends pg_cancel_backend (as does abort).
 */
import { BatchConnector } from '../batch-connector.js';
import pg from 'pg';
import type {
  BoundValue,
  Connector,
  CostEstimate,
  EngineSpec,
  ExecuteOptions,
  ResultColumn,
  RowBatch,
  SelectStarOptions,
  TableInfo,
  TableMetadata,
} from '../engine.js';
import type { StatementInspection } from '../../sql-safety/inspection.js';
import { EngineError, ErrorType } from '../errors.js';
import { QueryGuard } from '../query-guard.js';
import { isSelectLike } from '../sql-text.js';
import { buildRows, textOf, toJsonValue, withUniqueNames } from '../values.js';
import { mapPgError, POSTGRES_NAME, type PgErrorContext } from './errors.js';
import { pgCatalogs, pgSchemas, pgTableMetadata, pgTables, type PgMetaQuery } from './metadata.js';
import { cancelBackend, pidOf, run, typeNames } from './client.js';
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

const CURSOR = 'meridian_cursor';
/** A database of the server (PostgreSQL's catalog); absent: the connection's own. */
type Catalog = string | null | undefined;

export class PostgresConnector extends BatchConnector implements Connector {
  private readonly pools = new Map<string, CatalogPool>();
  private readonly database: string;
  private closed = false;

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

  /** Cancel by backend pid: ours if running here, else any backend of this server we may signal. */
  override async cancel(cancelId: string): Promise<boolean> {
    if (this.running.cancel(cancelId)) return true;
    if (!/^\d+$/.test(cancelId)) return false;
    return this.cancelBackend(Number(cancelId), null);
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

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.running.cancelAll();
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
    if (this.closed)
      throw new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, 'The connection is closed.', POSTGRES_NAME);
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

  private cancelBackend(pid: number, catalog: string | null | undefined): Promise<boolean> {
    return cancelBackend({ ...this.config.client, database: catalog ?? this.database }, pid);
  }

  protected async *batches(
    sql: string,
    params: readonly BoundValue[],
    options: ExecuteOptions,
    batchSize: number,
    maxRows: number,
    onAffected?: (n: number | null) => void,
  ): AsyncGenerator<RowBatch> {
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
    const inTransaction = useCursor || !writable;
    let completed = false;
    try {
      guard.arm(() => (cancelling = this.cancelBackend(pidOf(client), options.catalog)));
      options.onCancelId?.(cancelId);
      const timeout = Math.max(0, Math.ceil(options.timeoutMs ?? 0));
      const scope = inTransaction ? 'LOCAL ' : '';
      if (inTransaction) await client.query(writable ? 'BEGIN' : 'BEGIN READ ONLY');
      // Strings read as the access checks read them (libpg-query), whatever an earlier statement set.
      await client.query(
        `SET ${scope}statement_timeout = ${timeout}; SET ${scope}standard_conforming_strings = on`,
      );
      if (options.schema)
        await client.query(`SET ${scope}search_path TO ${this.spec.dialect.quoteIdentifier(options.schema)}`);
      const values = params.map((v) => (typeof v === 'bigint' ? v.toString() : v));
      let columns: ResultColumn[] | null = null;
      const toBatch = async (res: pg.QueryResult<unknown[]>, rows: unknown[][]): Promise<RowBatch> => {
        if (!columns) {
          await types.resolve(
            res.fields.map((f) => f.dataTypeID),
            (missing) => typeNames(client, missing),
          );
          columns = withUniqueNames(
            res.fields.map((f) => {
              const type = types.name(f.dataTypeID);
              return { name: f.name, type, genericType: this.spec.dialect.genericType(type) };
            }),
          );
        }
        return {
          columns,
          rows: buildRows(
            columns,
            rows.map((r) => r.map(toJsonValue)),
            options.temporalFormat,
          ),
        };
      };
      if (useCursor) {
        await run(client, {
          text: `DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${statement}`,
          values,
          queryMode: 'extended',
        });
        let seen = 0;
        while (seen < maxRows) {
          const n = Math.min(batchSize, maxRows - seen);
          const res = await run(client, {
            text: `FETCH FORWARD ${n} FROM ${CURSOR}`,
            rowMode: 'array',
            types: PG_TYPES,
          });
          seen += res.rows.length;
          if (res.rows.length > 0 || seen === 0) yield await toBatch(res, res.rows);
          if (res.rows.length < n) break;
        }
      } else {
        const res = await run(client, {
          text: statement,
          values,
          rowMode: 'array',
          types: PG_TYPES,
          queryMode: 'extended',
        });
        if (res.fields.length === 0) onAffected?.(res.rowCount);
        const rows = Number.isFinite(maxRows) ? res.rows.slice(0, maxRows) : res.rows;
        for (let i = 0; i < Math.max(rows.length, 1); i += batchSize)
          yield await toBatch(res, rows.slice(i, i + batchSize));
      }
      guard.throwIfStopped(); // a stopped statement may still end "successfully" (partial rows)
      if (inTransaction) await client.query(writable ? 'COMMIT' : 'ROLLBACK');
      else await client.query('RESET statement_timeout; RESET search_path');
      completed = true;
    } catch (err) {
      throw guard.error(err, (e) => mapPgError(e, ctx));
    } finally {
      guard.dispose();
      this.running.remove(cancelId);
      if (cancelling) await (cancelling as Promise<boolean>).catch(() => false);
      // A stopped backend is not reused: a late cancel request could hit the next query.
      let reusable = guard.stopped === null && cancelling === null;
      if (reusable && !completed) {
        // Failed, or a stream abandoned midway: end the transaction / session settings first.
        try {
          await client.query(inTransaction ? 'ROLLBACK' : 'RESET statement_timeout; RESET search_path');
        } catch {
          reusable = false;
        }
      }
      client.release(!reusable);
    }
  }
}
