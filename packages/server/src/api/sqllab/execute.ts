/**
 * `POST /api/v1/sqllab/execute/` with Superset's payloads: 200 with the results (inline databases)
 * or 202 with `{query}` in state pending (databases with allow_run_async; the client polls
 * updated_since and then reads the results by key). Failures are 400 `{errors: [...]}` in
 * Superset's error types (408 for a timeout). A client asking for NDJSON gets the rows streamed.
 */
import { executeBodySchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { logAction } from '../../activity-log/record.js';
import type { AppContext } from '../../context.js';
import { findQueryById } from '../../meta/repositories/query.js';
import { QueryStatus, type QueryRow } from '../../sqllab/query-record.js';
import type { SqlLab } from '../../sqllab/service.js';
import { submitQuery } from '../../sqllab/submit.js';
import { validated } from '../list-query.js';
import { failureAnswer, sendResults, serverQuery, stoppedAnswer } from './serialize.js';
import { ResultStream, wantsStream } from './stream.js';

export const executeSql =
  (ctx: AppContext, lab: SqlLab) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = validated(executeBodySchema, request.body ?? {}, '');
    const urlParams = request.query as Record<string, unknown>;
    const submitted = await submitQuery(ctx, request.user!, body, urlParams);
    logAction(request, 'SqlLabRestApi.execute', { payload: { database_id: body.database_id } });
    if (submitted.kind === 'new' && !submitted.runAsync)
      return runInline(ctx, lab, request, reply, submitted.row);
    if (submitted.kind === 'new') await lab.enqueue(submitted.row);
    return reply.code(202).send({ query: await serverQuery(ctx, submitted.row) });
  };

async function runInline(
  ctx: AppContext,
  lab: SqlLab,
  request: FastifyRequest,
  reply: FastifyReply,
  row: QueryRow,
) {
  const displayRows = ctx.config.displayMaxRow;
  const stream = wantsStream(request)
    ? new ResultStream(reply, displayRows, () => lab.running.stop(row.client_id))
    : null;
  const outcome = await lab.runInline(row.id, stream ?? undefined);
  const finished = await findQueryById(ctx.db, row.id);
  if (!finished) throw new Error(`query ${row.id} vanished while it ran`);
  const query = await serverQuery(ctx, finished);
  const results = outcome.status === QueryStatus.SUCCESS ? outcome.results : null;
  const answer =
    outcome.status === QueryStatus.STOPPED
      ? stoppedAnswer(row.id, query)
      : failureAnswer(outcome.error, query);
  if (stream?.started) {
    // The rows went out already: the last line says how it ended.
    stream.end(
      results
        ? {
            status: 'success',
            query_id: row.id,
            ...(results.rowCount > displayRows && { displayLimitReached: true }),
            query,
          }
        : answer,
    );
    return reply;
  }
  if (results) return sendResults(reply, results, displayRows, { query });
  if (outcome.status === QueryStatus.STOPPED) return answer;
  return reply.code(outcome.status === QueryStatus.TIMED_OUT ? 408 : 400).send(answer);
}
