/**
 * Embedded dashboards (Superset's EMBEDDED_SUPERSET feature; 404 everywhere while it is off): the
 * dashboard's embedding configuration, the configuration by uuid, guest tokens and the iframe page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import {
  deleteDashboardEmbedded,
  getDashboardEmbedded,
  getEmbeddedDashboard,
  setDashboardEmbedded,
} from './handlers.js';
import { postGuestToken } from './guest-token.js';
import { registerEmbeddedPage } from './page.js';

export function registerEmbeddedRoutes(app: FastifyInstance, ctx: AppContext) {
  const enabled = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!ctx.config.features.EMBEDDED_SUPERSET) return reply.code(404).send({ message: 'Not found' });
  };
  const guard = (permission: string, view: string) => ({
    preHandler: [enabled, requirePermission(permission, view)],
  });
  const path = '/api/v1/dashboard/:idOrSlug/embedded';
  app.get(path, guard('can_read', 'Dashboard'), getDashboardEmbedded(ctx));
  app.post(path, guard('can_set_embedded', 'Dashboard'), setDashboardEmbedded(ctx));
  app.put(path, guard('can_set_embedded', 'Dashboard'), setDashboardEmbedded(ctx));
  app.delete(path, guard('can_set_embedded', 'Dashboard'), deleteDashboardEmbedded(ctx));
  // A guest holds no role permission for it: the handler limits guests to their own dashboards.
  app.get('/api/v1/embedded_dashboard/:uuid', { preHandler: enabled }, getEmbeddedDashboard(ctx));
  app.post(
    '/api/v1/security/guest_token/',
    guard('can_grant_guest_token', 'SecurityRestApi'),
    postGuestToken(ctx),
  );
  registerEmbeddedPage(app, ctx);
}
