/**
 * Asking for a thumbnail: the job that renders it, deduplicated by its digest (a save, a card and a
 * retry asking for the same version start one render). Rendered as the given user — the saver after
 * a save, else the object's first owner (Superset's THUMBNAIL_EXECUTORS owner), else the caller.
 */
import type { AppContext } from '../context.js';
import { thumbnailDigest, type ScreenshotKind } from '../screenshots/digest.js';
import { THUMBNAIL_JOB, type ScreenshotJob } from './jobs.js';

export async function enqueueThumbnail(
  ctx: AppContext,
  kind: ScreenshotKind,
  row: { id: number; changed_on: string },
  userId: number,
  force = false,
): Promise<string> {
  const key = thumbnailDigest(kind, row);
  const job: ScreenshotJob = { kind, id: row.id, userId, key };
  // A forced render is a new job; otherwise one per version.
  await ctx.jobs.enqueue(THUMBNAIL_JOB, job, force ? {} : { jobId: `thumbnail-${kind}-${key}` });
  return key;
}

/** The object's first owner, else `fallback`. */
export async function thumbnailExecutor(
  ctx: AppContext,
  kind: ScreenshotKind,
  id: number,
  fallback: number,
): Promise<number> {
  const owner =
    kind === 'chart'
      ? await ctx.db
          .selectFrom('slice_user')
          .select('user_id')
          .where('slice_id', '=', id)
          .orderBy('user_id')
          .executeTakeFirst()
      : await ctx.db
          .selectFrom('dashboard_user')
          .select('user_id')
          .where('dashboard_id', '=', id)
          .orderBy('user_id')
          .executeTakeFirst();
  return owner?.user_id ?? fallback;
}
