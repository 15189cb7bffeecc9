/**
 * `POST /api/v1/security/users/` and `PUT .../<pk>`, for holders of can_write on User. A new password
 * or a deactivation ends the user's other sessions; the caller keeps the session in use when they
 * change their own password.
 */
import {
  userCreateSchema,
  userUpdateSchema,
  type UserCreateResponse,
  type UserUpdateResponse,
} from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import { addUser, changeUser, findUser } from '../../../services/security/users.js';
import { validated } from '../../list-query.js';
import { pathPk } from '../../path-params.js';

export const createUser = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = validated(userCreateSchema, request.body ?? {}, '');
  const id = await addUser(ctx.db, body);
  const { password: _omit, ...result } = body;
  return reply.code(201).send({ id, result } satisfies UserCreateResponse);
};

export const updateUser = (ctx: AppContext) => async (request: FastifyRequest) => {
  const existing = await findUser(ctx.db, pathPk(request));
  const me = request.user!;
  const body = validated(userUpdateSchema, request.body ?? {}, '');
  const { endsSessions } = await changeUser(ctx.db, existing, body, me.id);
  if (endsSessions) {
    const keep = existing.id === me.id ? request.session?.id : undefined;
    await ctx.sessions.revokeAllForUser(existing.id, keep);
  }
  request.server.forgetUser(existing.id);
  const { password: _omit, ...result } = body;
  return { id: existing.id, result } satisfies UserUpdateResponse;
};
