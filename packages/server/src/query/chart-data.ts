/**
 * The chart-data pipeline: query context → for each query object: compile for the engine's dialect →
 * cache lookup → execute (row limit, timeout) → post-process → Superset's payload. Checks data access
 * before anything reaches an engine. Phases are timed for the Server-Timing header.
 */
import {
  applyPostProcessing,
  frameFromRows,
  parseQueryContext,
  resolveQueryContext,
  frameToRows,
  TIME_GRAIN_NAMES,
  TIMEGRAINS_RESULT_GRAINS,
  type ResolvedQueryObject,
} from '@meridian/core';
import type { Connector, ResultColumn, Row } from '../engines/engine.js';
import type { AuthUser } from '../security/auth.js';
import { canReadDatasource, datasourceAccessError } from '../security/access/dataset.js';
import { invalidField, NotFound } from '../domain-errors.js';
import { cacheKey, type ResultCache } from './cache.js';
import { compileQuery, type CompiledQuery } from './compile.js';
import type { DatasourceCache, LoadedDatasource } from './datasource-loader.js';
import { csvHeader, csvRows } from './formats/csv.js';
import type { SqlFamily } from '../sql-safety/functions.js';
import { checkQueryContextShape } from './request-shape.js';
import { checkCompiledStatement } from './statement-check.js';
import { joinTimeOffsets } from './time-offsets.js';
import type { Timing } from './timing.js';

export interface ConnectionSource {
  /** The connector of a database, and the parser grammar for its SQL fragments. */
  connectorFor(databaseId: number): Promise<{ connector: Connector; family: SqlFamily }>;
}

export interface ChartDataLimits {
  /** Upper bound of any row_limit (Superset's SQL_MAX_ROW). */
  maxRowLimit: number;
  /** Rows returned by result_type samples. */
  samplesRowLimit: number;
  queryTimeoutMs: number;
  defaultCacheTimeoutSeconds: number;
}

export interface ChartDataDeps {
  datasources: DatasourceCache;
  connections: ConnectionSource;
  cache: ResultCache;
  limits: ChartDataLimits;
  now?: () => Date;
}

export interface QueryPayload {
  cache_key: string | null;
  cache_timeout: number | null;
  applied_template_filters: string[];
  annotation_data: Record<string, unknown>;
  error: string | null;
  status: 'success';
  stacktrace: null;
  query: string;
  language: 'sql';
  rowcount: number;
  from_dttm: number | null;
  to_dttm: number | null;
  colnames: string[];
  indexnames: number[];
  coltypes: (number | null)[];
  data: Row[];
  result_format: string;
  applied_filters: { column: string }[];
  rejected_filters: { column: string; reason: string }[];
}

export type ChartDataResult =
  | { format: 'json'; body: string }
  | { format: 'csv'; body: string | AsyncIterable<string>; filename: string }
  | { format: 'xlsx'; columns: string[]; rows: Row[]; filename: string };

/** The query object behind each non-aggregate result type. */
function shapeForResultType(
  q: ResolvedQueryObject,
  type: string,
  ds: LoadedDatasource,
  limits: ChartDataLimits,
): ResolvedQueryObject {
  if (type === 'samples') {
    // Samples: raw rows of the dataset, only the dashboard filters applied, no post-processing.
    return {
      ...q,
      columns: ds.datasource.columns.map((c) => c.column_name),
      metrics: null,
      orderby: [],
      row_limit: Math.min(q.row_limit || limits.samplesRowLimit, limits.samplesRowLimit),
      post_processing: [],
      series_limit: 0,
      is_timeseries: false,
      extras: { ...q.extras, having: null, time_grain_sqla: null },
    };
  }
  if (type === 'drill_detail') {
    return {
      ...q,
      columns: ds.datasource.columns.map((c) => c.column_name),
      metrics: null,
      orderby: [],
      post_processing: [],
      series_limit: 0,
      extras: { ...q.extras, having: null },
    };
  }
  return q;
}

function payloadOf(
  compiled: CompiledQuery,
  columns: ResultColumn[],
  rows: Row[],
  key: string,
  cacheTimeout: number | null,
  resultFormat: string,
): QueryPayload {
  return {
    cache_key: key,
    cache_timeout: cacheTimeout,
    applied_template_filters: [],
    annotation_data: {},
    error: null,
    status: 'success',
    stacktrace: null,
    query: compiled.sql,
    language: 'sql',
    rowcount: rows.length,
    from_dttm: compiled.timeRange.since?.getTime() ?? null,
    to_dttm: compiled.timeRange.until?.getTime() ?? null,
    colnames: columns.map((c) => c.name),
    indexnames: rows.map((_, i) => i),
    coltypes: columns.map((c) => c.genericType),
    data: rows,
    result_format: resultFormat,
    applied_filters: compiled.appliedFilters.map((column) => ({ column })),
    rejected_filters: compiled.rejectedFilters,
  };
}

/** SQL with its bound values written in, for "View query" (display only, never executed). */
function displaySql(compiled: CompiledQuery, quoteString: (s: string) => string): string {
  let i = 0;
  return compiled.sql.replace(/\$\d+|\?/g, (m) => {
    const v = m === '?' ? compiled.params[i++] : compiled.params[Number(m.slice(1)) - 1];
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
    return quoteString(v instanceof Date ? v.toISOString() : v);
  });
}

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

export async function runChartData(
  deps: ChartDataDeps,
  user: AuthUser,
  rawBody: unknown,
  timing: Timing,
  options: { force?: boolean } = {},
): Promise<ChartDataResult> {
  checkQueryContextShape(rawBody);
  const context = resolveQueryContext(timing.sync('compile', () => parseQueryContext(rawBody)));
  const dsId = Number(context.datasource.id);
  if (!Number.isInteger(dsId) || !['table', 'dataset'].includes(context.datasource.type)) {
    throw invalidField('datasource', 'Only table datasources are supported');
  }
  const loaded = await timing.time('auth', () => deps.datasources.get(dsId));
  if (!loaded) throw new NotFound('The datasource does not exist');
  const dataObject = {
    database: loaded.database,
    schema: loaded.datasource.schema,
    catalog: loaded.datasource.catalog,
    dataset: { id: loaded.datasource.id, table_name: loaded.datasource.table_name },
    ownerIds: loaded.ownerIds,
  };
  if (!canReadDatasource(user, dataObject))
    throw datasourceAccessError(loaded.datasource.table_name, loaded.ownerNames);

  const resultType = context.result_type;
  if (resultType === 'columns') {
    const body = {
      result: [
        {
          data: loaded.datasource.columns,
          colnames: ['column_name'],
          rowcount: loaded.datasource.columns.length,
        },
      ],
    };
    return { format: 'json', body: JSON.stringify(body) };
  }
  if (resultType === 'timegrains') {
    const data = TIMEGRAINS_RESULT_GRAINS.map((duration) => ({ name: TIME_GRAIN_NAMES[duration], duration }));
    return {
      format: 'json',
      body: JSON.stringify({ result: [{ data, colnames: ['name', 'duration'], rowcount: data.length }] }),
    };
  }

  const { connector, family } = await deps.connections.connectorFor(loaded.database.id);
  const dialect = connector.spec.dialect;
  const now = deps.now?.() ?? new Date();
  const force = options.force || context.force;
  const cacheTimeout =
    context.custom_cache_timeout ?? loaded.cacheTimeout ?? deps.limits.defaultCacheTimeoutSeconds;

  const statementCheck = (c: CompiledQuery, i: number) => ({
    connector,
    databaseId: loaded.database.id,
    fromSql: c.fromSql,
    schema: loaded.datasource.schema,
    field: `queries[${i}]`,
  });
  const pieces: string[] = [];
  let lastRows: { columns: string[]; rows: Row[] } = { columns: [], rows: [] };
  for (const [i, query] of context.queries.entries()) {
    const q = shapeForResultType(query, resultType, loaded, deps.limits);
    const compiled = timing.sync('compile', () =>
      compileQuery(loaded.datasource, q, {
        dialect,
        family,
        now,
        field: `queries[${i}]`,
        maxRowLimit: deps.limits.maxRowLimit,
      }),
    );
    if (resultType === 'query') {
      pieces.push(
        JSON.stringify({ query: displaySql(compiled, (s) => dialect.quoteString(s)), language: 'sql' }),
      );
      continue;
    }
    const key = cacheKey({
      sql: compiled.sql,
      params: compiled.params,
      db: loaded.database.id,
      // Row-level security clauses join the security context when they arrive; data access is checked above.
      security: [],
      post: resultType === 'samples' || resultType === 'drill_detail' ? [] : q.post_processing,
      offsets: q.time_offsets,
      type: resultType,
    });
    if (context.result_format === 'csv' && context.queries.length === 1 && !q.post_processing.length) {
      // Large exports stream from the engine in batches: memory stays bounded by the batch size.
      const filename = `${loaded.datasource.table_name}_${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}.csv`;
      await checkCompiledStatement(statementCheck(compiled, i), compiled.sql, compiled.params);
      const stream = connector.stream(compiled.sql, compiled.params, {
        rowLimit: q.row_limit || deps.limits.maxRowLimit,
        timeoutMs: deps.limits.queryTimeoutMs,
        schema: loaded.datasource.schema,
        batchSize: 5000,
      });
      return { format: 'csv', body: await startedCsv(stream), filename };
    }
    const hit = force ? undefined : timing.sync('cache', () => deps.cache.get(key));
    if (hit && context.result_format === 'json') {
      pieces.push(`${hit.json.slice(0, -1)},"is_cached":true,"cached_dttm":${JSON.stringify(hit.cachedAt)}}`);
      continue;
    }
    const execute = async (qo: ResolvedQueryObject, c: CompiledQuery) => {
      await timing.time('check', () => checkCompiledStatement(statementCheck(c, i), c.sql, c.params));
      return timing.time('db', () =>
        connector.execute(c.sql, c.params, {
          rowLimit: qo.is_rowcount ? 1 : qo.row_limit || deps.limits.maxRowLimit,
          timeoutMs: deps.limits.queryTimeoutMs,
          schema: loaded.datasource.schema,
        }),
      );
    };
    const main = await execute(q, compiled);
    const result = await joinTimeOffsets(q, main, now, `queries[${i}]`, (shifted) =>
      execute(
        shifted,
        compileQuery(loaded.datasource, shifted, { dialect, family, now, field: `queries[${i}]` }),
      ),
    );
    let columns = result.columns;
    let rows = result.rows;
    if (q.post_processing.length && resultType !== 'samples' && resultType !== 'drill_detail') {
      ({ columns, rows } = timing.sync('postprocess', () => {
        const input = frameFromRows(
          rows as unknown as Parameters<typeof frameFromRows>[0],
          columns.map((c) => c.name),
        );
        const frame = applyPostProcessing(input, q.post_processing);
        const out = frameToRows(frame);
        const types = new Map(result.columns.map((c) => [c.name, c]));
        return {
          // Temporal values leave as epoch milliseconds, as the engine rows do.
          rows: out.rows.map((r) => {
            for (const k in r) if (r[k] instanceof Date) r[k] = r[k].getTime();
            return r;
          }) as unknown as Row[],
          columns: out.colnames.map(
            (name): ResultColumn => types.get(name) ?? { name, type: null, genericType: null },
          ),
        };
      }));
    }
    lastRows = { columns: columns.map((c) => c.name), rows };
    if (context.result_format !== 'json') continue;
    const json = timing.sync('serialize', () =>
      JSON.stringify(payloadOf(compiled, columns, rows, key, cacheTimeout, context.result_format)),
    );
    const cachedAt = new Date().toISOString();
    deps.cache.set(key, { json, cachedAt }, cacheTimeout);
    pieces.push(`${json.slice(0, -1)},"is_cached":false,"cached_dttm":null}`);
  }

  const filename = `${loaded.datasource.table_name}_${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}`;
  if (context.result_format === 'csv') {
    const csv = timing.sync(
      'serialize',
      () => csvHeader(lastRows.columns) + csvRows(lastRows.columns, lastRows.rows),
    );
    return { format: 'csv', body: csv, filename: `${filename}.csv` };
  }
  if (context.result_format === 'xlsx') return { format: 'xlsx', ...lastRows, filename: `${filename}.xlsx` };
  return { format: 'json', body: `{"result":[${pieces.join(',')}]}` };
}
