/** `POST /api/v1/saved_query/` (201) and `PUT /api/v1/saved_query/{id}`: `{id, result}`. */
import { savedQueryBodySchema, savedQueryPatchSchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { changeSavedQuery, createSavedQuery } from '../../services/saved-query/saved-query.js';
import { validated } from '../list-query.js';
import { ownSavedQueryOf, savedQueryResponse } from './get.js';

export const postSavedQuery = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = validated(savedQueryBodySchema, request.body ?? {}, '');
  const id = await createSavedQuery(ctx.db, request.user!, body);
  return reply.code(201).send(await savedQueryResponse(ctx, id));
};

export const putSavedQuery = (ctx: AppContext) => async (request: FastifyRequest) => {
  const existing = await ownSavedQueryOf(ctx, request);
  const body = validated(savedQueryPatchSchema, request.body ?? {}, '');
  await changeSavedQuery(ctx.db, request.user!, existing.id, body);
  return savedQueryResponse(ctx, existing.id);
};
