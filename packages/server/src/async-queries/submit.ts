/**
 * The chart-data routes with GLOBAL_ASYNC_QUERIES on (Superset's `_run_async`): a JSON, full-result
 * request whose results are all cached is answered at once (200, as without the flag); otherwise a job
 * is queued and the answer is 202 with its metadata. `force` (query string or body) skips the cache
 * look. The request is resolved first either way, so a bad or forbidden one fails now (400/403/404),
 * not in its job.
 */
import { randomUUID } from 'node:crypto';
import { can } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendChartData } from '../api/chart/send.js';
import type { AppContext } from '../context.js';
import type { ResultCache } from '../query/cache.js';
import { runChartData, type ChartDataDeps } from '../query/chart-data.js';
import { Timing } from '../query/timing.js';
import { channelIdOf } from './channel.js';
import type { JobMetadata } from './events.js';
import { CHART_DATA_JOB, type ChartDataJob } from './job.js';

/** Thrown by the probing cache at the first result it does not hold: the request needs a job. */
class CacheMiss extends Error {}

/** A view of the cache that answers only hits (never with `forced`), and stores nothing. */
const cachedOnly = (cache: ResultCache, forced: boolean): ResultCache => ({
  get: async (key) => {
    const hit = forced ? undefined : await cache.get(key);
    if (!hit) throw new CacheMiss();
    return hit;
  },
  set: () => Promise.reject(new CacheMiss()),
  invalidate: (keys, tags) => cache.invalidate(keys, tags),
});

/**
 * Whether the request is one Superset runs async: the flag on, JSON, full results — and a caller who
 * may read the events (a 202 they could never follow would leave the chart loading for ever).
 */
function runsAsync(ctx: AppContext, request: FastifyRequest, body: unknown): body is Record<string, unknown> {
  if (!ctx.config.features.GLOBAL_ASYNC_QUERIES) return false;
  if (!request.user || !can(request.user, 'can_list', 'AsyncEventsRestApi')) return false;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  return (b.result_format ?? 'json') === 'json' && (b.result_type ?? 'full') === 'full';
}

/**
 * Answers the request the async way, or resolves to null when it is not run async (the caller then
 * runs it synchronously as always).
 */
export async function asyncChartData(
  ctx: AppContext,
  chartData: ChartDataDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  force: boolean,
): Promise<FastifyReply | null> {
  if (!runsAsync(ctx, request, body)) return null;
  const user = request.user!;
  const forced = force || body.force === true;
  const timing = new Timing();
  try {
    const probe = { ...chartData, cache: cachedOnly(chartData.cache, forced) };
    const answer = await runChartData(probe, user, { ...body, force: false }, timing);
    return await sendChartData(reply, answer, timing);
  } catch (err) {
    if (!(err instanceof CacheMiss)) throw err;
  }
  const job: JobMetadata = {
    channel_id: channelIdOf(ctx.config.secretKey, request),
    job_id: randomUUID(),
    user_id: user.id,
    status: 'pending',
    errors: [],
    result_url: null,
  };
  const payload: ChartDataJob = { job, form_data: body, force: forced };
  await ctx.jobs.enqueue(CHART_DATA_JOB, payload, { jobId: job.job_id });
  return reply.code(202).type('application/json; charset=utf-8').send(JSON.stringify(job));
}
