/**
 * `/api/v1/log/`: get one row, add one (Superset's model POST: the caller is the row's user), and
 * `recent_activity/` (the caller's own recently viewed dashboards and charts).
 */
import { logPostSchema, recentActivityQuerySchema, type RecentActivityResponse } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventLogger } from '../../activity-log/logger.js';
import { recentActivity } from '../../activity-log/recent.js';
import { referrerOf } from '../../activity-log/record.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../errors.js';
import { parseQ, validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { serializeLogs } from './serialize.js';

export const getLog = (ctx: AppContext) => async (request: FastifyRequest) => {
  const id = pathPk(request);
  const row = await ctx.db.selectFrom('logs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [result] = await serializeLogs([row], ctx);
  return { id, result };
};

export const postLog = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = validated(logPostSchema, request.body ?? {}, '');
  const row = {
    action: body.action,
    user_id: request.user!.id,
    json: body.json ?? null,
    dttm: body.dttm ? new Date(body.dttm).toISOString() : new Date().toISOString(),
    dashboard_id: body.dashboard_id ?? null,
    slice_id: body.slice_id ?? null,
    duration_ms: body.duration_ms ?? null,
    referrer: body.referrer ?? referrerOf(request),
  };
  const inserted = await ctx.db.insertInto('logs').values(row).returning('id').executeTakeFirstOrThrow();
  return reply.code(201).send({ id: inserted.id, result: body });
};

export const getRecentActivity =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<RecentActivityResponse> => {
    const q = validated(recentActivityQuerySchema, parseQ((request.query as { q?: unknown }).q), 'q');
    // What the web sent is written within a second; a caller reading its own activity sees it now.
    await eventLogger(ctx).flush();
    const result = await recentActivity(ctx, request.user!, {
      actions: q.actions,
      distinct: q.distinct,
      page: q.page,
      pageSize: q.page_size,
    });
    return { result };
  };
