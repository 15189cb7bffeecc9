/** The signed-in user: `/api/v1/me/` (read and own changes) and `/api/v1/me/roles/`. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { getMe, getMyRoles } from './get.js';
import { getMyTheme, putMyTheme } from './theme.js';
import { updateMe } from './update.js';

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/v1/me/', getMe);
  app.get('/api/v1/me/roles/', getMyRoles);
  app.put('/api/v1/me/', updateMe(ctx));
  // Public: the sign-in page themes itself too (system themes, no choice of its own), as Superset's
  // bootstrap data carries the theme to every page; a 401 there would be a console error on each load.
  app.get('/api/v1/me/theme/', { config: { public: true } }, getMyTheme(ctx));
  app.put('/api/v1/me/theme/', putMyTheme(ctx));
}
