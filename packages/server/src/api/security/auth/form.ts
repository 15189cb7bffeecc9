/**
 * The browser's sign-in and sign-out: `POST /login/` (with the login CSRF token, or a live session's)
 * creates a server-side session; `POST /logout/` ends it. JSON callers get `{result: {redirect}}` or an
 * error; form posts are redirected, with `?error=` on failure.
 */
import { loginFormSchema, type LoginRedirectResponse } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_CSRF_COOKIE, sameText } from '../../../security/login-csrf.js';
import { TOO_MANY_ATTEMPTS } from '../../../security/login-limiter.js';
import { safeNext } from '../../../security/safe-next.js';
import { SESSION_COOKIE } from '../../../security/sessions.js';
import { INVALID_LOGIN, TooManyAttempts } from '../../../services/security/login.js';
import { attemptLogin, headerToken, setSessionCookie, wantsJson, type SignIn } from './session.js';

/** The sign-in form's CSRF check: the login token bound to its cookie, or a live session's token. */
function loginCsrfProblem(signIn: SignIn, request: FastifyRequest, bodyToken: string | undefined) {
  const token = headerToken(request) ?? bodyToken;
  if (token && request.session && sameText(token, request.session.csrfToken)) return null;
  return signIn.loginCsrf.check(request.cookies[LOGIN_CSRF_COOKIE], token);
}

/** A refusal: `{message}` with the status for JSON callers, else back to the form with `?error=`. */
function refuse(
  reply: FastifyReply,
  json: boolean,
  status: number,
  message: string,
  error: string,
  next: string,
) {
  if (json) return reply.code(status).send({ message });
  return reply.redirect(`/login/?error=${error}&next=${encodeURIComponent(next)}`);
}

export const formLogin = (signIn: SignIn) => async (request: FastifyRequest, reply: FastifyReply) => {
  const parsed = loginFormSchema.safeParse(request.body ?? {});
  const json = wantsJson(request);
  const next = safeNext(parsed.success ? parsed.data.next : undefined);
  const csrfProblem = loginCsrfProblem(signIn, request, parsed.success ? parsed.data.csrf_token : undefined);
  if (csrfProblem) return refuse(reply, json, 400, csrfProblem, 'csrf', next);
  const user = parsed.success
    ? await attemptLogin(signIn, request.ip, parsed.data.username, parsed.data.password)
    : null;
  if (user instanceof TooManyAttempts) {
    reply.header('retry-after', String(user.retryAfterS));
    return refuse(reply, json, 429, TOO_MANY_ATTEMPTS, '429', next);
  }
  if (!user) {
    request.log.info({ username: parsed.success ? parsed.data.username : undefined }, 'login failed');
    return refuse(reply, json, 401, INVALID_LOGIN, '1', next);
  }
  const { token } = await signIn.ctx.sessions.create(user, request.headers['user-agent']);
  setSessionCookie(signIn.ctx, request, reply, token);
  reply.clearCookie(LOGIN_CSRF_COOKIE, { path: '/' });
  return json
    ? reply.send({ result: { redirect: next } } satisfies LoginRedirectResponse)
    : reply.redirect(next);
};

// Signing out changes state, so it is a POST with the session's CSRF token (checked by registerAuth).
export const logout = (signIn: SignIn) => async (request: FastifyRequest, reply: FastifyReply) => {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await signIn.ctx.sessions.revoke(token);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return wantsJson(request)
    ? reply.send({ result: { redirect: '/login/' } } satisfies LoginRedirectResponse)
    : reply.redirect('/login/');
};

/** GET /logout/ is the web app's page that asks to confirm, so a link or image cannot sign anyone out. */
export const logoutPage = async (request: FastifyRequest, reply: FastifyReply) =>
  request.user ? reply.callNotFound() : reply.redirect('/login/');
