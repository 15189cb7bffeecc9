/** Dashboard permalinks: `POST /api/v1/dashboard/{pk}/permalink`, `GET /api/v1/dashboard/permalink/{key}`. */
import { dashboardPermalinkStateSchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  createDashboardPermalink,
  readDashboardPermalink,
} from '../../services/dashboard-state/permalink.js';
import { keyParam } from '../explore/form-data.js';
import { publicOrigin } from '../explore/permalink.js';
import { validated } from '../list-query.js';

export const postDashboardPermalink =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    const pk = (request.params as { pk: string }).pk;
    const readState = () => validated(dashboardPermalinkStateSchema, request.body ?? {}, '');
    const key = await createDashboardPermalink(ctx, request.user!, pk, readState);
    return reply.code(201).send({ key, url: `${publicOrigin(request)}/superset/dashboard/p/${key}/` });
  };

export const getDashboardPermalink = (ctx: AppContext) => async (request: FastifyRequest) =>
  readDashboardPermalink(ctx, request.user!, keyParam(request));
