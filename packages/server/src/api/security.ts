/**
 * Sign-in surfaces: the browser's `POST /login/` (with a CSRF token) and `POST /logout/` with a
 * server-side session, and Superset's JWT API (`/api/v1/security/login`, `/refresh`, which scripts
 * call without a CSRF token), plus `csrf_token` and `/api/v1/me/`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { registerFeatureFlagsRoute } from './feature-flags.js';
import { findUserById, findUserByUsername, recordLogin } from '../meta/repositories/security.js';
import { LOGIN_CSRF_COOKIE, LOGIN_CSRF_TTL_S, LoginCsrf, sameText } from '../security/login-csrf.js';
import { LoginLimiter, TOO_MANY_ATTEMPTS } from '../security/login-limiter.js';
import { burnVerifyTime, verifyPassword } from '../security/passwords.js';
import { safeNext } from '../security/safe-next.js';
import { SESSION_COOKIE } from '../security/sessions.js';
import type { User } from '../meta/schema.js';

export { safeNext };
export const INVALID_LOGIN = 'Invalid login. Please try again.';

const credentials = z.object({
  username: z.string().min(1, 'Missing data for required field.').max(256),
  password: z.string().min(1, 'Missing data for required field.').max(1024),
  next: z.string().optional(),
  csrf_token: z.string().max(256).optional(),
});

const apiLogin = z.object({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
  provider: z.enum(['db']).default('db'),
  refresh: z.boolean().default(false),
});

/** A user, or how many seconds to wait before trying again, or null for wrong credentials. */
type LoginResult = User | { retryAfterS: number } | null;

async function authenticate(
  ctx: AppContext,
  limiter: LoginLimiter,
  ip: string,
  username: string,
  password: string,
): Promise<LoginResult> {
  const wait = limiter.retryAfterMs(ip, username);
  if (wait > 0) return { retryAfterS: Math.ceil(wait / 1000) };
  const found = await checkPassword(ctx, username, password);
  if (found) limiter.recordSuccess(ip, username);
  else limiter.recordFailure(ip, username);
  return found;
}

async function checkPassword(ctx: AppContext, username: string, password: string): Promise<User | null> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) {
    await burnVerifyTime(password);
    return null;
  }
  const ok = user.active === 1 && (await verifyPassword(user.password, password));
  await recordLogin(ctx.db, user, ok);
  return ok ? user : null;
}

const wantsJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').includes('application/json') ||
  (request.headers.accept ?? '').includes('application/json');

const headerToken = (request: FastifyRequest) => {
  const header = request.headers['x-csrftoken'];
  return Array.isArray(header) ? header[0] : header;
};

function meBody(request: FastifyRequest) {
  const u = request.user!;
  return {
    id: u.id,
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    is_active: true,
    is_anonymous: false,
  };
}

export function registerSecurityRoutes(app: FastifyInstance, ctx: AppContext) {
  const limiter = new LoginLimiter(ctx.config.loginRateLimit);
  app.decorate('loginLimiter', limiter);
  const loginCsrf = new LoginCsrf(ctx.config.secretKey);

  // Secure whenever the request came over HTTPS (X-Forwarded-Proto counts only with TRUST_PROXY).
  const secure = (request: FastifyRequest) =>
    ctx.config.sessionCookieSecure === 'true' || request.protocol === 'https';

  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(request),
      maxAge: Math.floor(ctx.config.sessionTtlMs / 1000),
    });

  /** The sign-in form's CSRF check: the login token bound to its cookie, or a live session's token. */
  const loginCsrfProblem = (request: FastifyRequest, bodyToken: string | undefined) => {
    const token = headerToken(request) ?? bodyToken;
    if (token && request.session && sameText(token, request.session.csrfToken)) return null;
    return loginCsrf.check(request.cookies[LOGIN_CSRF_COOKIE], token);
  };

  for (const url of ['/login/', '/login']) {
    app.post(url, { config: { public: true } }, async (request, reply) => {
      const parsed = credentials.safeParse(request.body ?? {});
      const json = wantsJson(request);
      const next = safeNext(parsed.success ? parsed.data.next : undefined);
      const csrfProblem = loginCsrfProblem(request, parsed.success ? parsed.data.csrf_token : undefined);
      if (csrfProblem) {
        if (json) return reply.code(400).send({ message: csrfProblem });
        return reply.redirect(`/login/?error=csrf&next=${encodeURIComponent(next)}`);
      }
      const user = parsed.success
        ? await authenticate(ctx, limiter, request.ip, parsed.data.username, parsed.data.password)
        : null;
      if (user && 'retryAfterS' in user) {
        reply.header('retry-after', String(user.retryAfterS));
        if (json) return reply.code(429).send({ message: TOO_MANY_ATTEMPTS });
        return reply.redirect(`/login/?error=429&next=${encodeURIComponent(next)}`);
      }
      if (!user) {
        request.log.info({ username: parsed.success ? parsed.data.username : undefined }, 'login failed');
        if (json) return reply.code(401).send({ message: INVALID_LOGIN });
        return reply.redirect(`/login/?error=1&next=${encodeURIComponent(next)}`);
      }
      const { token } = await ctx.sessions.create(user, request.headers['user-agent']);
      setSessionCookie(request, reply, token);
      reply.clearCookie(LOGIN_CSRF_COOKIE, { path: '/' });
      return json ? reply.send({ result: { redirect: next } }) : reply.redirect(next);
    });
  }

  // Signing out changes state, so it is a POST with the session's CSRF token (checked by registerAuth);
  // GET /logout/ is the web app's page that asks to confirm, so a link or image cannot sign anyone out.
  for (const url of ['/logout/', '/logout']) {
    app.post(url, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await ctx.sessions.revoke(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return wantsJson(request) ? reply.send({ result: { redirect: '/login/' } }) : reply.redirect('/login/');
    });
    app.get(url, { config: { public: true } }, async (request, reply) =>
      request.user ? reply.callNotFound() : reply.redirect('/login/'),
    );
  }

  app.post('/api/v1/security/login', { config: { public: true } }, async (request, reply) => {
    const body = apiLogin.parse(request.body ?? {});
    const user = await authenticate(ctx, limiter, request.ip, body.username, body.password);
    if (user && 'retryAfterS' in user) {
      return reply
        .code(429)
        .header('retry-after', String(user.retryAfterS))
        .send({ message: TOO_MANY_ATTEMPTS });
    }
    if (!user) return reply.code(401).send({ message: INVALID_LOGIN });
    const access_token = await ctx.jwt.sign(user, 'access');
    return body.refresh
      ? { access_token, refresh_token: await ctx.jwt.sign(user, 'refresh') }
      : { access_token };
  });

  app.post('/api/v1/security/refresh', { config: { public: true } }, async (request, reply) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = bearer ? await ctx.jwt.verify(bearer, 'refresh') : null;
    const user = claims ? await findUserById(ctx.db, claims.userId) : undefined;
    // A refresh token issued before a password change or deactivation is refused.
    if (!user || !user.active || user.token_version !== claims!.version) {
      return reply.code(401).send({ message: 'Not authorized' });
    }
    return { access_token: await ctx.jwt.sign(user, 'access') };
  });

  // Public so the sign-in page can get a token before any session exists.
  app.get('/api/v1/security/csrf_token/', { config: { public: true } }, (request, reply) => {
    if (request.session) return { result: request.session.csrfToken };
    // Token-authenticated callers need none; they get a throwaway value as Superset gives one anyway.
    if (request.user) return { result: randomBytes(32).toString('base64url') };
    const { nonce, token } = loginCsrf.issue();
    reply.setCookie(LOGIN_CSRF_COOKIE, nonce, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: secure(request),
      maxAge: LOGIN_CSRF_TTL_S,
    });
    return { result: token };
  });

  app.get('/api/v1/me/', (request) => ({ result: meBody(request) }));
  registerFeatureFlagsRoute(app, ctx);
  app.get('/api/v1/me/roles/', (request) => ({ result: { ...meBody(request), roles: request.user!.roles } }));
}
