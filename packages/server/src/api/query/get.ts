/**
 * One query (`GET /api/v1/query/{id}`) and the editor's poll of the user's queries changed since
 * a time (`GET /api/v1/query/updated_since?q=(last_updated_ms:...)`).
 */
import { updatedSinceQuerySchema, type QueryDetailResponse, type UpdatedSinceResponse } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { queriesChangedSince } from '../../meta/repositories/query.js';
import { visibleQuery } from '../../sqllab/history.js';
import { parseQ, validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { serverQueries } from '../sqllab/serialize.js';
import { queryDetail } from './serialize.js';

export const getQuery =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<QueryDetailResponse> => {
    const row = await visibleQuery(ctx.db, request.user!, pathPk(request));
    return { id: row.id, result: await queryDetail(ctx, row) };
  };

export const queriesUpdatedSince =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<UpdatedSinceResponse> => {
    const q = validated(updatedSinceQuerySchema, parseQ((request.query as Record<string, unknown>).q), 'q');
    const rows = await queriesChangedSince(
      ctx.db,
      request.user!.id,
      new Date(q.last_updated_ms).toISOString(),
    );
    return { result: await serverQueries(ctx, rows) };
  };
