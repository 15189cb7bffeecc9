/**
 * `GET /api/v1/dashboard/{id_or_slug}/tabs` (Superset's get_tabs, `can_read` on Dashboard): the
 * dashboard's tabs by id and their tree, from its layout; 404 for a dashboard the caller cannot see.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { findVisibleDashboard } from '../../security/access/dashboard.js';
import { requirePermission } from '../../security/auth.js';
import { dashboardTabs } from '../../services/dashboard/tabs.js';
import { idOrSlugParam, NOT_FOUND } from '../dashboard/params.js';

export function registerDashboardTabsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/v1/dashboard/:idOrSlug/tabs',
    { preHandler: requirePermission('can_read', 'Dashboard') },
    async (request: FastifyRequest) => {
      const row = await findVisibleDashboard(ctx, request.user!, idOrSlugParam(request), NOT_FOUND);
      return { result: dashboardTabs(row.position_json) };
    },
  );
}
