/**
 * Screenshots and thumbnails kept in the result cache (shared by every process on Redis), as
 * Superset's ScreenshotCachePayload: a status with its time, and the image once computed. The
 * image travels base64 in the cache's JSON text.
 */
import type { AppContext } from '../context.js';
import type { Screenshot } from './types.js';

/** Superset's StatusValues. */
export type ScreenshotStatus = 'Pending' | 'Computing' | 'Updated' | 'Error';

export interface CachedScreenshot {
  status: ScreenshotStatus;
  updatedAt: string;
  /** Whose session rendered it: on-demand screenshots are served to that user only. */
  userId: number | null;
  png?: string;
  pdf?: string;
  error?: string;
}

/** Superset's THUMBNAIL_CACHE_CONFIG default timeout: a day. */
const TTL_SECONDS = 24 * 3600;
const cacheKeyOf = (key: string) => `screenshot:${key}`;

export async function readScreenshot(ctx: AppContext, key: string): Promise<CachedScreenshot | undefined> {
  const hit = await ctx.resultCache.get(cacheKeyOf(key));
  return hit ? (JSON.parse(hit.json) as CachedScreenshot) : undefined;
}

export async function writeScreenshot(ctx: AppContext, key: string, entry: CachedScreenshot): Promise<void> {
  const json = JSON.stringify(entry);
  await ctx.resultCache.set(cacheKeyOf(key), { json, cachedAt: entry.updatedAt }, TTL_SECONDS);
}

/** The cached image in `format`, if computed. */
export function imageOf(entry: CachedScreenshot | undefined, format: 'png' | 'pdf'): Screenshot | null {
  const data = entry?.status === 'Updated' ? entry[format] : undefined;
  if (!data) return null;
  return {
    data: Buffer.from(data, 'base64'),
    contentType: format === 'png' ? 'image/png' : 'application/pdf',
  };
}
