/**
 * Row-level security rules' route table: `/api/v1/rowlevelsecurity/` list, `_info`, `related/roles`
 * and `related/{created_by,changed_by}` (the generic machinery), `related/tables` (datasets), a rule's
 * get/create/update/delete and bulk delete, behind can_read/can_write on "Row Level Security"
 * (Superset's permission, Admin only by default).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { registerResourceRoutes } from '../resource.js';
import * as h from './handlers.js';
import { relatedTables } from './related-tables.js';
import { RLS_VIEW, rlsSpec } from './spec.js';

export { rlsSpec };

export function registerRlsRoutes(app: FastifyInstance, ctx: AppContext) {
  const read = { preHandler: requirePermission('can_read', RLS_VIEW) };
  const write = { preHandler: requirePermission('can_write', RLS_VIEW) };
  const base = '/api/v1/rowlevelsecurity';

  // Before the generic `related/:column`: a static route wins over the parametric one.
  app.get(`${base}/related/tables`, read, (request) => relatedTables(ctx, request));
  registerResourceRoutes(app, ctx, rlsSpec);
  app.get(`${base}/:pk`, read, h.getRule(ctx));
  app.post(`${base}/`, write, h.createRule(ctx));
  app.put(`${base}/:pk`, write, h.updateRule(ctx));
  app.delete(`${base}/:pk`, write, h.deleteRule(ctx));
  app.delete(`${base}/`, write, h.bulkDeleteRules(ctx));
}
