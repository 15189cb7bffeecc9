/**
 * Digests of thumbnails and screenshots (Superset's utils/screenshots.py): a thumbnail's digest
 * follows the object's id and changed_on, so a save gives a new URL and an old URL redirects; an
 * on-demand screenshot's key also covers who renders it and how.
 */
import { createHash } from 'node:crypto';

export type ScreenshotKind = 'chart' | 'dashboard';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

export const thumbnailDigest = (kind: ScreenshotKind, row: { id: number; changed_on: string }) =>
  hash(`${kind}:${row.id}:${row.changed_on}`);

/** Where list and item answers point a card's image; null while THUMBNAILS is off. */
export const thumbnailUrl = (
  enabled: boolean,
  kind: ScreenshotKind,
  row: { id: number; changed_on: string },
): string | null => (enabled ? `/api/v1/${kind}/${row.id}/thumbnail/${thumbnailDigest(kind, row)}/` : null);

/** An on-demand screenshot's cache key: the object's version, the user rendering it, and the options. */
export const screenshotDigest = (parts: {
  kind: ScreenshotKind;
  id: number;
  changedOn: string;
  userId: number;
  options: unknown;
}) => hash(JSON.stringify(parts));
