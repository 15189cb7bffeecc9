/**
 * `POST /api/v1/sqllab/execute/`, `GET /api/v1/sqllab/results/` and the CSV export, with
 * Superset's payloads: execute answers 200 with the results (inline databases) or 202 with
 * `{query}` in state pending (databases with allow_run_async; the client polls updated_since and
 * then reads the results by key). Failures are 400 `{errors: [...]}` in Superset's error types.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requirePermission } from '../security/auth.js';
import { sqlText } from '../sql-safety/text-caps.js';
import { assertCatalogAccess } from '../security/access/catalog.js';
import { checkSqlAccess } from '../security/access/sql.js';
import { prepareQuery, sqlLabError } from '../sqllab/prepare.js';
import {
  findQueryByClientId,
  FINISHED,
  insertQuery,
  namesOf,
  newClientId,
  QueryStatus,
  queryToDict,
  type QueryRow,
} from '../sqllab/query-record.js';
import type { SqlLab } from '../sqllab/service.js';
import { resultsJsonChunks } from '../sqllab/encoded-rows.js';
import type { StoredResults } from '../sqllab/results-store.js';
import type { EngineError } from '../engines/errors.js';
import { HttpError } from './errors.js';
import { parseQ, validated } from './list-query.js';
import { databaseRow, ownQueryByClientId } from './sqllab-common.js';
import { csvChunks } from './sqllab-csv.js';
import { ResultStream, wantsStream } from './sqllab-stream.js';

const executeBody = z
  .object({
    database_id: z.coerce.number().int().positive(),
    sql: sqlText(),
    client_id: z.string().min(1).max(64).nullish(),
    catalog: z.string().nullish(),
    schema: z.string().nullish(),
    sql_editor_id: z.union([z.string(), z.number()]).nullish(),
    tab: z.string().nullish(),
    tmp_table_name: z.string().nullish(),
    select_as_cta: z.boolean().nullish(),
    ctas_method: z.enum(['TABLE', 'VIEW']).nullish(),
    templateParams: z.union([sqlText(), z.record(z.string(), z.unknown())]).nullish(),
    queryLimit: z.coerce.number().int().positive().nullish(),
    runAsync: z.boolean().nullish(),
    expand_data: z.boolean().nullish(),
    json: z.boolean().nullish(),
  })
  .loose();

const resultsQuery = z
  .object({ key: z.string().min(1), rows: z.number().int().positive().optional() })
  .loose();

export async function queryDict(ctx: AppContext, row: QueryRow) {
  const names = await namesOf(ctx.db, [row]);
  return queryToDict(row, names.get(row.id));
}

const reloaded = async (ctx: AppContext, id: number) =>
  ctx.db.selectFrom('query').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export function registerSqlLabExecuteRoutes(app: FastifyInstance, ctx: AppContext, lab: SqlLab) {
  const execute = { preHandler: requirePermission('can_execute_sql_query', 'SQLLab') };
  const results = { preHandler: requirePermission('can_get_results', 'SQLLab') };
  const exportCsv = { preHandler: requirePermission('can_export_csv', 'SQLLab') };

  app.post('/api/v1/sqllab/execute/', execute, async (request, reply) => {
    const user = request.user!;
    const body = validated(executeBody, request.body ?? {}, '');
    const database = await databaseRow(ctx.db, body.database_id);
    const spec = ctx.connections.engineOf(database.sqlalchemy_uri);
    if (!spec) throw sqlLabError('GENERIC_DB_ENGINE_ERROR', 'No engine serves this database.');

    const clientId = body.client_id ?? newClientId();
    const existing = await findQueryByClientId(ctx.db, clientId);
    if (existing && existing.user_id !== user.id)
      throw new HttpError(400, 'invalid', { message: { client_id: ['This client id is already used.'] } });
    if (existing && !FINISHED.has(existing.status))
      return reply.code(202).send({ query: await queryDict(ctx, existing) });

    assertCatalogAccess(user, database, await ctx.connections.connector(database), body.catalog);
    const ctas = body.select_as_cta ? ctasTarget(database, body, user.id) : null;
    const template = {
      user: { id: user.id, username: user.username, email: user.email },
      urlParams: request.query as Record<string, unknown>,
      templateParams: body.templateParams ?? null,
    };
    const prepared = await prepareQuery({
      sql: body.sql,
      database,
      spec,
      template,
      queryLimit: body.queryLimit ?? null,
      sqlMaxRow: ctx.config.sqlMaxRow,
      schema: body.schema ?? null,
      ctas,
    });
    await checkSqlAccess(ctx.db, user, database, {
      connector: await ctx.connections.connector(database),
      statements: prepared.checkedStatements,
      schema: body.schema ?? null,
      catalog: body.catalog ?? null,
    });

    const runAsync = body.runAsync === true && database.allow_run_async === 1;
    const templateParams =
      typeof body.templateParams === 'string' || body.templateParams == null
        ? (body.templateParams ?? null)
        : JSON.stringify(body.templateParams);
    if (existing) await ctx.db.deleteFrom('query').where('id', '=', existing.id).execute();
    const row = await insertQuery(ctx.db, {
      client_id: clientId,
      database_id: database.id,
      user_id: user.id,
      status: runAsync ? QueryStatus.PENDING : QueryStatus.RUNNING,
      tab_name: body.tab ?? null,
      sql_editor_id: body.sql_editor_id == null ? null : String(body.sql_editor_id),
      catalog: body.catalog ?? null,
      schema: body.schema ?? null,
      sql: body.sql,
      select_sql: prepared.selectSql,
      executed_sql: prepared.executedSql,
      limit: prepared.limit,
      limiting_factor: 'UNKNOWN',
      select_as_cta: ctas ? 1 : 0,
      select_as_cta_used: 0,
      ctas_method: ctas?.method ?? 'TABLE',
      tmp_table_name: ctas?.table ?? null,
      tmp_schema_name: ctas?.schema ?? null,
      progress: 0,
      start_time: Date.now(),
      extra_json: JSON.stringify({
        templateParams,
        runAsync,
        planned_limiting_factor: prepared.plannedFactor,
        ...(body.expand_data != null && { expand_data: body.expand_data }),
      }),
    });

    if (runAsync) {
      await lab.enqueue(row);
      return reply.code(202).send({ query: await queryDict(ctx, row) });
    }
    const stream = wantsStream(request)
      ? new ResultStream(reply, ctx.config.displayMaxRow, () => lab.running.stop(clientId))
      : null;
    const outcome = await lab.runInline(row.id, stream ?? undefined);
    const query = await queryDict(ctx, await reloaded(ctx, row.id));
    const results = outcome.status === QueryStatus.SUCCESS ? outcome.results : null;
    const answer = results
      ? null
      : outcome.status === QueryStatus.STOPPED
        ? {
            status: 'stopped',
            query_id: row.id,
            columns: [],
            selected_columns: [],
            expanded_columns: [],
            data: [],
            query,
          }
        : failureAnswer(outcome.error, query);
    if (stream?.started) {
      // The rows went out already: the last line says how it ended.
      stream.end(
        results
          ? {
              status: 'success',
              query_id: row.id,
              ...(results.rowCount > ctx.config.displayMaxRow && { displayLimitReached: true }),
              query,
            }
          : { ...answer, status: answer?.status ?? 'failed' },
      );
      return reply;
    }
    if (results) return sendResults(reply, results, ctx.config.displayMaxRow, { query });
    if (outcome.status === QueryStatus.STOPPED) return answer;
    return reply.code(outcome.status === QueryStatus.TIMED_OUT ? 408 : 400).send(answer);
  });

  app.get('/api/v1/sqllab/results/', results, async (request, reply) => {
    const q = validated(resultsQuery, parseQ((request.query as Record<string, unknown>).q), 'q');
    const row = await ctx.db
      .selectFrom('query')
      .selectAll()
      .where('results_key', '=', q.key)
      .executeTakeFirst();
    if (!row || row.user_id !== request.user!.id) {
      throw resultsError(
        404,
        'The query associated with these results could not be found. You need to re-run the original query.',
      );
    }
    const payload = lab.results.get(q.key);
    if (!payload) {
      throw resultsError(
        410,
        'Data could not be retrieved from the results backend. You need to re-run the original query.',
      );
    }
    return sendResults(reply, payload, q.rows ?? ctx.config.displayMaxRow, {
      query: await queryDict(ctx, row),
    });
  });

  const csv = async (request: { params: unknown; user: { id: number } | null }, reply: FastifyReply) => {
    const { client_id } = request.params as { client_id: string };
    const row = await ownQueryByClientId(ctx.db, request.user!.id, client_id);
    const payload = row.results_key ? lab.results.get(row.results_key) : null;
    if (!payload) {
      throw resultsError(
        410,
        'Data could not be retrieved from the results backend. You need to re-run the original query.',
      );
    }
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
    const name = (row.tab_name ?? 'query').replace(/[^\w.-]+/g, '_');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}_${stamp}.csv"`)
      .send(Readable.from(csvChunks(payload)));
  };
  app.get('/api/v1/sqllab/export/:client_id/', exportCsv, csv);
  app.post('/api/v1/sqllab/export/:client_id/', exportCsv, csv);
}

/** Superset's failure answer of execute (400, or 408 for a timeout). */
function failureAnswer(err: EngineError | null, query: Record<string, unknown>) {
  const error = err?.toJSON();
  return {
    status: 'failed',
    message: error?.message ?? 'Unknown error',
    errors: error ? [error] : [],
    query,
  };
}

/** Superset's results answer, written a line of rows at a time. */
function sendResults(
  reply: FastifyReply,
  stored: StoredResults,
  displayRows: number,
  extra: Record<string, unknown>,
) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(Readable.from(resultsJsonChunks(stored, displayRows, extra)));
}

function resultsError(status: number, message: string) {
  return new HttpError(status, message, {
    message,
    errors: [{ message, error_type: 'RESULTS_BACKEND_ERROR', level: 'error', extra: {} }],
  });
}

function ctasTarget(
  database: { allow_ctas: number; allow_cvas: number; force_ctas_schema: string | null },
  body: z.infer<typeof executeBody>,
  userId: number,
) {
  const method = body.ctas_method ?? 'TABLE';
  if (method === 'TABLE' && database.allow_ctas !== 1)
    throw sqlLabError('INVALID_CTAS_QUERY_ERROR', 'This database does not allow CREATE TABLE AS SELECT.');
  if (method === 'VIEW' && database.allow_cvas !== 1)
    throw sqlLabError('INVALID_CVAS_QUERY_ERROR', 'This database does not allow CREATE VIEW AS SELECT.');
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-T:]/g, '_');
  const table = body.tmp_table_name?.trim() || `tmp_${userId}_table_${stamp}`;
  return { method, table, schema: database.force_ctas_schema ?? body.schema ?? null } as const;
}
