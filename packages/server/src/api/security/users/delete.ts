/** `DELETE /api/v1/security/users/<pk>`: not oneself, and an active admin must remain. */
import type { SecurityDeleteResponse } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import { findUser, removeUser } from '../../../services/security/users.js';
import { pathPk } from '../../path-params.js';

export const deleteUser = (ctx: AppContext) => async (request: FastifyRequest) => {
  const existing = await findUser(ctx.db, pathPk(request));
  await removeUser(ctx.db, existing, request.user!.id);
  request.server.forgetUser(existing.id);
  return { message: 'OK' } satisfies SecurityDeleteResponse;
};
