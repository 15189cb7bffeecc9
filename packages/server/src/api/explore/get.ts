/** `GET /api/v1/explore/`: everything explore opens with, in Superset's shape `{result: {…}}`. */
import { exploreQuerySchema } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import { logAction } from '../../activity-log/record.js';
import type { AppContext } from '../../context.js';
import { resolveExplore } from '../../services/explore/context.js';
import { validated } from '../list-query.js';
import { serializeExplore } from './serialize.js';

export const getExplore = (ctx: AppContext) => async (request: FastifyRequest) => {
  const user = request.user!;
  const q = validated(exploreQuerySchema, request.query ?? {}, '');
  const state = await resolveExplore(ctx, user, q, request.query as Record<string, unknown>);
  logAction(request, 'ExploreRestApi.get', { sliceId: state.slice?.id ?? null });
  return { result: await serializeExplore(ctx, user, state) };
};
