/**
 * What every connector does the same way around its engine's row reader (`batches`): `stream`
 * hands the batches on, `execute` gathers them with one row past the limit (collect.ts), and
 * `cancel` stops a query this connector runs. Engines that can also stop a query on the server
 * (pg cancel request, KILL QUERY) do that in their `cancelOnServer`. `selectStarIn` writes the
 * `SELECT *` preview, naming the columns when asked. `close` runs once: it stops the running
 * queries, then the engine's `release` frees its connections.
 */
import { collectRows, emptyResult } from './collect.js';
import { selectStarSql } from './dialect-base.js';
import { EngineError, ErrorType } from './errors.js';
import type {
  BoundValue,
  EngineSpec,
  ExecuteOptions,
  QueryResult,
  RowBatch,
  SelectStarOptions,
  StreamOptions,
  TableMetadata,
} from './engine.js';
import { RunningQueries } from './query-guard.js';

/**
 * One statement to read in batches of `batchSize`, at most `maxRows` rows; the rows a DML
 * statement changed go to `onAffected`.
 */
export interface BatchRequest {
  sql: string;
  params: readonly BoundValue[];
  options: ExecuteOptions;
  batchSize: number;
  maxRows: number;
  onAffected?: ((n: number | null) => void) | undefined;
}

export abstract class BatchConnector {
  protected readonly running = new RunningQueries();
  protected closed = false;

  abstract readonly spec: EngineSpec;

  abstract getTableMetadata(
    schema: string | null,
    table: string,
    catalog?: string | null,
  ): Promise<TableMetadata>;

  /** The statement's rows, read as the request says. */
  protected abstract batches(request: BatchRequest): AsyncIterable<RowBatch>;

  /** Frees the engine's connections; `close` calls it once, after stopping the running queries. */
  protected abstract release(): Promise<void>;

  /** Rows per batch when `execute` gathers a result of at most `limit` rows. */
  protected executeBatchSize(_limit: number): number {
    return 5000;
  }

  async execute(
    sql: string,
    params: readonly BoundValue[] = [],
    options: ExecuteOptions = {},
  ): Promise<QueryResult> {
    const limit = options.rowLimit ?? Number.POSITIVE_INFINITY;
    const out = emptyResult();
    const batchSize = this.executeBatchSize(limit);
    const onAffected = (n: number | null) => (out.affectedRows = n);
    return collectRows(
      this.batches({ sql, params, options, batchSize, maxRows: limit + 1, onAffected }),
      limit,
      out,
    );
  }

  stream(
    sql: string,
    params: readonly BoundValue[] = [],
    options: StreamOptions = {},
  ): AsyncIterable<RowBatch> {
    const batchSize = options.batchSize ?? 1000;
    return this.batches({
      sql,
      params,
      options,
      batchSize,
      maxRows: options.rowLimit ?? Number.POSITIVE_INFINITY,
    });
  }

  /** `SELECT *` of a table (its columns by name when `showColumns`), `naming` overriding the options'. */
  protected async selectStarIn(
    schema: string | null,
    table: string,
    options: SelectStarOptions,
    naming: { catalog?: string | null; catalogInNames?: boolean } = {},
  ): Promise<string> {
    const columns = options.showColumns
      ? (await this.getTableMetadata(schema, table, options.catalog)).columns.map((c) => c.name)
      : null;
    return selectStarSql(this.spec.dialect, table, schema, { ...options, columns, ...naming });
  }

  /** Cancel a query this connector runs, else (a numeric id) one on the server if the engine can. */
  async cancel(cancelId: string): Promise<boolean> {
    if (this.running.cancel(cancelId)) return true;
    if (!this.cancelOnServer || !/^\d+$/.test(cancelId)) return false;
    return this.cancelOnServer(Number(cancelId));
  }

  /** Stops a query of this server by its numeric id (thread id, backend pid), for the engines that can. */
  protected cancelOnServer?(id: number): Promise<boolean>;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.running.cancelAll();
    await this.release();
  }

  /** Refuses a statement once the connector is closed. */
  protected throwIfClosed(engineName: string): void {
    if (this.closed)
      throw new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, 'The connection is closed.', engineName);
  }
}
