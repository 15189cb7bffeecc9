/**
 * Running a stored SQL Lab query: its `executed_sql` (already rendered, checked and limited) runs
 * statement by statement on the database's connector; the last statement's rows are read through
 * the engine's stream and reading stops at the limit, so a large result never sits in memory
 * whole. The outcome is written to the query row (state, progress, rows, errors) and the rows to
 * the results store. Inline requests and queue workers share this code.
 */
import type { Connector, ResultColumn } from '../engines/engine.js';
import { EngineError, ErrorType, genericEngineError } from '../engines/errors.js';
import { GenericDataType } from '../engines/generic-types.js';
import type { ConnectionManager } from '../datasources/connections.js';
import type { MetaDb } from '../meta/db.js';
import { EncodedRows, type EncodedLine } from './encoded-rows.js';
import { LimitingFactor } from './limit.js';
import {
  extraOf,
  findQuery,
  QueryStatus,
  updateQuery,
  updateQueryExtra,
  type QueryRow,
} from './query-record.js';
import type { ResultColumnDto, ResultsStore, StoredResults } from './results-store.js';
import type { RunningQueries } from './running.js';
import { lexOptionsFor, splitStatements } from './sql-scan.js';

export interface ExecutorDeps {
  db: MetaDb;
  connections: ConnectionManager;
  results: ResultsStore;
  running: RunningQueries;
  /** Upper bound of rows read when the query has no limit (SQL_MAX_ROW). */
  sqlMaxRow: number;
}

export interface RunOutcome {
  status: QueryStatus;
  results: StoredResults | null;
  error: EngineError | null;
}

export const columnDto = (c: ResultColumn): ResultColumnDto => ({
  column_name: c.name,
  name: c.name,
  type: c.type,
  is_dttm: c.genericType === GenericDataType.Temporal,
  type_generic: c.genericType,
});

export function sqllabTimeoutError(engineName: string, seconds: number): EngineError {
  return new EngineError(
    ErrorType.SQLLAB_TIMEOUT_ERROR,
    `The query was killed after ${seconds} seconds. It might be too complex, or the database might be under heavy load.`,
    engineName,
    { extra: { timeout: seconds } },
  );
}

const now = () => Date.now();

/**
 * Where the last statement's rows go while they are read (the web client's stream): the columns
 * first, then each line of encoded rows as it is completed. A returned promise pauses the reading
 * (back-pressure from a slow client).
 */
export interface RowSink {
  columns(columns: ResultColumnDto[]): Promise<void> | void;
  line(line: string, rows: number): Promise<void> | void;
}

/** Reads the last statement through the engine's stream, encoding at most `cap` rows. */
async function readLast(
  connector: Connector,
  sql: string,
  cap: number,
  options: Parameters<Connector['stream']>[2],
  sink: RowSink | undefined,
): Promise<{ columns: ResultColumnDto[]; rows: EncodedRows; limited: boolean }> {
  let columns: ResultColumnDto[] | null = null;
  let rows = new EncodedRows([]);
  let seen = 0;
  const send = async (lines: EncodedLine[]) => {
    for (const l of lines) await sink?.line(l.line, l.rows);
  };
  for await (const batch of connector.stream(sql, [], { ...options, rowLimit: cap + 1, batchSize: 1000 })) {
    if (!columns) {
      columns = batch.columns.map(columnDto);
      rows = new EncodedRows(batch.columns.map((c) => c.name));
      await sink?.columns(columns);
    }
    seen += batch.rows.length;
    await send(rows.add(batch.rows, cap));
    if (seen > cap) break;
  }
  await send(rows.flush());
  return { columns: columns ?? [], rows, limited: seen > cap };
}

/** Runs query `id` to its end; never throws for query failures (they are recorded). */
export async function runStoredQuery(
  deps: ExecutorDeps,
  id: number,
  options: { timeoutMs: number; sink?: RowSink },
): Promise<RunOutcome> {
  const row = await findQuery(deps.db, id);
  if (!row) return { status: QueryStatus.FAILED, results: null, error: null };
  if (row.status === QueryStatus.STOPPED) return { status: QueryStatus.STOPPED, results: null, error: null };
  const controller = deps.running.start(row.client_id);
  const startedAt = now();
  let connector: Connector | null = null;
  try {
    await updateQuery(deps.db, id, {
      status: QueryStatus.RUNNING,
      start_running_time: startedAt,
      progress: 0,
    });
    connector = await deps.connections.connector(row.database_id);
    return await runStatements(deps, row, connector, controller.signal, startedAt, options);
  } catch (err) {
    const engineName = connector?.spec.engineName ?? '';
    return await recordFailure(deps, row, toEngineError(err, engineName, options.timeoutMs));
  } finally {
    deps.running.finish(row.client_id, controller);
  }
}

async function runStatements(
  deps: ExecutorDeps,
  row: QueryRow,
  connector: Connector,
  signal: AbortSignal,
  startedAt: number,
  { timeoutMs, sink }: { timeoutMs: number; sink?: RowSink },
): Promise<RunOutcome> {
  const statements = splitStatements(row.executed_sql ?? row.sql, lexOptionsFor(connector.spec));
  const base = {
    schema: row.schema,
    catalog: row.catalog,
    signal,
    temporalFormat: 'iso' as const,
    onCancelId: (cancelId: string) => void updateQueryExtra(deps.db, row.id, { cancel_query: cancelId }),
  };
  const remaining = () => {
    const left = timeoutMs - (now() - startedAt);
    if (left <= 0) throw sqllabTimeoutError(connector.spec.engineName, Math.round(timeoutMs / 1000));
    return left;
  };
  let result: Awaited<ReturnType<typeof readLast>> = {
    columns: [],
    rows: new EncodedRows([]),
    limited: false,
  };
  const cap = row.limit ?? deps.sqlMaxRow;
  for (const [i, statement] of statements.entries()) {
    if (signal.aborted)
      throw new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, 'Query was stopped.', '', { cancelled: true });
    const last = i === statements.length - 1;
    if (last) {
      // The last statement of a CTAS/CVAS query is the server's CREATE … AS (prepareQuery).
      const write = row.select_as_cta === 1 ? { allowWrite: true } : {};
      result = await readLast(connector, statement, cap, { ...base, ...write, timeoutMs: remaining() }, sink);
    } else {
      await connector.execute(statement, [], { ...base, timeoutMs: remaining(), rowLimit: 1 });
      await updateQuery(deps.db, row.id, { progress: Math.floor((100 * (i + 1)) / statements.length) });
    }
  }
  const { columns, rows: encoded, limited } = result;
  const payload: StoredResults = {
    status: 'success',
    query_id: row.id,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    rowCount: encoded.rowCount,
    lines: encoded.lines,
    counts: encoded.counts,
  };
  const current = await findQuery(deps.db, row.id);
  if (current?.status === QueryStatus.STOPPED)
    return { status: QueryStatus.STOPPED, results: null, error: null };
  const resultsKey = await deps.results.put(payload);
  const extra = extraOf(current ?? row);
  const factor = limited
    ? (extra.planned_limiting_factor ?? LimitingFactor.DROPDOWN)
    : LimitingFactor.NOT_LIMITED;
  const end = now();
  await updateQuery(deps.db, row.id, {
    status: QueryStatus.SUCCESS,
    progress: 100,
    rows: encoded.rowCount,
    end_time: end,
    end_result_backend_time: end,
    results_key: resultsKey,
    limiting_factor: factor,
    select_as_cta_used: row.select_as_cta,
    extra_json: JSON.stringify({ ...extra, columns }),
  });
  return { status: QueryStatus.SUCCESS, results: payload, error: null };
}

function toEngineError(err: unknown, engineName: string, timeoutMs: number): EngineError {
  if (err instanceof EngineError) {
    if (err.errorType === ErrorType.CONNECTION_DATABASE_TIMEOUT)
      return sqllabTimeoutError(engineName || err.extra.engine_name, Math.round(timeoutMs / 1000));
    return err;
  }
  return genericEngineError(engineName || 'Database', err);
}

async function recordFailure(deps: ExecutorDeps, row: QueryRow, error: EngineError): Promise<RunOutcome> {
  const current = await findQuery(deps.db, row.id);
  if (error.cancelled || current?.status === QueryStatus.STOPPED) {
    await updateQuery(deps.db, row.id, {
      status: QueryStatus.STOPPED,
      end_time: current?.end_time ?? now(),
    });
    return { status: QueryStatus.STOPPED, results: null, error };
  }
  const status =
    error.errorType === ErrorType.SQLLAB_TIMEOUT_ERROR ? QueryStatus.TIMED_OUT : QueryStatus.FAILED;
  const extra = extraOf(current ?? row);
  await updateQuery(deps.db, row.id, {
    status,
    end_time: now(),
    error_message: error.message,
    extra_json: JSON.stringify({ ...extra, errors: [error.toJSON()] }),
  });
  return { status, results: null, error };
}
