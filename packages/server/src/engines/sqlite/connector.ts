/**
 * SQLite connector on one better-sqlite3 handle, used by one statement at a time.
 *
 * Safety: the file opens read-only unless DML is allowed; without DML every statement must be
 * read-only (sqlite3_stmt_readonly); the SQL function load_extension is not authorized
 * (better-sqlite3 leaves it off); better-sqlite3 has no authorizer hook, so ATTACH, DETACH and
 * VACUUM (VACUUM INTO writes a file) are refused by checking the statement's first keyword.
 *
 * Timeouts: better-sqlite3 is synchronous and has no interrupt, so a statement cannot be stopped
 * while SQLite computes a row; the deadline and cancellation are checked between rows.
 */
import { BatchConnector, type BatchRequest } from '../batch-connector.js';
import type Database from 'better-sqlite3';
import type {
  BoundValue,
  Connector,
  CostEstimate,
  EngineSpec,
  JsonValue,
  ResultColumn,
  RowBatch,
  SelectStarOptions,
  TableInfo,
  TableMetadata,
} from '../engine.js';
import { assertCreateAs } from '../write-guard.js';
import { dmlNotAllowedError, noCostEstimateError, timeoutError } from '../errors.js';
import { GenericDataType } from '../generic-types.js';
import { QueryGuard } from '../query-guard.js';
import { SimplePool } from '../simple-pool.js';
import { firstKeyword } from '../sql-text.js';
import { buildRows, formatIsoTimestamp, parseUtcTimestamp, toJsonValue, withUniqueNames } from '../values.js';
import { mapSqliteError, refusedStatementError, SQLITE_NAME } from './errors.js';
import { sqliteSchemas, sqliteTableMetadata, sqliteTables } from './metadata.js';
import { inspectSqlite } from './inspect.js';
import type { StatementInspection } from '../../sql-safety/inspection.js';

type Db = Database.Database;

const REFUSED_KEYWORDS = new Set(['ATTACH', 'DETACH', 'VACUUM']);

function toSqliteValue(value: BoundValue): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return formatIsoTimestamp(value.getTime()).replace('T', ' ');
  return value;
}

/** Type of an expression column (no declared type) from its first non-null value. */
function inferType(values: unknown[]): string | null {
  const v = values.find((x) => x !== null && x !== undefined);
  if (typeof v === 'bigint') return 'INTEGER';
  if (typeof v === 'number') return 'REAL';
  if (v instanceof Uint8Array) return 'BLOB';
  if (typeof v === 'string') {
    const allTemporal = values.every(
      (x) => x === null || (typeof x === 'string' && parseUtcTimestamp(x) !== null),
    );
    return allTemporal ? (/^\d{4}-\d{2}-\d{2}$/.test(v) ? 'DATE' : 'DATETIME') : 'TEXT';
  }
  return null;
}

export class SqliteConnector extends BatchConnector implements Connector {
  private readonly pool: SimplePool<Db>;

  constructor(
    readonly spec: EngineSpec,
    db: Db,
    private readonly allowDml: boolean,
    private readonly path: string,
  ) {
    super();
    this.pool = new SimplePool(
      () => Promise.resolve(db),
      (d) => d.close(),
      1,
    );
  }

  getDefaultCatalog(): null {
    return null;
  }

  getCatalogs(): Promise<string[]> {
    return Promise.resolve([]);
  }

  async getSchemas(): Promise<string[]> {
    return this.withDb((db) => sqliteSchemas(db));
  }

  async getTables(schema: string | null): Promise<TableInfo[]> {
    return this.withDb((db) => sqliteTables(db, this.spec.dialect, schema ?? 'main'));
  }

  async getTableMetadata(schema: string | null, table: string): Promise<TableMetadata> {
    return this.withDb((db) => sqliteTableMetadata(db, this.spec.dialect, schema ?? 'main', table));
  }

  selectStar(schema: string | null, table: string, options: SelectStarOptions = {}): Promise<string> {
    return this.selectStarIn(schema, table, options, { catalog: null });
  }

  inspect(sql: string, params: readonly BoundValue[] = []): Promise<StatementInspection> {
    return this.withDb((db) => inspectSqlite(db, sql, params));
  }

  estimateCost(): Promise<CostEstimate> {
    return Promise.reject(noCostEstimateError(SQLITE_NAME));
  }

  async testConnection(): Promise<void> {
    await this.withDb((db) => db.prepare('SELECT 1').get());
  }

  protected async release(): Promise<void> {
    const db = await this.pool.acquire().catch(() => null);
    this.pool.close();
    if (db) this.pool.discard(db);
  }

  private async withDb<T>(fn: (db: Db) => T): Promise<T> {
    return this.pool.use((db) => {
      try {
        return Promise.resolve(fn(db));
      } catch (err) {
        return Promise.reject(mapSqliteError(err, this.path));
      }
    });
  }

  private prepare(db: Db, sql: string, allowWrite = false): Database.Statement {
    const keyword = firstKeyword(sql);
    if (REFUSED_KEYWORDS.has(keyword)) throw refusedStatementError(keyword);
    // better-sqlite3 prepares the first statement and refuses a non-empty tail, so the server's
    // CREATE … AS (allowWrite, decision 0009) is one statement as SQLite reads it.
    let stmt: Database.Statement;
    try {
      stmt = db.prepare(sql);
    } catch (err) {
      // "The supplied SQL string contains more than one statement"
      if (allowWrite && err instanceof RangeError) throw dmlNotAllowedError(SQLITE_NAME, err);
      throw err;
    }
    if (allowWrite) assertCreateAs(sql, SQLITE_NAME);
    else if (!this.allowDml && !stmt.readonly) throw dmlNotAllowedError(SQLITE_NAME);
    return stmt;
  }

  protected async *batches(request: BatchRequest): AsyncGenerator<RowBatch> {
    const { sql, params, options, batchSize, maxRows } = request;
    this.throwIfClosed(SQLITE_NAME);
    const guard = new QueryGuard(SQLITE_NAME, options);
    guard.throwIfStopped();
    const db = await this.pool.acquire();
    const id = this.running.add(guard);
    const deadline = options.timeoutMs ? Date.now() + options.timeoutMs : Number.POSITIVE_INFINITY;
    let iterator: IterableIterator<unknown[]> | null = null;
    try {
      guard.arm(() => undefined);
      options.onCancelId?.(id);
      const stmt = this.prepare(db, sql, options.allowWrite === true);
      const binds = params.map(toSqliteValue);
      if (!stmt.reader) {
        const info = stmt.run(...binds);
        request.onAffected?.(info.changes);
        yield { columns: [], rows: [] };
        return;
      }
      const declared = stmt.columns();
      iterator = stmt
        .raw(true)
        .safeIntegers(true)
        .iterate(...binds) as IterableIterator<unknown[]>;
      let columns: ResultColumn[] | null = null;
      let pending: unknown[][] = [];
      let seen = 0;
      const flush = (): RowBatch => {
        if (!columns) {
          columns = withUniqueNames(
            declared.map((c, i) => {
              const type = c.type ?? inferType(pending.map((r) => r[i]));
              return { name: c.name, type, genericType: this.spec.dialect.genericType(type) };
            }),
          );
        }
        const cols = columns;
        const rows = pending.map((r) => r.map((v, i) => this.toJson(v, cols[i]?.genericType ?? null)));
        pending = [];
        return { columns: cols, rows: buildRows(cols, rows, options.temporalFormat) };
      };
      while (seen < maxRows) {
        const next = iterator.next();
        if (next.done) break;
        pending.push(next.value);
        seen += 1;
        if ((seen & 255) === 0 && Date.now() > deadline)
          throw timeoutError(SQLITE_NAME, options.timeoutMs ?? 0);
        if (pending.length >= batchSize) {
          yield flush();
          guard.throwIfStopped();
        }
      }
      if (pending.length > 0 || columns === null) yield flush();
    } catch (err) {
      throw guard.error(err, (e) => mapSqliteError(e, this.path));
    } finally {
      iterator?.return?.();
      guard.dispose();
      this.running.remove(id);
      this.pool.release(db);
    }
  }

  private toJson(value: unknown, generic: GenericDataType | null): JsonValue {
    if (generic === GenericDataType.Boolean && (typeof value === 'bigint' || typeof value === 'number')) {
      return Number(value) !== 0;
    }
    return toJsonValue(value);
  }
}
