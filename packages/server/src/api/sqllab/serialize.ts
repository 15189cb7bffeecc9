/**
 * SQL Lab's answers: Superset's Query.to_dict() record, execute's stopped and failed answers, the
 * results answer (written a line of rows at a time) and a database as the bootstrap lists it.
 */
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { queryExecutionResponseSchema, serverQuerySchema, sqlLabDatabaseSchema } from '@meridian/core';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { parseExtra } from '../../datasources/database-extra.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import { backendOf } from '../../datasources/database-uri.js';
import type { EngineError } from '../../engines/errors.js';
import { resultsJsonChunks } from '../../sqllab/encoded-rows.js';
import { namesOf, queryToDict, type QueryRow } from '../../sqllab/query-record.js';
import type { StoredResults } from '../../sqllab/results-store.js';

type ServerQuery = z.infer<typeof serverQuerySchema>;
type ExecutionAnswer = z.infer<typeof queryExecutionResponseSchema>;

/** Superset's Query.to_dict() of rows, with database and user names. */
export async function serverQueries(ctx: AppContext, rows: QueryRow[]): Promise<ServerQuery[]> {
  const names = await namesOf(ctx.db, rows);
  return rows.map((r) => queryToDict(r, names.get(r.id)));
}

export const serverQuery = async (ctx: AppContext, row: QueryRow): Promise<ServerQuery> =>
  (await serverQueries(ctx, [row]))[0]!;

/** Execute's answer to a stopped run (200). */
export const stoppedAnswer = (queryId: number, query: ServerQuery): ExecutionAnswer => ({
  status: 'stopped',
  query_id: queryId,
  columns: [],
  selected_columns: [],
  expanded_columns: [],
  data: [],
  query,
});

/** Superset's failure answer of execute (400, or 408 for a timeout). */
export function failureAnswer(err: EngineError | null, query: ServerQuery): ExecutionAnswer {
  const error = err?.toJSON();
  return {
    status: 'failed',
    message: error?.message ?? 'Unknown error',
    errors: error ? [error] : [],
    query,
  };
}

/** Superset's results answer, written a line of rows at a time. */
export function sendResults(
  reply: FastifyReply,
  stored: StoredResults,
  displayRows: number,
  extra: { query: ServerQuery },
) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(Readable.from(resultsJsonChunks(stored, displayRows, extra)));
}

/** A database as SQL Lab's bootstrap lists it. */
export function sqlLabDatabaseToDict(ctx: AppContext, d: DatabaseRow): z.infer<typeof sqlLabDatabaseSchema> {
  const extra = parseExtra(d.extra);
  const spec = ctx.connections.engineOf(d.sqlalchemy_uri);
  return {
    id: d.id,
    database_name: d.database_name,
    backend: backendOf(d.sqlalchemy_uri).backend,
    allow_ctas: d.allow_ctas === 1,
    allow_cvas: d.allow_cvas === 1,
    allow_dml: d.allow_dml === 1,
    allow_file_upload: d.allow_file_upload === 1,
    allow_run_async: d.allow_run_async === 1,
    allows_subquery: spec?.capabilities.supportsSubqueries ?? true,
    allows_cost_estimate: spec?.capabilities.supportsCostEstimate ?? false,
    allow_multi_catalog: extra.allow_multi_catalog === true,
    expose_in_sqllab: true,
    force_ctas_schema: d.force_ctas_schema,
    disable_data_preview: extra.disable_data_preview === true,
    disable_drill_to_detail: extra.disable_drill_to_detail === true,
  };
}
