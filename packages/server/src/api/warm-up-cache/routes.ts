/**
 * `PUT /api/v1/chart/warm_up_cache` {chart_id, dashboard_id?, extra_filters?} and
 * `PUT /api/v1/dataset/warm_up_cache` {db_name, table_name, dashboard_id?, extra_filters?}: each
 * answers `{result: [{chart_id, viz_error, viz_status}]}` for the charts it ran (the chart, or every
 * chart of the dataset the caller sees). What the caller cannot see is 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { visibleDatasets } from '../../datasources/access.js';
import { NotFound } from '../../domain-errors.js';
import type { ChartDataDeps } from '../../query/chart-data.js';
import { findChart, visibleCharts, type SliceRow } from '../../security/access/chart.js';
import { findVisibleDashboard } from '../../security/access/dashboard.js';
import { requirePermission } from '../../security/auth.js';
import { badRequest, HttpError } from '../errors.js';
import { validated } from '../list-query.js';
import { warmUpChart, type ExtraFilter } from './warm-up.js';

const common = {
  dashboard_id: z.number().int().positive().optional(),
  extra_filters: z.string().max(100_000).optional(),
};
const chartBody = z.object({ chart_id: z.number().int().positive(), ...common }).strict();
const datasetBody = z
  .object({ db_name: z.string().min(1).max(250), table_name: z.string().min(1).max(250), ...common })
  .strict();
const extraFilter = z.object({ col: z.string().min(1), op: z.string().min(1), val: z.unknown().optional() });

export const TABLE_NOT_FOUND = 'The provided table was not found in the provided database';

/** The extra filters' JSON text as a list of {col, op, val}, or 400 naming the field. */
function parseExtraFilters(text: string | undefined): ExtraFilter[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid', { message: { extra_filters: ['Not valid JSON.'] } });
  }
  return validated(z.array(extraFilter), value, 'extra_filters');
}

/** Checks the dashboard (when named) is one the caller sees. */
async function checkDashboard(ctx: AppContext, request: FastifyRequest, id: number | undefined) {
  if (id !== undefined) await findVisibleDashboard(ctx, request.user!, String(id));
}

export function registerWarmUpCacheRoutes(app: FastifyInstance, ctx: AppContext, deps: ChartDataDeps): void {
  app.put(
    '/api/v1/chart/warm_up_cache',
    { preHandler: requirePermission('can_write', 'Chart') },
    async (request) => {
      if (!request.body || typeof request.body !== 'object') throw badRequest('Request is not JSON');
      const body = validated(chartBody, request.body, '');
      const filters = parseExtraFilters(body.extra_filters);
      const chart = await findChart(ctx, request.user!, body.chart_id);
      await checkDashboard(ctx, request, body.dashboard_id);
      return { result: [await warmUpChart(ctx, deps, request.user!, chart, filters)] };
    },
  );

  app.put(
    '/api/v1/dataset/warm_up_cache',
    { preHandler: requirePermission('can_write', 'Dataset') },
    async (request) => {
      if (!request.body || typeof request.body !== 'object') throw badRequest('Request is not JSON');
      const body = validated(datasetBody, request.body, '');
      const filters = parseExtraFilters(body.extra_filters);
      const user = request.user!;
      const dataset = await ctx.db
        .selectFrom('tables as t')
        .innerJoin('dbs as d', 'd.id', 't.database_id')
        .where('d.database_name', '=', body.db_name)
        .where('t.table_name', '=', body.table_name)
        .where((eb) => visibleDatasets(eb as never, user) ?? sql<SqlBool>`1 = 1`)
        .select('t.id')
        .executeTakeFirst();
      if (!dataset) throw new NotFound(TABLE_NOT_FOUND);
      await checkDashboard(ctx, request, body.dashboard_id);
      const charts = (await ctx.db
        .selectFrom('slices as t')
        .where('t.datasource_type', '=', 'table')
        .where('t.datasource_id', '=', dataset.id)
        .where((eb) => visibleCharts(eb as never, user) ?? sql<SqlBool>`1 = 1`)
        .selectAll('t')
        .orderBy('t.id')
        .execute()) as SliceRow[];
      const result = [];
      for (const chart of charts) result.push(await warmUpChart(ctx, deps, user, chart, filters));
      return { result };
    },
  );
}
