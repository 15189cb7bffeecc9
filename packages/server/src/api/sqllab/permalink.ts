/**
 * SQL Lab permalinks: `POST /api/v1/sqllab/permalink` stores the editor state (dbId, catalog,
 * schema, sql, name, templateParams, autorun) and answers `{key, url}`; `GET
 * /api/v1/sqllab/permalink/{key}` (also `kv:{key}`) gives the state back.
 */
import { sqlLabPermalinkStateSchema, type permalinkResponseSchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../domain-errors.js';
import { createEntry, getEntry, KV } from '../../meta/repositories/key-value.js';
import { validated } from '../list-query.js';

function publicOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

export const createPermalink = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const state = validated(sqlLabPermalinkStateSchema, request.body ?? {}, '');
  const key = await createEntry(ctx.db, KV.sqllabPermalink, state, { ownerId: request.user!.id });
  const answer: z.infer<typeof permalinkResponseSchema> = {
    key,
    url: `${publicOrigin(request)}/sqllab/p/${key}`,
  };
  return reply.code(201).send(answer);
};

export const getPermalink = (ctx: AppContext) => async (request: FastifyRequest) => {
  const key = (request.params as { key: string }).key.replace(/^kv:/, '');
  const entry = await getEntry<Record<string, unknown>>(ctx.db, KV.sqllabPermalink, key);
  if (!entry) throw new NotFound('Not found');
  return entry.value;
};
