/**
 * `GET /api/v1/{chart,dashboard}/{pk}/thumbnail/{digest}/` (THUMBNAILS): the image when computed;
 * 302 to the current digest when the object changed since; 202 with the render queued when not
 * computed yet (or `?q=(force:!t)`). 404 when the flag is off or the caller cannot see the object.
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { imageOf, readScreenshot } from '../../screenshots/cache.js';
import { thumbnailDigest, thumbnailUrl, type ScreenshotKind } from '../../screenshots/digest.js';
import { enqueueThumbnail, thumbnailExecutor } from '../../thumbnails/enqueue.js';
import { notFound } from '../errors.js';
import { parseQ, validated } from '../list-query.js';
import { visibleTarget } from './objects.js';

const thumbnailQuery = z.object({ force: z.boolean().optional() }).strict();

export const getThumbnail =
  (ctx: AppContext, kind: ScreenshotKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!ctx.config.features.THUMBNAILS) throw notFound();
    const q = validated(thumbnailQuery, parseQ((request.query as { q?: unknown }).q) ?? {}, 'q');
    const target = await visibleTarget(ctx, kind, request);
    const digest = (request.params as { digest: string }).digest;
    if (digest !== thumbnailDigest(kind, target))
      return reply.redirect(thumbnailUrl(true, kind, target)!, 302);
    const image = q.force ? null : imageOf(await readScreenshot(ctx, digest), 'png');
    if (image)
      return reply.header('cache-control', 'private, max-age=86400').type(image.contentType).send(image.data);
    const executor = await thumbnailExecutor(ctx, kind, target.id, request.user!.id);
    await enqueueThumbnail(ctx, kind, target, executor, q.force === true);
    return reply.code(202).send({ message: 'OK' });
  };
