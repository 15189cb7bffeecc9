/**
 * The Dashboard resource's route table: Superset's `/api/v1/dashboard/` list machinery (list, `_info`,
 * related, distinct, favourites), get (by id or slug), create, update, delete and bulk delete, copy,
 * colours, native filters and the `/charts` and `/datasets` sub-resources.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { registerResourceRoutes } from '../resource.js';
import { putDashboardColors } from './colors.js';
import { copyDashboard } from './copy.js';
import { bulkDeleteDashboards, deleteDashboard } from './delete.js';
import { putDashboardFilters } from './filters.js';
import { getDashboard } from './get.js';
import { getDashboardCharts, getDashboardDatasets } from './related.js';
import { createDashboard, updateDashboard } from './save.js';
import { dashboardSpec } from './spec.js';

export { dashboardSpec };

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, dashboardSpec);
  const read = { preHandler: requirePermission('can_read', 'Dashboard') };
  const write = { preHandler: requirePermission('can_write', 'Dashboard') };
  const base = '/api/v1/dashboard';

  app.get(`${base}/:idOrSlug`, read, getDashboard(ctx));
  app.post(`${base}/`, write, createDashboard(ctx));
  app.put(`${base}/:id`, write, updateDashboard(ctx));
  app.delete(`${base}/:id`, write, deleteDashboard(ctx));
  app.delete(`${base}/`, write, bulkDeleteDashboards(ctx));
  app.post(`${base}/:idOrSlug/copy/`, write, copyDashboard(ctx));
  app.put(`${base}/:pk/colors`, write, putDashboardColors(ctx));
  app.put(`${base}/:pk/filters`, write, putDashboardFilters(ctx));
  app.get(`${base}/:idOrSlug/charts`, read, getDashboardCharts(ctx));
  app.get(`${base}/:idOrSlug/datasets`, read, getDashboardDatasets(ctx));
}
