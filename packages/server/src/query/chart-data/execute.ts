/**
 * Execute: every compiled statement is checked as the engine reads it (decision 0011) right before it
 * runs — as a result set, or streamed from the engine in batches for a large CSV export.
 */
import type { ResolvedQueryObject } from '@meridian/core';
import type { ResultColumn, Row } from '../../engines/engine.js';
import type { CompiledQuery } from '../compile.js';
import { csvHeader, csvRows } from '../formats/csv.js';
import { checkCompiledStatement, type StatementCheck } from '../statement-check.js';
import type { Rows } from '../time-offsets.js';
import { normalizeTimeColumns } from './normalize-time.js';
import type { ChartDataAnswer, ChartDataRun } from './types.js';

function statementCheck(run: ChartDataRun, c: CompiledQuery, i: number): StatementCheck {
  return {
    connector: run.connector,
    databaseId: run.loaded.database.id,
    fromSql: c.fromSql,
    schema: run.loaded.datasource.schema,
    field: `queries[${i}]`,
  };
}

/** Checks, then runs query object `i` (timed as `check` and `db`). */
export async function execute(
  run: ChartDataRun,
  i: number,
  qo: ResolvedQueryObject,
  c: CompiledQuery,
): Promise<Rows> {
  const { timing, connector, deps } = run;
  await timing.time('check', () => checkCompiledStatement(statementCheck(run, c, i), c.sql, c.params));
  const result = await timing.time('db', () =>
    connector.execute(c.sql, c.params, {
      rowLimit: qo.is_rowcount ? 1 : qo.row_limit || deps.limits.maxRowLimit,
      timeoutMs: deps.limits.queryTimeoutMs,
      schema: run.loaded.datasource.schema,
    }),
  );
  return normalizeTimeColumns(run.loaded.datasource, qo, result);
}

/** `<table>_<yyyymmddhhmmss>`: the name of an export, without its extension. */
export const exportName = (run: ChartDataRun) =>
  `${run.loaded.datasource.table_name}_${run.now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}`;

type Batches = AsyncIterable<{ columns: ResultColumn[]; rows: Row[] }>;

/** Reads the first batch before answering, so a failing query is still a 400, not a broken download. */
async function startedCsv(batches: Batches): Promise<AsyncIterable<string>> {
  const it = batches[Symbol.asyncIterator]();
  const first = await it.next();
  async function* chunks(): AsyncIterable<string> {
    if (first.done) return;
    const names = first.value.columns.map((c) => c.name);
    yield csvHeader(names) + csvRows(names, first.value.rows);
    for (let next = await it.next(); !next.done; next = await it.next()) {
      if (next.value.rows.length) yield csvRows(names, next.value.rows);
    }
  }
  return chunks();
}

/** Large exports stream from the engine in batches: memory stays bounded by the batch size. */
export async function streamCsv(
  run: ChartDataRun,
  i: number,
  q: ResolvedQueryObject,
  compiled: CompiledQuery,
): Promise<ChartDataAnswer> {
  const filename = `${exportName(run)}.csv`;
  await checkCompiledStatement(statementCheck(run, compiled, i), compiled.sql, compiled.params);
  const stream = run.connector.stream(compiled.sql, compiled.params, {
    rowLimit: q.row_limit || run.deps.limits.maxRowLimit,
    timeoutMs: run.deps.limits.queryTimeoutMs,
    schema: run.loaded.datasource.schema,
    batchSize: 5000,
  });
  return { format: 'csv', body: await startedCsv(stream), filename };
}
