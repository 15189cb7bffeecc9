/**
 * `GET /api/v1/chart/{pk}/data/`: runs the query context saved with the chart through the chart-data
 * pipeline, with the result format, type and force flag of the query string.
 */
import { chartSavedDataQuerySchema } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { asyncChartData } from '../../async-queries/submit.js';
import { runChartData, type ChartDataDeps } from '../../query/chart-data.js';
import { connectionSource } from '../../query/connection-source.js';
import { queryAsDatasource } from '../../query/query-datasource.js';
import { rlsSource } from '../../security/rls/index.js';
import { withQueryRls } from '../../security/rls/query-datasource.js';
import { findChartableQuery } from '../../security/access/query.js';
import { Timing } from '../../query/timing.js';
import { findChart } from '../../security/access/chart.js';
import { parseJsonObject } from '../../services/chart/form-data.js';
import { badRequest } from '../errors.js';
import { validated } from '../list-query.js';
import type { ChartHandler } from './handler.js';
import { sendChartData } from './send.js';

/** The chart-data pipeline's services and limits from the app context (app.ts shares it). */
export const chartDataDepsOf = (ctx: AppContext): ChartDataDeps => ({
  datasources: ctx.datasources,
  queryDatasource: async (user, id) =>
    queryAsDatasource(await withQueryRls(ctx, user, await findChartableQuery(ctx, user, id))),
  connections: connectionSource(ctx.connections),
  cache: ctx.resultCache,
  rls: rlsSource(ctx.db),
  limits: {
    maxRowLimit: ctx.config.sqlMaxRow,
    samplesRowLimit: ctx.config.samplesRowLimit,
    queryTimeoutMs: ctx.config.queryTimeoutMs,
    defaultCacheTimeoutSeconds: ctx.config.cacheDefaultTimeoutSeconds,
  },
});

export const NO_QUERY_CONTEXT = 'Chart has no query context saved. Please save the chart again.';

export const savedChartData: ChartHandler = async ({ ctx, chartData }, request, reply) => {
  const raw = (request.params as { pk: string }).pk;
  const user = request.user!;
  const chart = await findChart(ctx, user, /^\d+$/.test(raw) ? Number(raw) : -1);
  const q = validated(chartSavedDataQuerySchema, request.query ?? {}, '');
  const saved = parseJsonObject(chart.query_context);
  if (!saved) throw badRequest(NO_QUERY_CONTEXT);
  const force = q.force === 'true';
  const context = {
    ...saved,
    // The chart's own dataset, whatever the stored context says.
    datasource: { id: chart.datasource_id, type: 'table' },
    result_format: q.format,
    result_type: q.type,
    force,
  };
  const answered = await asyncChartData(ctx, chartData, request, reply, context, force);
  if (answered) return answered;
  const timing = new Timing();
  return sendChartData(reply, await runChartData(chartData, user, context, timing, { force }), timing);
};
