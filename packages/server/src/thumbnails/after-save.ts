/**
 * Thumbnails follow saves (Superset's THUMBNAILS_SQLA_LISTENERS): after a chart or dashboard is
 * created or changed through the API, its thumbnail job is queued, rendered as the user who saved it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { ScreenshotKind } from '../screenshots/digest.js';
import { enqueueThumbnail } from './enqueue.js';

const SAVE = /^\/api\/v1\/(chart|dashboard)\/(\d+)?(?:\?.*)?$/;

/** The saved object's id: the path's on PUT, the answer's `id` on POST. */
function savedId(request: FastifyRequest, pathId: string | undefined, payload: unknown): number | null {
  if (request.method === 'PUT') return pathId ? Number(pathId) : null;
  if (typeof payload !== 'string') return null;
  const { id } = JSON.parse(payload) as { id?: unknown };
  return typeof id === 'number' ? id : null;
}

export function registerThumbnailsAfterSave(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.features.THUMBNAILS) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'POST' && request.method !== 'PUT') || reply.statusCode >= 300) return payload;
    const match = SAVE.exec(request.url);
    if (!match || !request.user) return payload;
    const kind = match[1] as ScreenshotKind;
    try {
      const id = savedId(request, match[2], payload);
      const table = kind === 'chart' ? 'slices' : 'dashboards';
      const row =
        id === null
          ? undefined
          : await ctx.db
              .selectFrom(table)
              .select(['id', 'changed_on'])
              .where('id', '=', id)
              .executeTakeFirst();
      if (row) await enqueueThumbnail(ctx, kind, row, request.user.id);
    } catch (err) {
      // The save itself succeeded; a thumbnail that could not be queued is asked for again by its card.
      request.log.warn({ err }, 'thumbnail not queued');
    }
    return payload;
  });
}
