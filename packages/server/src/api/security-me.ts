/**
 * `PUT /api/v1/me/`: the signed-in user changes their own names or password (the `/user_info/` page).
 * A new password needs the current one (a stolen session or token alone cannot take the account
 * over), and bumps the token version: other sessions and every JWT end; the session in use stays.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { nowIso } from '../meta/time.js';
import { findUserById } from '../meta/repositories/security.js';
import { TOO_MANY_ATTEMPTS } from '../security/login-limiter.js';
import { hashPassword, verifyPassword } from '../security/passwords.js';
import { nextTokenVersion } from '../security/token-version.js';
import { HttpError } from './errors.js';
import { validated } from './list-query.js';
import { checkPassword, fieldError } from './security-user-service.js';

const meBody = z
  .object({
    first_name: z.string().trim().min(1, 'Missing data for required field.').max(64),
    last_name: z.string().trim().min(1, 'Missing data for required field.').max(64),
    password: z.string().max(1024),
    current_password: z.string().max(1024),
  })
  .partial();

export const CURRENT_PASSWORD_MISSING = 'The current password is required to set a new one.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.put('/api/v1/me/', async (request, reply) => {
    const user = request.user!;
    const body = validated(meBody, request.body ?? {}, '');
    if (body.password !== undefined) {
      if (!body.current_password) throw fieldError(400, 'current_password', CURRENT_PASSWORD_MISSING);
      // Guessing the current password with a stolen session is held back like guessing at sign-in.
      const wait = app.loginLimiter.retryAfterMs(request.ip, user.username);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
      const row = await findUserById(ctx.db, user.id);
      if (!(await verifyPassword(row?.password ?? null, body.current_password))) {
        app.loginLimiter.recordFailure(request.ip, user.username);
        throw fieldError(400, 'current_password', CURRENT_PASSWORD_WRONG);
      }
      checkPassword(body.password);
    }
    const password = body.password !== undefined ? await hashPassword(body.password) : undefined;
    await ctx.db
      .updateTable('ab_user')
      .set({
        ...(body.first_name !== undefined && { first_name: body.first_name }),
        ...(body.last_name !== undefined && { last_name: body.last_name }),
        ...(password !== undefined && { password, token_version: nextTokenVersion() }),
        changed_on: nowIso(),
      })
      .where('id', '=', user.id)
      .execute();
    if (password !== undefined) await ctx.sessions.revokeAllForUser(user.id, request.session?.id);
    app.forgetUser(user.id);
    const row = await ctx.db
      .selectFrom('ab_user')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return {
      result: {
        id: row.id,
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        login_count: row.login_count,
        is_active: row.active === 1,
        is_anonymous: false,
      },
    };
  });
}
