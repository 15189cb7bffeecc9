/**
 * MySQL/MariaDB connector on a mysql2 pool. Rows are streamed (the connection pauses while a
 * batch is consumed), so the row limit never buffers more than asked; a connection left with
 * unread rows is destroyed rather than drained. Without DML each statement runs after
 * `SET SESSION TRANSACTION READ ONLY` (re-asserted every time: a previous statement may have
 * changed it), which the server enforces for DML and DDL alike. Timeout and cancel send
 * `KILL QUERY <thread id>` from a separate connection.
 */
import { BatchConnector, type BatchRequest } from '../batch-connector.js';
import mysql from 'mysql2';
import type { PoolConnection } from 'mysql2';
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
import { noCostEstimateError } from '../errors.js';
import { assertCreateAs } from '../write-guard.js';
import { QueryGuard } from '../query-guard.js';
import { firstKeyword } from '../sql-text.js';
import { mapMysqlError, MYSQL_NAME, type MysqlErrorContext } from './errors.js';
import { mysqlSchemas, mysqlTableMetadata, mysqlTables, type MysqlMetaQuery } from './metadata.js';
import { readStatement } from './statement.js';
import { inspectMysql } from './inspect.js';

export interface MysqlConnectorConfig {
  pool: mysql.PoolOptions;
  allowDml: boolean;
}

function call<T>(fn: (cb: (err: Error | null, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => fn((err, result) => (err ? reject(err) : resolve(result as T))));
}

export class MysqlConnector extends BatchConnector implements Connector {
  private readonly pool: mysql.Pool;
  private readonly currentDb = new WeakMap<PoolConnection, string>();

  constructor(
    readonly spec: EngineSpec,
    private readonly config: MysqlConnectorConfig,
  ) {
    super();
    this.pool = mysql.createPool(config.pool);
    this.pool.on('connection', (conn) => {
      // Sessions in UTC: NOW(), TIMESTAMP columns and the grains agree with the other engines.
      conn.query("SET time_zone = '+00:00'", () => undefined);
    });
  }

  getDefaultCatalog(): null {
    return null;
  }

  getCatalogs(): Promise<string[]> {
    return Promise.resolve([]);
  }

  async getSchemas(): Promise<string[]> {
    return mysqlSchemas(this.metaQuery());
  }

  async getTables(schema: string | null): Promise<TableInfo[]> {
    return mysqlTables(this.metaQuery(), schema ?? this.defaultDb());
  }

  async getTableMetadata(schema: string | null, table: string): Promise<TableMetadata> {
    return mysqlTableMetadata(this.metaQuery(), this.spec.dialect, schema ?? this.defaultDb(), table);
  }

  selectStar(schema: string | null, table: string, options: SelectStarOptions = {}): Promise<string> {
    return this.selectStarIn(schema, table, options, { catalog: null });
  }

  inspect(
    sql: string,
    params: readonly BoundValue[] = [],
    options: { schema?: string | null } = {},
  ): Promise<StatementInspection> {
    return inspectMysql(sql, params, async (explain, values) => {
      const result = await this.execute(explain, values, { schema: options.schema ?? null, rowLimit: 1 });
      const plan = Object.values(result.rows[0] ?? {})[0];
      return typeof plan === 'string' ? plan : JSON.stringify(plan ?? null);
    });
  }

  estimateCost(): Promise<CostEstimate> {
    return Promise.reject(noCostEstimateError(MYSQL_NAME));
  }

  async testConnection(): Promise<void> {
    await this.metaQuery()('SELECT 1');
  }

  protected async release(): Promise<void> {
    await call<void>((cb) => this.pool.end((err) => cb(err ?? null))).catch(() => undefined);
  }

  private defaultDb(): string {
    return this.config.pool.database ?? '';
  }

  private errorContext(extra: Partial<MysqlErrorContext> = {}): MysqlErrorContext {
    const p = this.config.pool;
    return {
      host: p.host ?? 'localhost',
      port: p.port ?? 3306,
      username: p.user ?? '',
      database: p.database ?? '',
      ...extra,
    };
  }

  private metaQuery(): MysqlMetaQuery {
    return async (sql, params = []) => {
      try {
        const [rows] = await this.pool.promise().query({ sql, values: params });
        return rows as Record<string, unknown>[];
      } catch (err) {
        throw mapMysqlError(err, this.errorContext());
      }
    };
  }

  /** KILL QUERY of a thread (cancel ids are thread ids), from a connection of its own. */
  protected override async cancelOnServer(threadId: number): Promise<boolean> {
    const { connectionLimit: _limit, ...options } = this.config.pool;
    const conn = mysql.createConnection(options);
    try {
      await call((cb) => conn.query(`KILL QUERY ${threadId}`, cb));
      return true;
    } catch {
      return false;
    } finally {
      conn.destroy();
    }
  }

  /** The session a statement runs in: read only unless allowed, and the schema as its database. */
  private async prepareSession(conn: PoolConnection, sql: string, options: ExecuteOptions) {
    // Set on every use: a pooled session may come from a CTAS statement that was let write.
    if (!this.config.allowDml) {
      const mode = options.allowWrite === true ? 'READ WRITE' : 'READ ONLY';
      await call((cb) => conn.query(`SET SESSION TRANSACTION ${mode}`, cb));
    }
    const db = options.schema ?? this.defaultDb();
    if (db && this.currentDb.get(conn) !== db) {
      await call((cb) => conn.query(`USE ${this.spec.dialect.quoteIdentifier(db)}`, cb));
      this.currentDb.set(conn, db);
    }
    if (firstKeyword(sql) === 'USE') this.currentDb.delete(conn);
  }

  protected async *batches(request: BatchRequest): AsyncGenerator<RowBatch> {
    const { sql, params, options } = request;
    this.throwIfClosed(MYSQL_NAME);
    const guard = new QueryGuard(MYSQL_NAME, options);
    guard.throwIfStopped();
    // The server's CREATE … AS (decision 0009); the pool never allows multiple statements
    // (mysqlPoolOptions), so MySQL runs this one statement and nothing after it.
    if (options.allowWrite === true) assertCreateAs(sql, MYSQL_NAME);
    const ctx = this.errorContext(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {});
    let conn: PoolConnection;
    try {
      conn = await call<PoolConnection>((cb) => this.pool.getConnection(cb));
    } catch (err) {
      throw mapMysqlError(err, ctx);
    }
    const cancelId = String(conn.threadId);
    this.running.add(guard, cancelId);
    let killing: Promise<boolean> | null = null;
    let reusable = false;
    try {
      guard.arm(() => (killing = this.cancelOnServer(conn.threadId)));
      options.onCancelId?.(cancelId);
      await this.prepareSession(conn, sql, options);
      const values = params.map((v) => (typeof v === 'bigint' ? v.toString() : v));
      const stoppedEarly = yield* readStatement({ ...request, conn, values }, this.spec, guard);
      reusable = !stoppedEarly;
    } catch (err) {
      reusable = (err as { fatal?: boolean }).fatal !== true;
      throw guard.error(err, (e) => mapMysqlError(e, ctx));
    } finally {
      guard.dispose();
      this.running.remove(cancelId);
      if (killing) await (killing as Promise<boolean>).catch(() => false);
      // Unread rows (limit reached, stream abandoned) or a KILL in flight: not reused.
      if (!reusable || guard.stopped || killing) conn.destroy();
      else conn.release();
    }
  }
}
