/**
 * Registers the security administration API (users, roles, permissions and the signed-in user's own
 * profile) and brings the data-access pairs in line with the stored objects when the server starts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { reconcileDataPermissions } from '../security/permission-sync.js';
import { registerMeRoutes } from './security-me.js';
import { registerPermissionRoutes } from './security-permissions.js';
import { registerRoleRoutes } from './security-roles.js';
import { registerUserRoutes } from './security-users.js';

export function registerSecurityAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerUserRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerPermissionRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  app.addHook('onReady', () => reconcileDataPermissions(ctx.db));
}
