/**
 * Superset's JWT API, which scripts call without a CSRF token: `POST /api/v1/security/login` (access
 * and, when asked, refresh token), `POST /api/v1/security/refresh` (a new access token for a refresh
 * token), and `GET /api/v1/security/csrf_token/`.
 */
import { randomBytes } from 'node:crypto';
import {
  apiLoginSchema,
  type ApiLoginResponse,
  type CsrfTokenResponse,
  type RefreshResponse,
} from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_CSRF_COOKIE, LOGIN_CSRF_TTL_S } from '../../../security/login-csrf.js';
import { TOO_MANY_ATTEMPTS } from '../../../security/login-limiter.js';
import { INVALID_LOGIN, refreshableUser, TooManyAttempts } from '../../../services/security/login.js';
import { attemptLogin, secureCookie, type SignIn } from './session.js';

export const apiLogin = (signIn: SignIn) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = apiLoginSchema.parse(request.body ?? {});
  const user = await attemptLogin(signIn, request.ip, body.username, body.password);
  if (user instanceof TooManyAttempts) {
    return reply
      .code(429)
      .header('retry-after', String(user.retryAfterS))
      .send({ message: TOO_MANY_ATTEMPTS });
  }
  if (!user) return reply.code(401).send({ message: INVALID_LOGIN });
  const access_token = await signIn.ctx.jwt.sign(user, 'access');
  const answer: ApiLoginResponse = body.refresh
    ? { access_token, refresh_token: await signIn.ctx.jwt.sign(user, 'refresh') }
    : { access_token };
  return answer;
};

export const refresh = (signIn: SignIn) => async (request: FastifyRequest, reply: FastifyReply) => {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const claims = bearer ? await signIn.ctx.jwt.verify(bearer, 'refresh') : null;
  // A refresh token issued before a password change or deactivation is refused.
  const user = await refreshableUser(signIn.ctx.db, claims);
  if (!user) return reply.code(401).send({ message: 'Not authorized' });
  return { access_token: await signIn.ctx.jwt.sign(user, 'access') } satisfies RefreshResponse;
};

/** Public so the sign-in page can get a token before any session exists. */
export const csrfToken =
  (signIn: SignIn) =>
  (request: FastifyRequest, reply: FastifyReply): CsrfTokenResponse => {
    if (request.session) return { result: request.session.csrfToken };
    // Token-authenticated callers need none; they get a throwaway value as Superset gives one anyway.
    if (request.user) return { result: randomBytes(32).toString('base64url') };
    const { nonce, token } = signIn.loginCsrf.issue();
    reply.setCookie(LOGIN_CSRF_COOKIE, nonce, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie(signIn.ctx, request),
      maxAge: LOGIN_CSRF_TTL_S,
    });
    return { result: token };
  };
