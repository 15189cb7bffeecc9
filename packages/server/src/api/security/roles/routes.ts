/**
 * Superset's `/api/v1/security/roles/`: list, get, create, rename, delete, `search/`, the role's
 * (permission, view) pairs (`{role_id}/permissions`) and its users (`{role_id}/users`), for holders
 * of can_read/can_write on Role.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { requirePermission } from '../../../security/auth.js';
import { registerResourceRoutes } from '../../resource.js';
import { deleteRole, getRole, postRole, putRole } from './crud.js';
import { getRolePairs, setRolePermissions, setRoleUsers } from './links.js';
import { searchRolesHandler } from './search.js';
import { roleSpec } from './spec.js';

const ROLES = '/api/v1/security/roles';

export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext) {
  const read = { preHandler: requirePermission('can_read', 'Role') };
  const write = { preHandler: requirePermission('can_write', 'Role') };

  // A static path: the router prefers it to `/:pk`.
  app.get(`${ROLES}/search/`, read, searchRolesHandler(ctx));
  registerResourceRoutes(app, ctx, roleSpec);
  app.get(`${ROLES}/:pk`, read, getRole(ctx));
  app.post(`${ROLES}/`, write, postRole(ctx));
  app.put(`${ROLES}/:pk`, write, putRole(ctx));
  app.delete(`${ROLES}/:pk`, write, deleteRole(ctx));
  app.get(`${ROLES}/:role_id/permissions/`, read, getRolePairs(ctx));
  app.post(`${ROLES}/:role_id/permissions`, write, setRolePermissions(ctx));
  app.put(`${ROLES}/:role_id/users`, write, setRoleUsers(ctx));
}
