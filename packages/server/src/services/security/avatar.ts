/** A user's avatar URL (Superset's user_attribute.avatar_url). */
import type { MetaDb } from '../../meta/db.js';

const WEB_URL = /^https?:\/\//i;

/**
 * The user's stored avatar URL; null when the user has none (only http(s) URLs count: a redirect
 * elsewhere, e.g. `javascript:`, is never answered); undefined when there is no such user.
 */
export async function userAvatarUrl(db: MetaDb, userId: number): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('ab_user as u')
    .leftJoin('user_attribute as a', 'a.user_id', 'u.id')
    .select('a.avatar_url')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.avatar_url && WEB_URL.test(row.avatar_url) ? row.avatar_url : null;
}
