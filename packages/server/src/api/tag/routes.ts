/**
 * Tags' route table (`/api/v1/tag/`, behind can_read/can_write on Tag, only with TAGGING_SYSTEM on):
 * the generic list, `_info` and related; get, create, update, delete, bulk delete by name,
 * bulk_create, get_objects, tagging one object, and starred tags.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { registerResourceRoutes } from '../resource.js';
import { bulkCreateTags, bulkDeleteTags, createTag, deleteTag, getTag, putTag } from './crud.js';
import { addTagFavorite, removeTagFavorite, tagFavoriteStatus } from './favorites.js';
import { addObjectTags, deleteObjectTag, getObjects } from './objects.js';
import { tagSpec } from './spec.js';

export { tagSpec };

export function registerTagRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.features.TAGGING_SYSTEM) return;
  const read = { preHandler: requirePermission('can_read', 'Tag') };
  const write = { preHandler: requirePermission('can_write', 'Tag') };
  const base = '/api/v1/tag';

  // Before the generic routes: these paths would otherwise read as `{pk}`.
  app.get(`${base}/get_objects/`, read, getObjects(ctx));
  app.get(`${base}/favorite_status/`, read, tagFavoriteStatus(ctx));
  registerResourceRoutes(app, ctx, tagSpec);
  app.post(`${base}/bulk_create`, write, bulkCreateTags(ctx));
  app.get(`${base}/:pk`, read, getTag(ctx));
  app.post(`${base}/`, write, createTag(ctx));
  app.put(`${base}/:pk`, write, putTag(ctx));
  app.delete(`${base}/:pk`, write, deleteTag(ctx));
  app.delete(`${base}/`, write, bulkDeleteTags(ctx));
  app.post(`${base}/:pk/favorites/`, read, addTagFavorite(ctx));
  app.delete(`${base}/:pk/favorites/`, read, removeTagFavorite(ctx));
  app.post(`${base}/:object_type/:object_id/`, write, addObjectTags(ctx));
  app.delete(`${base}/:object_type/:object_id/:tag/`, write, deleteObjectTag(ctx));
}
