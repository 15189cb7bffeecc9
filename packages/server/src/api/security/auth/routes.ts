/**
 * Sign-in surfaces: the browser's `/login/` and `/logout/` with a server-side session, and Superset's
 * JWT API (`/api/v1/security/login`, `/refresh`) and `csrf_token/`. All but `POST /logout/` are public.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { LoginCsrf } from '../../../security/login-csrf.js';
import { createLoginLimiter } from '../../../security/login-limiter-factory.js';
import { formLogin, logout, logoutPage } from './form.js';
import type { SignIn } from './session.js';
import { apiLogin, csrfToken, refresh } from './token.js';

const PUBLIC = { config: { public: true } };

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  // In memory, or in Redis (REDIS_URL) where every web process counts the same attempts.
  const limiter = createLoginLimiter(ctx.config);
  app.decorate('loginLimiter', limiter);
  app.addHook('onClose', () => limiter.close());
  const signIn: SignIn = { ctx, limiter, loginCsrf: new LoginCsrf(ctx.config.secretKey) };

  for (const url of ['/login/', '/login']) app.post(url, PUBLIC, formLogin(signIn));
  for (const url of ['/logout/', '/logout']) {
    app.post(url, logout(signIn));
    app.get(url, PUBLIC, logoutPage);
  }
  app.post('/api/v1/security/login', PUBLIC, apiLogin(signIn));
  app.post('/api/v1/security/refresh', PUBLIC, refresh(signIn));
  app.get('/api/v1/security/csrf_token/', PUBLIC, csrfToken(signIn));
}
