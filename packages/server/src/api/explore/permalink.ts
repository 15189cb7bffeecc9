/** Explore permalinks: `POST /api/v1/explore/permalink` and `GET /api/v1/explore/permalink/{key}`. */
import { explorePermalinkStateSchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../domain-errors.js';
import { createExplorePermalink, readExplorePermalink } from '../../services/explore/permalink.js';
import { validated } from '../list-query.js';
import { keyParam } from './form-data.js';

/** Where a link is opened: the browser's origin when it sent one, else this server's address. */
export function publicOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

export const postExplorePermalink =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    const state = validated(explorePermalinkStateSchema, request.body ?? {}, '');
    const key = await createExplorePermalink(ctx, request.user!, state);
    return reply.code(201).send({ key, url: `${publicOrigin(request)}/explore/p/${key}/` });
  };

export const getExplorePermalink = (ctx: AppContext) => async (request: FastifyRequest) => {
  const value = await readExplorePermalink(ctx, request.user!, keyParam(request));
  if (!value) throw new NotFound('Not found');
  return value;
};
