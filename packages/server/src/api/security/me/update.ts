/**
 * `PUT /api/v1/me/`: the signed-in user changes their own names or password (the `/user_info/` page).
 * Held back after failed guesses of the current password: a 429 with `retry-after`.
 */
import { meUpdateSchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import { TooManyAttempts } from '../../../services/security/login.js';
import { changeOwnUser } from '../../../services/security/me.js';
import { validated } from '../../list-query.js';
import { serializeOwnUser } from './serialize.js';

export const updateMe = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const user = request.user!;
  const body = validated(meUpdateSchema, request.body ?? {}, '');
  const caller = { id: user.id, username: user.username, ip: request.ip, sessionId: request.session?.id };
  const deps = { db: ctx.db, sessions: ctx.sessions, limiter: request.server.loginLimiter };
  try {
    const row = await changeOwnUser(deps, caller, body);
    request.server.forgetUser(user.id);
    return { result: serializeOwnUser(row) };
  } catch (err) {
    if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfterS));
    throw err;
  }
};
