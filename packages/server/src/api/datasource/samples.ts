/**
 * `POST /datasource/samples?…`: dataset rows a page at a time (explore's samples, dashboards' drill to
 * detail), through the chart-data pipeline's samples query, with the total behind the pages.
 */
import { samplesQuerySchema, type SamplesResult } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answeredPayload, runChartData, type ChartDataDeps } from '../../query/chart-data.js';
import { Timing } from '../../query/timing.js';
import { badRequest } from '../errors.js';
import { validated } from '../list-query.js';

export const samples = (deps: ChartDataDeps) => async (request: FastifyRequest, reply: FastifyReply) => {
  const timing = new Timing();
  const q = validated(samplesQuerySchema, request.query, 'query');
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('payload: must be an object');
  const payload = body as Record<string, unknown>;
  const force = q.force === 'true';
  const context = {
    datasource: { id: q.datasource_id, type: 'table' },
    force,
    result_type: 'samples',
    queries: [{ ...payload, row_limit: q.per_page, row_offset: (q.page - 1) * q.per_page }],
  };
  const result = await runChartData(deps, request.user!, context, timing, { force });
  if (result.format !== 'json') throw badRequest('samples are JSON only');
  const first = answeredPayload(result.queries[0])!;
  // The total behind the pages: the same samples query, counted.
  const countContext = { ...context, queries: [{ ...payload, is_rowcount: true }] };
  const counted = await runChartData(deps, request.user!, countContext, timing, { force });
  const total = counted.format === 'json' ? answeredPayload(counted.queries[0]) : null;
  reply.header('server-timing', timing.header());
  const total_count = Number(total?.data[0]?.rowcount ?? first.data.length);
  const answer: SamplesResult = { ...first, page: q.page, per_page: q.per_page, total_count };
  return { result: answer };
};
