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
  app.get('/api/v1/me/theme/', getMyTheme(ctx));
  app.put('/api/v1/me/theme/', putMyTheme(ctx));
}
