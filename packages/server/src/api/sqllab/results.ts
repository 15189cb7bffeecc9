/**
 * `GET /api/v1/sqllab/results/?q=(key:...)`: a finished query's stored results (404 for another
 * user's key, 410 once they expired), and the CSV export of the user's query by client id.
 */
import { Readable } from 'node:stream';
import { resultsQuerySchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { ownQueryByClientId, resultsByKey, storedResults } from '../../sqllab/history.js';
import type { SqlLab } from '../../sqllab/service.js';
import { parseQ, validated } from '../list-query.js';
import { csvChunks } from './csv.js';
import { sendResults, serverQuery } from './serialize.js';

export const getResults =
  (ctx: AppContext, lab: SqlLab) => async (request: FastifyRequest, reply: FastifyReply) => {
    const q = validated(resultsQuerySchema, parseQ((request.query as Record<string, unknown>).q), 'q');
    const { row, results } = await resultsByKey(lab, ctx.db, request.user!.id, q.key);
    const query = await serverQuery(ctx, row);
    return sendResults(reply, results, q.rows ?? ctx.config.displayMaxRow, { query });
  };

export const exportCsv =
  (ctx: AppContext, lab: SqlLab) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { client_id } = request.params as { client_id: string };
    const row = await ownQueryByClientId(ctx.db, request.user!.id, client_id, 'Query not found');
    const payload = await storedResults(lab, row.results_key);
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
    const name = (row.tab_name ?? 'query').replace(/[^\w.-]+/g, '_');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}_${stamp}.csv"`)
      .send(Readable.from(csvChunks(payload)));
  };
