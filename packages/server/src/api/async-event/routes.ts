/**
 * Global async queries' read side:
 * - `GET /api/v1/async_event/?last_id=` (Superset's AsyncEventsRestApi, `can_list`): the events of the
 *   caller's own channel after `last_id`, as `{result: [...]}`; a malformed `last_id` is a 400 naming it.
 * - `GET /api/v1/chart/data/{cache_key}` (Superset's `data_from_cache`, `can_read` on Chart): the result
 *   of a finished job in the chart-data shape. Only the user whose job it was may read it (others get
 *   404, as for an unknown or expired key); data access is checked anew and the payloads the job cached
 *   are served as stored (the query context through the chart-data pipeline again when they are gone).
 */
import type { FastifyInstance } from 'fastify';
import { channelIdOf } from '../../async-queries/channel.js';
import { parseLastId } from '../../async-queries/events.js';
import { loadQueryContext } from '../../async-queries/query-context-cache.js';
import type { AppContext } from '../../context.js';
import { answerFromCache, runChartData, type ChartDataDeps } from '../../query/chart-data.js';
import { Timing } from '../../query/timing.js';
import { requirePermission } from '../../security/auth.js';
import { sendChartData } from '../chart/send.js';
import { notFound } from '../errors.js';

export const CACHED_DATA_NOT_FOUND = 'Cached data not found';

export function registerAsyncEventRoutes(app: FastifyInstance, ctx: AppContext, chartData: ChartDataDeps) {
  app.get(
    '/api/v1/async_event/',
    { preHandler: requirePermission('can_list', 'AsyncEventsRestApi') },
    async (request) => {
      const lastId = parseLastId((request.query as Record<string, unknown>).last_id);
      const user = request.user!;
      const events = await ctx.asyncEvents.read(channelIdOf(ctx.config.secretKey, request), lastId);
      // The channel is the caller's own; the user check guards against a channel ever being shared.
      return { result: events.filter((e) => e.user_id === user.id) };
    },
  );

  app.get(
    '/api/v1/chart/data/:cache_key',
    { preHandler: requirePermission('can_read', 'Chart') },
    async (request, reply) => {
      const key = (request.params as { cache_key: string }).cache_key;
      const cached = await loadQueryContext(ctx.resultCache, key);
      if (!cached || cached.user_id !== request.user!.id) throw notFound(CACHED_DATA_NOT_FOUND);
      const timing = new Timing();
      // The payloads the job cached, as stored; the pipeline again only when they are gone.
      const stored = cached.result
        ? await answerFromCache(chartData, request.user!, cached.result, timing)
        : null;
      return sendChartData(
        reply,
        stored ?? (await runChartData(chartData, request.user!, cached.form_data, timing)),
        timing,
      );
    },
  );
}
