/**
 * `GET /api/v1/chart/{pk}/data/`: runs the query context saved with the chart through the chart-data
 * pipeline, with the result format, type and force flag of the query string.
 */
import { sendChartData } from './chart-data.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { runChartData, type ChartDataDeps } from '../query/chart-data.js';
import { connectionSource } from '../query/connection-source.js';
import { Timing } from '../query/timing.js';
import { requirePermission } from '../security/auth.js';
import { findChart } from '../security/access/chart.js';
import { badRequest } from './errors.js';
import { validated } from './list-query.js';

const savedDataQuery = z.object({
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
  type: z
    .enum(['full', 'query', 'results', 'samples', 'columns', 'timegrains', 'post_processed', 'drill_detail'])
    .default('full'),
  force: z.enum(['true', 'false']).optional(),
});

/** The chart-data pipeline's services and limits from the app context (app.ts can share it). */
export const chartDataDepsOf = (ctx: AppContext): ChartDataDeps => ({
  datasources: ctx.datasources,
  connections: connectionSource(ctx.connections),
  cache: ctx.resultCache,
  limits: {
    maxRowLimit: ctx.config.sqlMaxRow,
    samplesRowLimit: ctx.config.samplesRowLimit,
    queryTimeoutMs: ctx.config.queryTimeoutMs,
    defaultCacheTimeoutSeconds: ctx.config.cacheDefaultTimeoutSeconds,
  },
});

export const NO_QUERY_CONTEXT = 'Chart has no query context saved. Please save the chart again.';

export function registerChartSavedDataRoute(app: FastifyInstance, ctx: AppContext, deps: ChartDataDeps) {
  app.get(
    '/api/v1/chart/:pk/data/',
    { preHandler: requirePermission('can_read', 'Chart') },
    async (request, reply) => {
      const raw = (request.params as { pk: string }).pk;
      const user = request.user!;
      const chart = await findChart(ctx, user, /^\d+$/.test(raw) ? Number(raw) : -1);
      const q = validated(savedDataQuery, request.query ?? {}, '');
      let saved: unknown;
      try {
        saved = chart.query_context ? (JSON.parse(chart.query_context) as unknown) : null;
      } catch {
        saved = null;
      }
      if (!saved || typeof saved !== 'object' || Array.isArray(saved)) throw badRequest(NO_QUERY_CONTEXT);
      const force = q.force === 'true';
      const context = {
        ...(saved as Record<string, unknown>),
        // The chart's own dataset, whatever the stored context says.
        datasource: { id: chart.datasource_id, type: 'table' },
        result_format: q.format,
        result_type: q.type,
        force,
      };
      const timing = new Timing();
      return sendChartData(reply, await runChartData(deps, user, context, timing, { force }), timing);
    },
  );
}
