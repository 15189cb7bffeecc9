/**
 * What the sign-in routes share: the login limiter and the sign-in form's CSRF tokens, the session
 * cookie, and whether the caller wants JSON or a redirect.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { User } from '../../../meta/schema.js';
import type { LoginCsrf } from '../../../security/login-csrf.js';
import type { LoginLimiter } from '../../../security/login-limiter.js';
import { SESSION_COOKIE } from '../../../security/sessions.js';
import { authenticate, TooManyAttempts } from '../../../services/security/login.js';

export interface SignIn {
  ctx: AppContext;
  limiter: LoginLimiter;
  loginCsrf: LoginCsrf;
}

export const wantsJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').includes('application/json') ||
  (request.headers.accept ?? '').includes('application/json');

export const headerToken = (request: FastifyRequest) => {
  const header = request.headers['x-csrftoken'];
  return Array.isArray(header) ? header[0] : header;
};

/** Secure whenever the request came over HTTPS (X-Forwarded-Proto counts only with TRUST_PROXY). */
export const secureCookie = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.sessionCookieSecure === 'true' || request.protocol === 'https';

export const setSessionCookie = (
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) =>
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(ctx, request),
    maxAge: Math.floor(ctx.config.sessionTtlMs / 1000),
  });

/** The user, null for wrong credentials, or how long to wait before trying again. */
export async function attemptLogin(
  { ctx, limiter }: SignIn,
  ip: string,
  username: string,
  password: string,
): Promise<User | TooManyAttempts | null> {
  try {
    return await authenticate(ctx.db, limiter, ip, username, password);
  } catch (err) {
    if (err instanceof TooManyAttempts) return err;
    throw err;
  }
}
