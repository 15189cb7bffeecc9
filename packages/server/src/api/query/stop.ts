/** `POST /api/v1/query/stop`: stops the user's query by its client id. */
import { stopQueryBodySchema, type StopQueryResponse } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { stopOwnQuery } from '../../sqllab/history.js';
import type { SqlLab } from '../../sqllab/service.js';
import { validated } from '../list-query.js';

export const stopQuery =
  (ctx: AppContext, lab: SqlLab) =>
  async (request: FastifyRequest): Promise<StopQueryResponse> => {
    const body = validated(stopQueryBodySchema, request.body ?? {}, '');
    await stopOwnQuery(lab, ctx.db, request.user!.id, body.client_id);
    return { result: 'OK' };
  };
