/**
 * The chart-data pipeline, one typed stage per step (`chart-data/`): resolve (query context, dataset,
 * data access, connector) → for each query object: compile for the engine's dialect → cache lookup →
 * execute (statement check, row limit, timeout) → time offsets → post-process → payload (cached as
 * JSON). The answer is typed; the HTTP edge writes it. Phases are timed for the Server-Timing header.
 */
import type { ResolvedQueryObject } from '@meridian/core';
import type { Row } from '../engines/engine.js';
import type { AuthUser } from '../security/auth.js';
import { lookup, resultKey, store } from './chart-data/cache.js';
import {
  memoizedAnswer,
  memoKeyOf,
  rememberAnswer,
  resultRefOf,
  type CachedResultRef,
} from './chart-data/cached-answer.js';
import { compileFor, shapeForResultType } from './chart-data/compile.js';
import { execute, exportName, streamCsv } from './chart-data/execute.js';
import { withTimeOffsets } from './chart-data/offsets.js';
import { listingFor, payloadOf, viewQuery } from './chart-data/payload.js';
import { postProcess } from './chart-data/post-process.js';
import { openRun, resolveChartData } from './chart-data/resolve.js';
import type { ChartDataDeps, ChartDataAnswer, ChartDataRun, QueryResult } from './chart-data/types.js';
import { csvHeader, csvRows } from './formats/csv.js';
import type { Timing } from './timing.js';

export type {
  AnsweredPayload,
  ChartDataDeps,
  ChartDataLimits,
  ChartDataAnswer,
  ConnectionSource,
  QueryPayload,
  QueryResult,
} from './chart-data/types.js';
export { answeredPayload } from './chart-data/payload.js';
export { answerFromCache, type CachedResultRef } from './chart-data/cached-answer.js';

interface Table {
  columns: string[];
  rows: Row[];
}

/** What one query object gave: a whole streamed answer, a result entry, and/or the rows it read. */
type QueryOutcome =
  | { kind: 'stream'; answer: ChartDataAnswer }
  | { kind: 'answered'; result: QueryResult }
  | { kind: 'rows'; table: Table; result: QueryResult | null };

/** The runs with a query bound by a time range (possibly relative to now): remembered for less long. */
const timeBound = new WeakSet<ChartDataRun>();

async function runQuery(run: ChartDataRun, i: number, query: ResolvedQueryObject): Promise<QueryOutcome> {
  const { context, timing } = run;
  const resultType = context.result_type;
  const q = shapeForResultType(query, resultType, run.loaded, run.deps.limits);
  const compiled = compileFor(run, q, i);
  if (compiled.timeRange.since || compiled.timeRange.until) timeBound.add(run);
  if (resultType === 'query') return { kind: 'answered', result: viewQuery(run, compiled) };
  const key = resultKey(run, q, compiled);
  if (context.result_format === 'csv' && context.queries.length === 1 && !q.post_processing.length)
    return { kind: 'stream', answer: await streamCsv(run, i, q, compiled) };
  const hit = await lookup(run, key);
  if (hit && context.result_format === 'json')
    return { kind: 'answered', result: { kind: 'cached', json: hit.json, cachedAt: hit.cachedAt, key } };
  const main = await execute(run, i, q, compiled);
  const { columns, rows } = postProcess(q, resultType, await withTimeOffsets(run, i, q, main), timing);
  const table = { columns: columns.map((c) => c.name), rows };
  if (context.result_format !== 'json') return { kind: 'rows', table, result: null };
  const payload = payloadOf(compiled, columns, rows, key, run.cacheTimeout, context.result_format);
  return { kind: 'rows', table, result: await store(run, key, payload) };
}

/** The request's answer: the query results as JSON, or the last query's rows as CSV or XLSX. */
function answerOf(run: ChartDataRun, queries: QueryResult[], last: Table): ChartDataAnswer {
  const format = run.context.result_format;
  if (format === 'csv') {
    const csv = run.timing.sync(
      'serialize',
      () => csvHeader(last.columns) + csvRows(last.columns, last.rows),
    );
    return { format: 'csv', body: csv, filename: `${exportName(run)}.csv` };
  }
  if (format === 'xlsx') return { format: 'xlsx', ...last, filename: `${exportName(run)}.xlsx` };
  return { format: 'json', queries };
}

export async function runChartData(
  deps: ChartDataDeps,
  user: AuthUser,
  rawBody: unknown,
  timing: Timing,
  options: {
    force?: boolean;
    /** Receives the dataset and result keys of a JSON answer whose results are all cached payloads. */
    onResultRef?: (ref: CachedResultRef) => void;
  } = {},
): Promise<ChartDataAnswer> {
  // A request answered a moment ago: its cached payloads by their keys (cached-answer.ts).
  const memoKey = memoKeyOf(user, rawBody, options.force);
  const memoized = memoKey ? await memoizedAnswer(deps, user, memoKey, timing) : null;
  if (memoized) return memoized;
  const resolved = await resolveChartData(deps, user, rawBody, timing);
  const listing = listingFor(resolved.context.result_type, resolved.loaded);
  if (listing) return { format: 'json', queries: [listing] };
  const run = await openRun(deps, resolved, timing, options);
  const queries: QueryResult[] = [];
  let last: Table = { columns: [], rows: [] };
  for (const [i, query] of run.context.queries.entries()) {
    const outcome = await runQuery(run, i, query);
    if (outcome.kind === 'stream') return outcome.answer;
    if (outcome.kind === 'rows') last = outcome.table;
    if (outcome.result) queries.push(outcome.result);
  }
  const answer = answerOf(run, queries, last);
  // SQL Lab queries as datasources have their own checks: never answered by reference.
  const ref = run.context.datasource.type === 'query' ? null : resultRefOf(run.loaded, run.rls, answer);
  if (ref && memoKey)
    rememberAnswer(deps, memoKey, { ref, loaded: run.loaded, user, timeBound: timeBound.has(run) });
  if (ref) options.onResultRef?.(ref);
  return answer;
}
