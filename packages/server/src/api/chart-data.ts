/**
 * `POST /api/v1/chart/data` (and the legacy `/superset/explore_json/`, `POST /datasource/samples`):
 * the chart-data pipeline behind Superset's endpoints, with the phases in a Server-Timing header.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  answeredPayload,
  runChartData,
  type ChartDataDeps,
  type ChartDataAnswer,
} from '../query/chart-data.js';
import { Timing } from '../query/timing.js';
import { requirePermission } from '../security/auth.js';
import { chartDataJson } from './chart-data-json.js';
import { badRequest } from './errors.js';
import { validated } from './list-query.js';

/** Answers a chart-data result as JSON, CSV (streamed when large) or XLSX, with Server-Timing. */
export async function sendChartData(reply: FastifyReply, result: ChartDataAnswer, timing: Timing) {
  reply.header('server-timing', timing.header());
  if (result.format === 'json')
    return reply.type('application/json; charset=utf-8').send(chartDataJson(result.queries));
  if (result.format === 'csv') {
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${result.filename}"`);
    return reply.send(typeof result.body === 'string' ? result.body : Readable.from(result.body));
  }
  const { toXlsx } = await import('../query/formats/xlsx.js');
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${result.filename}"`)
    .send(Buffer.from(toXlsx(result.columns, result.rows)));
}

/** A query context sent as JSON, or as a `form_data` form field (exports are form posts). */
function bodyOf(request: FastifyRequest): unknown {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body.form_data === 'string' && !('queries' in body)) {
    try {
      return JSON.parse(body.form_data) as unknown;
    } catch {
      throw badRequest('form_data: is not valid JSON');
    }
  }
  return body;
}

const samplesQuery = z.object({
  datasource_type: z.enum(['table', 'dataset']).default('table'),
  datasource_id: z.coerce.number().int().positive(),
  force: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(100),
  dashboard_id: z.coerce.number().int().optional(),
});

export function registerChartDataRoutes(app: FastifyInstance, deps: ChartDataDeps) {
  const canRead = { preHandler: requirePermission('can_read', 'Chart') };

  app.post('/api/v1/chart/data', canRead, async (request, reply) => {
    const timing = new Timing();
    const force = (request.query as Record<string, string>).force === 'true';
    const result = await runChartData(deps, request.user!, bodyOf(request), timing, { force });
    return sendChartData(reply, result, timing);
  });

  // Superset's legacy endpoint takes form_data and a result type in the query string.
  app.post('/superset/explore_json/', canRead, async (request, reply) => {
    const timing = new Timing();
    const qs = request.query as Record<string, string>;
    const body = bodyOf(request) as Record<string, unknown> | undefined;
    const legacyType = ['csv', 'query', 'results', 'samples'].find((k) => qs[k] === 'true');
    const context = {
      ...(body ?? {}),
      result_format: legacyType === 'csv' ? 'csv' : 'json',
      result_type:
        legacyType === 'query' || legacyType === 'samples'
          ? legacyType
          : legacyType === 'results'
            ? 'results'
            : 'full',
    };
    return sendChartData(
      reply,
      await runChartData(deps, request.user!, context, timing, { force: qs.force === 'true' }),
      timing,
    );
  });

  // Dataset rows (explore's samples, dashboards' drill to detail): Superset's can_samples on Datasource.
  const canSamples = { preHandler: requirePermission('can_samples', 'Datasource') };
  app.post('/datasource/samples', canSamples, async (request, reply) => {
    const timing = new Timing();
    const q = validated(samplesQuery, request.query, 'query');
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('payload: must be an object');
    const payload = body as Record<string, unknown>;
    const context = {
      datasource: { id: q.datasource_id, type: 'table' },
      force: q.force === 'true',
      result_type: 'samples',
      queries: [{ ...payload, row_limit: q.per_page, row_offset: (q.page - 1) * q.per_page }],
    };
    const result = await runChartData(deps, request.user!, context, timing, { force: q.force === 'true' });
    if (result.format !== 'json') throw badRequest('samples are JSON only');
    const first = answeredPayload(result.queries[0])!;
    // The total behind the pages: the same samples query, counted.
    const counted = await runChartData(
      deps,
      request.user!,
      { ...context, queries: [{ ...payload, is_rowcount: true }] },
      timing,
      { force: q.force === 'true' },
    );
    const total = counted.format === 'json' ? answeredPayload(counted.queries[0]) : null;
    reply.header('server-timing', timing.header());
    const total_count = Number(total?.data[0]?.rowcount ?? first.data.length);
    return { result: { ...first, page: q.page, per_page: q.per_page, total_count } };
  });
}
