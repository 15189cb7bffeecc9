/**
 * The per-user token version (ab_user.token_version): JWTs carry it in `ver`, sessions in their row.
 * Changing a password or deactivating a user bumps it, which refuses every token issued before.
 */
import { sql } from 'kysely';
import type { MetaDb } from '../meta/db.js';

/** The update value that bumps the version, for use inside the statement that changes the password. */
export const nextTokenVersion = () => sql<number>`token_version + 1`;

export async function bumpTokenVersion(db: MetaDb, userId: number): Promise<void> {
  await db
    .updateTable('ab_user')
    .set({ token_version: nextTokenVersion() })
    .where('id', '=', userId)
    .execute();
}
