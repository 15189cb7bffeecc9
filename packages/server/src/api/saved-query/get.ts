/** `GET /api/v1/saved_query/{id}`, and the `{id, result}` answer of get, create and update. */
import type { savedQueryResponseSchema } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { findSavedQuery } from '../../meta/repositories/saved-query.js';
import { findOwnSavedQuery } from '../../services/saved-query/saved-query.js';
import { pathPk } from '../path-params.js';
import { serializeSavedQueries } from './serialize.js';

export type SavedQueryResponse = z.infer<typeof savedQueryResponseSchema>;

export async function savedQueryResponse(ctx: AppContext, id: number): Promise<SavedQueryResponse> {
  const row = await findSavedQuery(ctx.db, id);
  if (!row) throw new Error(`saved query ${id} vanished`);
  const [result] = await serializeSavedQueries([row], ctx);
  return { id, result: result! };
}

/** The caller's saved query of the path (404 for anyone else's). */
export const ownSavedQueryOf = (ctx: AppContext, request: FastifyRequest) =>
  findOwnSavedQuery(ctx.db, request.user!, pathPk(request));

export const getSavedQuery = (ctx: AppContext) => async (request: FastifyRequest) =>
  savedQueryResponse(ctx, (await ownSavedQueryOf(ctx, request)).id);
