/**
 * The user a bundle command acts as: the one named with `--username`, or the first admin. Imports
 * and exports check that user's permissions and make them the owner of what is created, as the API
 * does for the signed-in user.
 */
import { sql } from 'kysely';
import { Invalid, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { rolePermissions } from '../../meta/repositories/security.js';
import { findUserById, findUserByUsername } from '../../meta/repositories/user.js';
import type { AuthUser } from '../../security/auth.js';

/** The active user with an admin role (any case) created first. */
async function firstAdminId(db: MetaDb): Promise<number | undefined> {
  const row = await db
    .selectFrom('ab_user as u')
    .innerJoin('ab_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .where('u.active', '=', 1)
    .where(sql<boolean>`lower(r.name) = 'admin'`)
    .orderBy('u.id')
    .executeTakeFirst();
  return row?.id;
}

export async function actingUser(db: MetaDb, username: string | undefined): Promise<AuthUser> {
  const row = username
    ? await findUserByUsername(db, username)
    : await findUserById(db, (await firstAdminId(db)) ?? 0);
  if (!row) {
    throw username
      ? new NotFound(`No user named ${username}`)
      : new NotFound('No active admin: create one with `meridian create-admin` or pass --username');
  }
  if (!row.active) throw new Invalid(`The user ${row.username} is not active`);
  const { id, first_name, last_name, email } = row;
  return { id, username: row.username, first_name, last_name, email, roles: await rolePermissions(db, id) };
}
