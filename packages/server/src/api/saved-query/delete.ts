/** `DELETE /api/v1/saved_query/{id}` and the bulk `DELETE /api/v1/saved_query/?q=!(ids)`. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { removeSavedQueries } from '../../services/saved-query/saved-query.js';
import { parseIdList } from '../list-query.js';
import { ownSavedQueryOf } from './get.js';

export const deleteSavedQuery = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await ownSavedQueryOf(ctx, request);
  await removeSavedQueries(ctx.db, request.user!, [row.id]);
  return { message: 'OK' };
};

export const bulkDeleteSavedQueries = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = parseIdList((request.query as Record<string, unknown>).q);
  await removeSavedQueries(ctx.db, request.user!, ids);
  return { message: `Deleted ${ids.length} saved quer${ids.length === 1 ? 'y' : 'ies'}` };
};
