/**
 * A dashboard's state kept in the key_value store: permalinks (Superset's DashboardPermalinkRestApi)
 * and unsaved native-filter state (DashboardFilterStateRestApi).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { deleteFilterStateKey, getFilterState, postFilterState, putFilterState } from './filter-state.js';
import { getDashboardPermalink, postDashboardPermalink } from './permalink.js';

export function registerDashboardStateRoutes(app: FastifyInstance, ctx: AppContext) {
  const guard = (perm: 'can_read' | 'can_write', view: string) => ({
    preHandler: requirePermission(perm, view),
  });
  const permalink = 'DashboardPermalinkRestApi';
  app.post('/api/v1/dashboard/:pk/permalink', guard('can_write', permalink), postDashboardPermalink(ctx));
  app.get('/api/v1/dashboard/permalink/:key', guard('can_read', permalink), getDashboardPermalink(ctx));

  const state = 'DashboardFilterStateRestApi';
  app.post('/api/v1/dashboard/:pk/filter_state', guard('can_write', state), postFilterState(ctx));
  app.get('/api/v1/dashboard/:pk/filter_state/:key', guard('can_read', state), getFilterState(ctx));
  app.put('/api/v1/dashboard/:pk/filter_state/:key', guard('can_write', state), putFilterState(ctx));
  app.delete('/api/v1/dashboard/:pk/filter_state/:key', guard('can_write', state), deleteFilterStateKey(ctx));
}
