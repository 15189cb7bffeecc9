/** `POST /api/v1/dashboard/{id_or_slug}/copy/` (Superset's "Save as"); the rules are the service's. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { dashboardCopyBodySchema } from '@meridian/core';
import { findVisibleDashboard } from '../../security/access/dashboard.js';
import { copyDashboard as copy } from '../../services/dashboard/copy.js';
import { validated } from '../list-query.js';
import { idOrSlugParam } from './params.js';
import { lastModified } from './serialize.js';

export const copyDashboard = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const user = request.user!;
  const original = await findVisibleDashboard(ctx, user, idOrSlugParam(request));
  const body = validated(dashboardCopyBodySchema, request.body ?? {}, '');
  const { id, createdOn } = await copy(ctx, user, original, body);
  const last_modified_time = lastModified(createdOn);
  // Superset's answer is {result: {id, last_modified_time}}; its OpenAPI document puts them on top.
  return reply.code(200).send({ id, last_modified_time, result: { id, last_modified_time } });
};
