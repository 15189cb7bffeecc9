/**
 * What every connector does the same way around its engine's row reader (`batches`): `stream`
 * hands the batches on, `execute` gathers them with one row past the limit (collect.ts), and
 * `cancel` stops a query this connector runs. Engines that can also stop a query on the server
 * (pg cancel request, KILL QUERY) add that in their own `cancel`. `selectStarIn` writes the
 * `SELECT *` preview, naming the columns when asked.
 */
import { collectRows, emptyResult } from './collect.js';
import { selectStarSql } from './dialect-base.js';
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

export abstract class BatchConnector {
  protected readonly running = new RunningQueries();

  abstract readonly spec: EngineSpec;

  abstract getTableMetadata(
    schema: string | null,
    table: string,
    catalog?: string | null,
  ): Promise<TableMetadata>;

  /**
   * The statement's rows in batches of `batchSize`, at most `maxRows` of them; the rows a DML
   * statement changed go to `onAffected`.
   */
  protected abstract batches(
    sql: string,
    params: readonly BoundValue[],
    options: ExecuteOptions,
    batchSize: number,
    maxRows: number,
    onAffected?: (n: number | null) => void,
  ): AsyncIterable<RowBatch>;

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
    return collectRows(
      this.batches(
        sql,
        params,
        options,
        this.executeBatchSize(limit),
        limit + 1,
        (n) => (out.affectedRows = n),
      ),
      limit,
      out,
    );
  }

  stream(
    sql: string,
    params: readonly BoundValue[] = [],
    options: StreamOptions = {},
  ): AsyncIterable<RowBatch> {
    return this.batches(
      sql,
      params,
      options,
      options.batchSize ?? 1000,
      options.rowLimit ?? Number.POSITIVE_INFINITY,
    );
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

  cancel(cancelId: string): Promise<boolean> {
    return Promise.resolve(this.running.cancel(cancelId));
  }
}
