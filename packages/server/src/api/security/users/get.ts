/** `GET /api/v1/security/users/<pk>`. */
import type { SecurityUserShowResponse } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import { findUser } from '../../../services/security/users.js';
import { pathPk } from '../../path-params.js';
import { serializeUsers } from './serialize.js';

export const getUser = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await findUser(ctx.db, pathPk(request));
  const [result] = await serializeUsers(ctx.db, [row]);
  return { id: row.id, result: result! } satisfies SecurityUserShowResponse;
};
