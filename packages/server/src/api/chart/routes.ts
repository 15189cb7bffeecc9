/**
 * The Chart resource's route table: Superset's `/api/v1/chart/` list machinery (list, `_info`,
 * related, distinct, favorites), `related/dashboards`, get (by id or uuid), create, update, delete and
 * bulk delete, `GET {pk}/data/`, and the chart-data endpoints (`POST /api/v1/chart/data`, the legacy
 * `/superset/explore_json/`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { ChartDataDeps } from '../../query/chart-data.js';
import { requirePermission } from '../../security/auth.js';
import { registerResourceRoutes } from '../resource.js';
import { legacyExploreJson, postChartData } from './data.js';
import { bulkDeleteCharts, deleteChart } from './delete.js';
import { getChart, relatedDashboards } from './get.js';
import type { ChartHandler } from './handler.js';
import { savedChartData } from './saved-data.js';
import { createChart, updateChart } from './save.js';
import { chartSpec } from './spec.js';

export { chartSpec };

export function registerChartRoutes(app: FastifyInstance, ctx: AppContext, chartData: ChartDataDeps) {
  const read = { preHandler: requirePermission('can_read', 'Chart') };
  const write = { preHandler: requirePermission('can_write', 'Chart') };
  const run = (handler: ChartHandler) => (request: FastifyRequest, reply: FastifyReply) =>
    handler({ ctx, chartData }, request, reply);
  const base = '/api/v1/chart';

  app.post(`${base}/data`, read, run(postChartData));
  app.post('/superset/explore_json/', read, run(legacyExploreJson));
  app.get(`${base}/related/dashboards`, read, run(relatedDashboards));
  registerResourceRoutes(app, ctx, chartSpec);
  app.get(`${base}/:pk/data/`, read, run(savedChartData));
  app.get(`${base}/:pk`, read, run(getChart));
  app.post(`${base}/`, write, run(createChart));
  app.put(`${base}/:pk`, write, run(updateChart));
  app.delete(`${base}/:pk`, write, run(deleteChart));
  app.delete(`${base}/`, write, run(bulkDeleteCharts));
}
