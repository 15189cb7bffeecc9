/**
 * Sign-in surfaces: the browser's `POST /login/` and `GET /logout/` with a server-side session, and
 * Superset's JWT API (`/api/v1/security/login`, `/refresh`), plus `csrf_token` and `/api/v1/me/`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { registerFeatureFlagsRoute } from './feature-flags.js';
import { findUserById, findUserByUsername, recordLogin } from '../meta/repositories/security.js';
import { LoginLimiter, TOO_MANY_ATTEMPTS } from '../security/login-limiter.js';
import { burnVerifyTime, verifyPassword } from '../security/passwords.js';
import { SESSION_COOKIE } from '../security/sessions.js';
import type { User } from '../meta/schema.js';

export const INVALID_LOGIN = 'Invalid login. Please try again.';

const credentials = z.object({
  username: z.string().min(1, 'Missing data for required field.').max(256),
  password: z.string().min(1, 'Missing data for required field.').max(1024),
  next: z.string().optional(),
});

const apiLogin = z.object({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
  provider: z.enum(['db']).default('db'),
  refresh: z.boolean().default(false),
});

/** Only same-origin paths are followed after login: no scheme, no host, no `//`. */
export function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return '/dashboard/list/';
  return next;
}

type LoginResult = User | 'blocked' | null;

async function authenticate(
  ctx: AppContext,
  limiter: LoginLimiter,
  ip: string,
  username: string,
  password: string,
): Promise<LoginResult> {
  if (limiter.blocked(ip, username)) return 'blocked';
  const found = await checkPassword(ctx, username, password);
  if (!found) limiter.recordFailure(ip, username);
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

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.production,
      maxAge: Math.floor(ctx.config.sessionTtlMs / 1000),
    });

  for (const url of ['/login/', '/login']) {
    app.post(url, { config: { public: true } }, async (request, reply) => {
      const parsed = credentials.safeParse(request.body ?? {});
      const json = wantsJson(request);
      const next = safeNext(parsed.success ? parsed.data.next : undefined);
      const user = parsed.success
        ? await authenticate(ctx, limiter, request.ip, parsed.data.username, parsed.data.password)
        : null;
      if (user === 'blocked') {
        if (json) return reply.code(429).send({ message: TOO_MANY_ATTEMPTS });
        return reply.redirect(`/login/?error=429&next=${encodeURIComponent(next)}`);
      }
      if (!user) {
        request.log.info({ username: parsed.success ? parsed.data.username : undefined }, 'login failed');
        if (json) return reply.code(401).send({ message: INVALID_LOGIN });
        return reply.redirect(`/login/?error=1&next=${encodeURIComponent(next)}`);
      }
      const { token } = await ctx.sessions.create(user.id, request.headers['user-agent']);
      setSessionCookie(reply, token);
      return json ? reply.send({ result: { redirect: next } }) : reply.redirect(next);
    });
  }

  for (const url of ['/logout/', '/logout']) {
    app.get(url, { config: { public: true } }, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await ctx.sessions.revoke(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.redirect('/login/');
    });
  }

  app.post('/api/v1/security/login', { config: { public: true } }, async (request, reply) => {
    const body = apiLogin.parse(request.body ?? {});
    const user = await authenticate(ctx, limiter, request.ip, body.username, body.password);
    if (user === 'blocked') return reply.code(429).send({ message: TOO_MANY_ATTEMPTS });
    if (!user) return reply.code(401).send({ message: INVALID_LOGIN });
    const access_token = await ctx.jwt.sign(user.id, 'access');
    return body.refresh
      ? { access_token, refresh_token: await ctx.jwt.sign(user.id, 'refresh') }
      : { access_token };
  });

  app.post('/api/v1/security/refresh', { config: { public: true } }, async (request, reply) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const userId = bearer ? await ctx.jwt.verify(bearer, 'refresh') : null;
    const user = userId === null ? undefined : await findUserById(ctx.db, userId);
    if (!user || !user.active) return reply.code(401).send({ message: 'Not authorized' });
    return { access_token: await ctx.jwt.sign(user.id, 'access') };
  });

  app.get('/api/v1/security/csrf_token/', (request) => ({
    // Token-authenticated callers need none; they get a throwaway value as Superset gives one anyway.
    result: request.session?.csrfToken ?? randomBytes(32).toString('base64url'),
  }));

  app.get('/api/v1/me/', (request) => ({ result: meBody(request) }));
  registerFeatureFlagsRoute(app, ctx);
  app.get('/api/v1/me/roles/', (request) => ({ result: { ...meBody(request), roles: request.user!.roles } }));
}
