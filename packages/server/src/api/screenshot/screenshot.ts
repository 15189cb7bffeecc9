/**
 * On-demand screenshots, rendered as the caller: `GET /api/v1/chart/{pk}/cache_screenshot/` and
 * `POST /api/v1/dashboard/{pk}/cache_dashboard_screenshot/` queue the render and answer 202 with its
 * digest and status; `GET …/screenshot/{digest}/` answers the image once computed (dashboards also as
 * PDF with `?download_format=pdf`), 404 before, for a digest that is not the caller's, or for an
 * object the caller cannot see.
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../meta/time.js';
import { imageOf, readScreenshot, writeScreenshot } from '../../screenshots/cache.js';
import { screenshotDigest, type ScreenshotKind } from '../../screenshots/digest.js';
import { SCREENSHOT_JOB, type ScreenshotJob } from '../../thumbnails/jobs.js';
import { notFound } from '../errors.js';
import { parseQ, validated } from '../list-query.js';
import { visibleTarget, type ScreenshotTarget } from './objects.js';

const size = z.tuple([z.number().int().min(100).max(4000), z.number().int().min(100).max(16000)]);
const chartScreenshotQuery = z
  .object({ force: z.boolean().optional(), window_size: size.optional(), thumb_size: size.optional() })
  .strict();
const dashboardScreenshotBody = z
  .object({
    activeTabs: z.array(z.string()).optional(),
    anchor: z.string().max(200).optional(),
    dataMask: z.record(z.string(), z.unknown()).optional(),
    urlParams: z.array(z.unknown()).optional(),
  })
  .strict();
const screenshotQuery = z.object({ download_format: z.enum(['png', 'pdf']).optional() }).passthrough();

const chartPageUrl = (id: number) => `/explore/?slice_id=${id}&standalone=true`;
const dashboardPageUrl = (id: number) => `/superset/dashboard/${id}/?standalone=3`;

/** Queues the render unless it is cached or on its way; the status answer Superset gives. */
async function cacheScreenshot(
  ctx: AppContext,
  request: FastifyRequest,
  job: Omit<ScreenshotJob, 'key' | 'userId'>,
  target: ScreenshotTarget,
  force: boolean,
) {
  const userId = request.user!.id;
  const { kind, id, ...options } = job;
  const key = screenshotDigest({ kind, id, changedOn: target.changed_on, userId, options });
  let entry = await readScreenshot(ctx, key);
  if (force || !entry || entry.status === 'Error') {
    entry = { status: 'Pending', updatedAt: nowIso(), userId };
    await writeScreenshot(ctx, key, entry);
    const payload: ScreenshotJob = { ...job, userId, key };
    await ctx.jobs.enqueue(SCREENSHOT_JOB, payload, force ? {} : { jobId: `screenshot-${key}` });
  }
  return {
    cache_key: key,
    image_url: `/api/v1/${kind}/${id}/screenshot/${key}/`,
    task_updated_at: entry.updatedAt,
    task_status: entry.status,
  };
}

export const cacheChartScreenshot =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    const q = validated(chartScreenshotQuery, parseQ((request.query as { q?: unknown }).q) ?? {}, 'q');
    const target = await visibleTarget(ctx, 'chart', request);
    const width = q.window_size?.[0];
    const answer = await cacheScreenshot(
      ctx,
      request,
      { kind: 'chart', id: target.id, ...(width !== undefined && { width }) },
      target,
      q.force === true,
    );
    return reply.code(202).send({ ...answer, chart_url: chartPageUrl(target.id) });
  };

export const cacheDashboardScreenshot =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = validated(dashboardScreenshotBody, request.body ?? {}, '');
    const target = await visibleTarget(ctx, 'dashboard', request);
    const answer = await cacheScreenshot(
      ctx,
      request,
      { kind: 'dashboard', id: target.id, pdf: true, ...(body.anchor && { anchor: body.anchor }) },
      target,
      false,
    );
    return reply.code(202).send({ ...answer, dashboard_url: dashboardPageUrl(target.id) });
  };

export const getScreenshot =
  (ctx: AppContext, kind: ScreenshotKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const q = validated(screenshotQuery, request.query ?? {}, '');
    await visibleTarget(ctx, kind, request);
    const digest = (request.params as { digest: string }).digest;
    const entry = await readScreenshot(ctx, digest);
    const format = kind === 'dashboard' ? (q.download_format ?? 'png') : 'png';
    const image = entry?.userId === request.user!.id ? imageOf(entry, format) : null;
    if (!image) throw notFound();
    if (kind === 'dashboard')
      reply.header('content-disposition', `attachment; filename="screenshot.${format}"`);
    return reply.type(image.contentType).send(image.data);
  };
