/**
 * Server-side sessions. The cookie holds a random token; the store keeps only its SHA-256, so a copy
 * of the metadata database cannot be replayed as sessions. Logout deletes the row (revocation); a
 * session also ends when its user's token version moved on (password change, deactivation).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { MetaDb } from '../meta/db.js';
import { nowIso } from '../meta/time.js';

export const SESSION_COOKIE = 'session';

export const tokenId = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionRecord {
  userId: number;
  csrfToken: string;
  id: string;
}

export class SessionStore {
  constructor(
    private readonly db: MetaDb,
    private readonly ttlMs: number,
  ) {}

  async create(
    user: { id: number; token_version: number },
    userAgent: string | undefined,
  ): Promise<{ token: string; csrfToken: string }> {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db
      .insertInto('sessions')
      .values({
        id: tokenId(token),
        user_id: user.id,
        token_version: user.token_version,
        csrf_token: csrfToken,
        created_on: new Date(now).toISOString(),
        expires_on: new Date(now + this.ttlMs).toISOString(),
        last_seen: new Date(now).toISOString(),
        user_agent: userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    return { token, csrfToken };
  }

  /** The live session of a token, or null when unknown, expired, outdated or its user is inactive. */
  async resolve(token: string): Promise<SessionRecord | null> {
    const id = tokenId(token);
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('ab_user as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.user_id',
        's.csrf_token',
        's.expires_on',
        's.token_version',
        'u.active',
        'u.token_version as user_version',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!row || row.expires_on <= nowIso() || !row.active || row.token_version !== row.user_version)
      return null;
    return { id: row.id, userId: row.user_id, csrfToken: row.csrf_token };
  }

  async revoke(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', tokenId(token)).execute();
  }

  /**
   * Revokes every session of a user but one (used when a password changes or a user is deactivated);
   * the kept one moves to the user's current token version so it stays valid.
   */
  async revokeAllForUser(userId: number, exceptId?: string): Promise<void> {
    let q = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) q = q.where('id', '!=', exceptId);
    await q.execute();
    if (!exceptId) return;
    await this.db
      .updateTable('sessions')
      .set((eb) => ({
        token_version: eb.selectFrom('ab_user').select('token_version').where('id', '=', userId),
      }))
      .where('id', '=', exceptId)
      .where('user_id', '=', userId)
      .execute();
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_on', '<=', nowIso()).execute();
  }
}
