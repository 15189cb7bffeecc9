/**
 * `POST /api/v1/chart/data` and the legacy `POST /superset/explore_json/`: a query context through the
 * chart-data pipeline (`query/chart-data.ts`), answered by send.ts.
 */
import { asyncChartData } from '../../async-queries/submit.js';
import { runChartData } from '../../query/chart-data.js';
import { withAnnotationData } from '../../services/annotation/chart-data.js';
import { Timing } from '../../query/timing.js';
import { badRequest } from '../errors.js';
import type { ChartHandler } from './handler.js';
import { legacyFormBody } from './legacy-form.js';
import { sendChartData } from './send.js';

/** A query context sent as JSON, or as a `form_data` form field (exports are form posts). */
function bodyOf(fields: unknown): unknown {
  const body = fields as Record<string, unknown> | undefined;
  if (body && typeof body.form_data === 'string' && !('queries' in body)) {
    try {
      return JSON.parse(body.form_data) as unknown;
    } catch {
      throw badRequest('form_data: is not valid JSON');
    }
  }
  return body;
}

export const postChartData: ChartHandler = async ({ ctx, chartData }, request, reply) => {
  const timing = new Timing();
  const force = (request.query as Record<string, string>).force === 'true';
  const body = bodyOf(request.body);
  // GLOBAL_ASYNC_QUERIES: 202 with a job unless every result is cached.
  const answered = await asyncChartData(ctx, chartData, request, reply, body, force);
  if (answered) return answered;
  const result = await runChartData(chartData, request.user!, body, timing, { force });
  return sendChartData(reply, await withAnnotationData(ctx.db, request.user!, body, result), timing);
};

/** The legacy result type flags of the query string (`?csv=true`, `?query=true`, …). */
function legacyResultType(qs: Record<string, string>) {
  const legacyType = ['csv', 'query', 'results', 'samples'].find((k) => qs[k] === 'true');
  return {
    result_format: legacyType === 'csv' ? 'csv' : 'json',
    result_type:
      legacyType === 'query' || legacyType === 'samples'
        ? legacyType
        : legacyType === 'results'
          ? 'results'
          : 'full',
  };
}

/**
 * Superset's legacy endpoint takes form_data (a JSON body, or a urlencoded or multipart form field)
 * and a result type in the query string.
 */
export const legacyExploreJson: ChartHandler = async ({ ctx, chartData }, request, reply) => {
  const timing = new Timing();
  const qs = request.query as Record<string, string>;
  const body = bodyOf(await legacyFormBody(request)) as Record<string, unknown> | undefined;
  const context = { ...(body ?? {}), ...legacyResultType(qs) };
  const force = qs.force === 'true';
  const answered = await asyncChartData(ctx, chartData, request, reply, context, force);
  if (answered) return answered;
  const result = await runChartData(chartData, request.user!, context, timing, { force });
  return sendChartData(reply, result, timing);
};
