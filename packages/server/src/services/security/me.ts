/**
 * The signed-in user changes their own names or password (`PUT /api/v1/me/`). A new password needs
 * the current one (a stolen session or token alone cannot take the account over; guessing it is held
 * back like guessing at sign-in), and bumps the token version: other sessions and every JWT end; the
 * session in use stays.
 */
import type { MeUpdate } from '@meridian/core';
import { invalidField } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { findUserById, updateUser } from '../../meta/repositories/user.js';
import type { User } from '../../meta/schema.js';
import type { LoginLimiter } from '../../security/login-limiter.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import type { SessionStore } from '../../security/sessions.js';
import { checkNotHeldBack } from './login.js';
import { checkPassword, findUser } from './users.js';

export const CURRENT_PASSWORD_MISSING = 'The current password is required to set a new one.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

/** Who asks and from where: the limiter counts failures per address and username. */
export interface Caller {
  id: number;
  username: string;
  ip: string;
  /** The session in use, kept when the password changes. */
  sessionId: string | undefined;
}

async function checkCurrentPassword(db: MetaDb, limiter: LoginLimiter, caller: Caller, current?: string) {
  if (!current) throw invalidField('current_password', CURRENT_PASSWORD_MISSING);
  await checkNotHeldBack(limiter, caller.ip, caller.username);
  const row = await findUserById(db, caller.id);
  if (!(await verifyPassword(row?.password ?? null, current))) {
    await limiter.recordFailure(caller.ip, caller.username);
    throw invalidField('current_password', CURRENT_PASSWORD_WRONG);
  }
}

/** Applies the change and answers the user as stored. */
export async function changeOwnUser(
  deps: { db: MetaDb; sessions: SessionStore; limiter: LoginLimiter },
  caller: Caller,
  body: MeUpdate,
): Promise<User> {
  const { db } = deps;
  if (body.password !== undefined) {
    await checkCurrentPassword(db, deps.limiter, caller, body.current_password);
    checkPassword(body.password);
  }
  const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;
  const { first_name, last_name } = body;
  await updateUser(db, caller.id, {
    first_name,
    last_name,
    passwordHash,
    bumpTokenVersion: passwordHash !== undefined,
  });
  if (passwordHash !== undefined) await deps.sessions.revokeAllForUser(caller.id, caller.sessionId);
  return findUser(db, caller.id);
}
