/** `GET /api/v1/me/` and `/api/v1/me/roles/`: the signed-in user, and with the pairs of each role. */
import type { CurrentUserWithRoles } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import { serializeCurrentUser } from './serialize.js';

export const getMe = (request: FastifyRequest) => ({ result: serializeCurrentUser(request.user!) });

export const getMyRoles = (request: FastifyRequest) => {
  const result: CurrentUserWithRoles = { ...serializeCurrentUser(request.user!), roles: request.user!.roles };
  return { result };
};
