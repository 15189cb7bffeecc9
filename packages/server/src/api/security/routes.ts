/**
 * The security routes: signing in and out (session and JWT), the signed-in user (`/api/v1/me/`), and
 * the administration of users, roles and permissions. The data-access pairs are brought in line with
 * the stored objects when the server starts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { reconcileDataPermissions } from '../../security/permission-sync.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerMeRoutes } from './me/routes.js';
import { registerPermissionRoutes } from './permissions/routes.js';
import { registerRoleRoutes } from './roles/routes.js';
import { registerUserRoutes } from './users/routes.js';

export function registerSecurityRoutes(app: FastifyInstance, ctx: AppContext) {
  registerAuthRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerPermissionRoutes(app, ctx);
  app.addHook('onReady', () => reconcileDataPermissions(ctx.db));
}
