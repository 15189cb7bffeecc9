/**
 * Explore's route table: `GET /api/v1/explore/` (explore.ts's answer: dataset, form data, slice,
 * permissions), the form_data cache (ExploreFormDataRestApi) and permalinks (ExplorePermalinkRestApi).
 * The explore permissions of spec §6 (`can_add`, `can_download`, `can_overwrite`) ride along in the
 * answer; Superset's own client derives the same values from the user's roles and `slice.owners`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { deleteFormDataKey, getFormData, postFormData, putFormData } from './form-data.js';
import { getExplore } from './get.js';
import { getExplorePermalink, postExplorePermalink } from './permalink.js';

export function registerExploreRoutes(app: FastifyInstance, ctx: AppContext) {
  const guard = (perm: 'can_read' | 'can_write', view: string) => ({
    preHandler: requirePermission(perm, view),
  });
  app.get('/api/v1/explore/', guard('can_read', 'Explore'), getExplore(ctx));

  const formData = 'ExploreFormDataRestApi';
  app.post('/api/v1/explore/form_data', guard('can_write', formData), postFormData(ctx));
  app.get('/api/v1/explore/form_data/:key', guard('can_read', formData), getFormData(ctx));
  app.put('/api/v1/explore/form_data/:key', guard('can_write', formData), putFormData(ctx));
  app.delete('/api/v1/explore/form_data/:key', guard('can_write', formData), deleteFormDataKey(ctx));

  const permalink = 'ExplorePermalinkRestApi';
  app.post('/api/v1/explore/permalink', guard('can_write', permalink), postExplorePermalink(ctx));
  app.get('/api/v1/explore/permalink/:key', guard('can_read', permalink), getExplorePermalink(ctx));
}
