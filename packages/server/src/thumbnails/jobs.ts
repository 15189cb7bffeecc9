/**
 * The screenshot jobs, run where jobs run (jobs/handlers.ts): `thumbnails.compute` renders a chart's
 * or dashboard's thumbnail (Superset's cache_chart_thumbnail / cache_dashboard_thumbnail) and
 * `screenshots.compute` an on-demand screenshot (cache_screenshot, cache_dashboard_screenshot), each
 * into the result cache under its digest. Everything comes from the payload and the metadata store;
 * running one again renders it again, which is harmless.
 */
import type { AppContext } from '../context.js';
import { writeScreenshot, type CachedScreenshot } from '../screenshots/cache.js';
import type { ScreenshotKind } from '../screenshots/digest.js';
import { renderScreenshot, ScreenshotError } from '../screenshots/render.js';
import { nowIso } from '../meta/time.js';

export const THUMBNAIL_JOB = 'thumbnails.compute';
export const SCREENSHOT_JOB = 'screenshots.compute';

export interface ScreenshotJob {
  kind: ScreenshotKind;
  id: number;
  /** The user whose session renders it (the saver or owner for thumbnails, the caller otherwise). */
  userId: number;
  /** Where the result goes (a digest). */
  key: string;
  width?: number;
  anchor?: string;
  /** Also a PDF (dashboards' "Download as PDF"). */
  pdf?: boolean;
}

async function compute(ctx: AppContext, job: ScreenshotJob, served: number | null): Promise<void> {
  const entry = (status: CachedScreenshot['status'], extra: Partial<CachedScreenshot> = {}) =>
    writeScreenshot(ctx, job.key, { status, updatedAt: nowIso(), userId: served, ...extra });
  await entry('Computing');
  const request = {
    kind: job.kind,
    id: job.id,
    userId: job.userId,
    ...(job.width !== undefined && { width: job.width }),
    ...(job.anchor !== undefined && { state: { anchor: job.anchor } }),
  };
  try {
    const png = await renderScreenshot(ctx, { ...request, format: 'png' });
    const pdf = job.pdf ? await renderScreenshot(ctx, { ...request, format: 'pdf' }) : null;
    await entry('Updated', {
      png: png.data.toString('base64'),
      ...(pdf && { pdf: pdf.data.toString('base64') }),
    });
  } catch (err) {
    await entry('Error', { error: err instanceof Error ? err.message : String(err) });
    // What the user may not see will not render on a retry either; a crashed browser may.
    if (!(err instanceof ScreenshotError)) throw err;
  }
}

export function registerThumbnailJobs(ctx: AppContext): void {
  // Thumbnails are shown to whoever may see the object; screenshots only to the user who asked.
  ctx.jobs.process<ScreenshotJob>(THUMBNAIL_JOB, (job) => compute(ctx, job, null));
  ctx.jobs.process<ScreenshotJob>(SCREENSHOT_JOB, (job) => compute(ctx, job, job.userId));
}
