/**
 * DuckDB connector: a few connections on the shared, locked-down instance of the file.
 * Writes are refused by opening the file READ_ONLY and, for any connector without DML, by
 * checking each prepared statement's type (so `:memory:` and shared read-write files are
 * covered too). Timeout and cancel use `connection.interrupt()`.
 */
import { BatchConnector, type BatchRequest } from '../batch-connector.js';
import { ResultReturnType, type DuckDBConnection } from '@duckdb/node-api';
import type {
  BoundValue,
  Connector,
  CostEstimate,
  EngineSpec,
  ExecuteOptions,
  JsonValue,
  QueryResult,
  ResultColumn,
  Row,
  RowBatch,
  SelectStarOptions,
  TableInfo,
  TableMetadata,
} from '../engine.js';
import type { StatementInspection } from '../../sql-safety/inspection.js';
import { QueryGuard } from '../query-guard.js';
import { SimplePool } from '../simple-pool.js';
import { firstKeyword } from '../sql-text.js';
import { textOf, withUniqueNames } from '../values.js';
import { dmlNotAllowedError } from '../errors.js';
import { appendRows } from './append.js';
import { DUCKDB_NAME, mapDuckdbError } from './errors.js';
import { releaseInstance, type SharedInstance } from './instances.js';
import { duckdbCatalogs, duckdbSchemas, duckdbTableMetadata, duckdbTables } from './metadata.js';
import { runStatements } from './statements.js';
import { chunkRowReader } from './chunk-rows.js';
import { inspectDuckdb } from './inspect.js';

const UNKNOWN_SCHEMA = '?';

export interface DuckdbConnectorConfig {
  shared: SharedInstance;
  allowDml: boolean;
  poolSize: number;
  path: string;
}

export class DuckdbConnector extends BatchConnector implements Connector {
  private readonly pool: SimplePool<DuckDBConnection>;
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly useTarget = new WeakMap<DuckDBConnection, string>();
  private defaultCatalog = 'memory';

  private constructor(
    readonly spec: EngineSpec,
    private readonly config: DuckdbConnectorConfig,
  ) {
    super();
    const { instance } = config.shared;
    this.pool = new SimplePool(
      () => instance.connect(),
      (c) => c.closeSync(),
      config.poolSize,
    );
  }

  static async open(spec: EngineSpec, config: DuckdbConnectorConfig): Promise<DuckdbConnector> {
    const connector = new DuckdbConnector(spec, config);
    try {
      const rows = await connector.metaQuery('SELECT current_database() AS db');
      connector.defaultCatalog = textOf(rows[0]?.db) || 'memory';
    } catch (err) {
      // The caller releases the instance.
      connector.closed = true;
      connector.pool.close();
      throw mapDuckdbError(err, config.path);
    }
    return connector;
  }

  getDefaultCatalog(): string {
    return this.defaultCatalog;
  }

  protected override executeBatchSize(): number {
    return 2048;
  }

  /** DuckDB answers DML with one row holding the count; `batches` marks such a result with -1. */
  override async execute(
    sql: string,
    params: readonly BoundValue[] = [],
    options: ExecuteOptions = {},
  ): Promise<QueryResult> {
    const out = await super.execute(sql, params, options);
    if (out.affectedRows === -1) {
      const first = out.rows[0];
      const count = first ? Object.values(first)[0] : null;
      out.affectedRows = typeof count === 'number' ? count : null;
    }
    return out;
  }

  async getCatalogs(): Promise<string[]> {
    return duckdbCatalogs((s, p) => this.metaQuery(s, p));
  }

  async getSchemas(catalog?: string | null): Promise<string[]> {
    return duckdbSchemas((s, p) => this.metaQuery(s, p), catalog ?? this.defaultCatalog);
  }

  async getTables(schema: string | null, catalog?: string | null): Promise<TableInfo[]> {
    return duckdbTables((s, p) => this.metaQuery(s, p), catalog ?? this.defaultCatalog, schema ?? 'main');
  }

  async getTableMetadata(
    schema: string | null,
    table: string,
    catalog?: string | null,
  ): Promise<TableMetadata> {
    const query = (s: string, p?: JsonValue[]) => this.metaQuery(s, p);
    return duckdbTableMetadata(
      query,
      this.spec.dialect,
      catalog ?? this.defaultCatalog,
      schema ?? 'main',
      table,
    );
  }

  selectStar(schema: string | null, table: string, options: SelectStarOptions = {}): Promise<string> {
    const catalog = options.catalog && options.catalog !== this.defaultCatalog ? options.catalog : null;
    return this.selectStarIn(schema, table, options, { catalog, catalogInNames: true });
  }

  inspect(sql: string): Promise<StatementInspection> {
    return inspectDuckdb(sql);
  }

  async estimateCost(
    sql: string,
    params: readonly BoundValue[] = [],
    options: ExecuteOptions = {},
  ): Promise<CostEstimate> {
    const result = await this.execute(`EXPLAIN (FORMAT JSON) ${sql}`, params, { ...options, rowLimit: 10 });
    const plan = result.rows.find((r) => r.explain_key === 'physical_plan')?.explain_value;
    const nodes: unknown[] = typeof plan === 'string' ? (JSON.parse(plan) as unknown[]) : [];
    // Breadth-first: the topmost node with an estimate gives the result's cardinality.
    while (nodes.length > 0) {
      const node = nodes.shift() as { extra_info?: Record<string, unknown>; children?: unknown[] };
      const estimate = node.extra_info?.['Estimated Cardinality'];
      if (estimate !== undefined) return { 'Estimated cardinality': textOf(estimate) };
      nodes.push(...(node.children ?? []));
    }
    return {};
  }

  async testConnection(): Promise<void> {
    await this.metaQuery('SELECT 1 AS ok');
  }

  /** Bulk rows through DuckDB's appender (file uploads); refused without DML. */
  async appendRows(table: string, schema: string | null, rows: AsyncIterable<readonly BoundValue[]>) {
    this.throwIfClosed(DUCKDB_NAME);
    if (!this.config.allowDml) throw dmlNotAllowedError(DUCKDB_NAME);
    const conn = await this.pool.acquire();
    try {
      return await appendRows(conn, table, schema, rows);
    } catch (err) {
      // The rows' own errors (a reader's) pass through; DuckDB's are plain Errors.
      if (err instanceof Error && err.constructor !== Error) throw err;
      throw mapDuckdbError(err, this.config.path);
    } finally {
      this.pool.release(conn);
    }
  }

  protected async release(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
    this.pool.close();
    releaseInstance(this.config.shared);
  }

  /** Internal metadata queries: no guard, rows as objects. */
  private async metaQuery(sql: string, params: JsonValue[] = []): Promise<Record<string, JsonValue>[]> {
    const rows: Record<string, JsonValue>[] = [];
    const options: ExecuteOptions = { temporalFormat: 'iso' };
    const request = { sql, params: params as BoundValue[], options, batchSize: 2048, maxRows: Infinity };
    for await (const batch of this.batches(request, true)) rows.push(...batch.rows);
    return rows;
  }

  /**
   * The statement's rows as every engine reads them (stream, execute); DML calls `onAffected`
   * with -1 (see `execute`), and an `internal` (metadata) query is not checked for writes.
   */
  protected async *batches(
    { sql, params, options, batchSize, maxRows, onAffected }: BatchRequest,
    internal = false,
  ): AsyncGenerator<RowBatch> {
    this.throwIfClosed(DUCKDB_NAME);
    const guard = new QueryGuard(DUCKDB_NAME, options);
    guard.throwIfStopped();
    const conn = await this.pool.acquire();
    let done!: () => void;
    const tracker = new Promise<void>((resolve) => (done = resolve));
    this.inflight.add(tracker);
    const id = this.running.add(guard);
    try {
      guard.arm(() => conn.interrupt());
      options.onCancelId?.(id);
      await this.useSchema(conn, options);
      if (firstKeyword(sql) === 'USE') this.useTarget.set(conn, UNKNOWN_SCHEMA);
      const result = await runStatements(conn, sql, params, {
        readOnly: !internal && !this.config.allowDml && options.allowWrite !== true,
        // The server's CREATE … AS (decision 0009): one statement, nothing else.
        createOnly: !internal && options.allowWrite === true,
      });
      if (result.returnType === ResultReturnType.CHANGED_ROWS) onAffected?.(-1);
      const types = result.columnTypes();
      const columns: ResultColumn[] = withUniqueNames(
        result.columnNames().map((name, i) => {
          const type = types[i]?.toString() ?? null;
          return { name, type, genericType: this.spec.dialect.genericType(type) };
        }),
      );
      // Chunks are converted column by column straight into row objects (chunk-rows.ts).
      const reader = chunkRowReader(columns, types, options.temporalFormat);
      let pending: Row[] = [];
      let seen = 0;
      while (seen < maxRows) {
        const chunk = await result.fetchChunk();
        guard.throwIfStopped();
        if (!chunk || chunk.rowCount === 0) break;
        const end = Math.min(chunk.rowCount, maxRows - seen);
        for (let from = 0; from < end;) {
          const to = Math.min(end, from + batchSize - pending.length);
          const rows = reader.rows(chunk, from, to);
          pending = pending.length === 0 ? rows : pending.concat(rows);
          seen += to - from;
          from = to;
          if (pending.length >= batchSize) {
            yield { columns, rows: pending };
            pending = [];
          }
        }
      }
      if (pending.length > 0 || seen === 0) yield { columns, rows: pending };
    } catch (err) {
      throw guard.error(err, (e) => mapDuckdbError(e, this.config.path));
    } finally {
      guard.dispose();
      this.running.remove(id);
      this.pool.release(conn);
      this.inflight.delete(tracker);
      done();
    }
  }

  /**
   * USE the requested schema, or go back to the default one. A connection's state is remembered:
   * absent = the default it opened with, UNKNOWN = the user's own USE ran on it.
   */
  private async useSchema(conn: DuckDBConnection, options: ExecuteOptions): Promise<void> {
    const dialect = this.spec.dialect;
    const wanted =
      options.schema || options.catalog
        ? `${dialect.quoteIdentifier(options.catalog ?? this.defaultCatalog)}.${dialect.quoteIdentifier(options.schema ?? 'main')}`
        : null;
    const current = this.useTarget.get(conn) ?? null;
    if (wanted === current) return;
    const target =
      wanted ?? `${dialect.quoteIdentifier(this.defaultCatalog)}.${dialect.quoteIdentifier('main')}`;
    await conn.run(`USE ${target}`);
    if (wanted === null) this.useTarget.delete(conn);
    else this.useTarget.set(conn, wanted);
  }
}
