/**
 * Saved queries: `/api/v1/saved_query/` list, related and distinct (the list machinery), `_info`,
 * get, create, update, delete and bulk delete. A user sees and edits their own saved queries;
 * admins see all.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { registerResourceRoutes } from '../resource.js';
import { bulkDeleteSavedQueries, deleteSavedQuery } from './delete.js';
import { getSavedQuery } from './get.js';
import { postSavedQuery, putSavedQuery } from './save.js';
import { savedQuerySpec } from './spec.js';

export function registerSavedQueryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, savedQuerySpec);
  const read = { preHandler: requirePermission('can_read', 'SavedQuery') };
  const write = { preHandler: requirePermission('can_write', 'SavedQuery') };
  app.get('/api/v1/saved_query/:pk', read, getSavedQuery(ctx));
  app.post('/api/v1/saved_query/', write, postSavedQuery(ctx));
  app.put('/api/v1/saved_query/:pk', write, putSavedQuery(ctx));
  app.delete('/api/v1/saved_query/:pk', write, deleteSavedQuery(ctx));
  app.delete('/api/v1/saved_query/', write, bulkDeleteSavedQueries(ctx));
}
