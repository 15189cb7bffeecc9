/**
 * Superset's `/api/v1/security/users/`: list, get, create, update (with password reset) and delete,
 * for holders of can_read/can_write on User (the Admin role). Passwords are never returned.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { requirePermission } from '../../../security/auth.js';
import { registerResourceRoutes } from '../../resource.js';
import { deleteUser } from './delete.js';
import { getUser } from './get.js';
import { createUser, updateUser } from './save.js';
import { userSpec } from './spec.js';

const USERS = '/api/v1/security/users';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, userSpec);
  const read = { preHandler: requirePermission('can_read', 'User') };
  const write = { preHandler: requirePermission('can_write', 'User') };

  app.get(`${USERS}/:pk`, read, getUser(ctx));
  app.post(`${USERS}/`, write, createUser(ctx));
  app.put(`${USERS}/:pk`, write, updateUser(ctx));
  app.delete(`${USERS}/:pk`, write, deleteUser(ctx));
}
