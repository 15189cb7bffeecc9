/**
 * `POST /api/v1/database/{pk}/sync_permissions/`: re-syncs the data-access permissions of one
 * database connection (Superset's SyncPermissionsCommand, run inline as with
 * SYNC_DB_PERMISSIONS_IN_ASYNC_MODE off). `can_write` on Database, as Superset maps
 * `sync_permissions`; a database the user may not see is a 404.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { syncDatabaseAccess } from '../../services/database/sync-permissions.js';
import { registerRoutes, type Handler } from '../database/handler.js';
import { pathPk } from '../path-params.js';

const syncPermissions: Handler = async (ctx, request) => {
  await syncDatabaseAccess(ctx, request.user!, pathPk(request));
  return { message: 'Permissions successfully synced' };
};

export function registerDatabaseSyncRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoutes(app, ctx, 'Database', [
    ['post', '/api/v1/database/:pk/sync_permissions/', 'write', syncPermissions],
  ]);
}
