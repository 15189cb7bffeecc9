/**
 * Checking credentials: the password of an active user, held back per address and username after
 * repeated failures (the same limiter guards the current password of `PUT /api/v1/me/`), and the
 * user a refresh token still stands for.
 */
import { AccessDenied } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { findUserById, findUserByUsername, recordLogin } from '../../meta/repositories/user.js';
import type { User } from '../../meta/schema.js';
import type { TokenClaims } from '../../security/jwt.js';
import { TOO_MANY_ATTEMPTS, type LoginLimiter } from '../../security/login-limiter.js';
import { burnVerifyTime, verifyPassword } from '../../security/passwords.js';

export const INVALID_LOGIN = 'Invalid login. Please try again.';

/** Too many failed attempts: a 429 whose answer says when to try again (`retry-after`). */
export class TooManyAttempts extends AccessDenied {
  constructor(readonly retryAfterS: number) {
    super(TOO_MANY_ATTEMPTS, undefined, 429);
  }
}

/** Throws TooManyAttempts while the limiter holds this address and username back. */
export async function checkNotHeldBack(limiter: LoginLimiter, ip: string, username: string): Promise<void> {
  const wait = await limiter.retryAfterMs(ip, username);
  if (wait > 0) throw new TooManyAttempts(Math.ceil(wait / 1000));
}

async function checkCredentials(db: MetaDb, username: string, password: string): Promise<User | null> {
  const user = await findUserByUsername(db, username);
  if (!user) {
    await burnVerifyTime(password);
    return null;
  }
  const ok = user.active === 1 && (await verifyPassword(user.password, password));
  await recordLogin(db, user, ok);
  return ok ? user : null;
}

/** The user, or null for wrong credentials; TooManyAttempts while held back. */
export async function authenticate(
  db: MetaDb,
  limiter: LoginLimiter,
  ip: string,
  username: string,
  password: string,
): Promise<User | null> {
  await checkNotHeldBack(limiter, ip, username);
  const found = await checkCredentials(db, username, password);
  if (found) await limiter.recordSuccess(ip, username);
  else await limiter.recordFailure(ip, username);
  return found;
}

/** The user a refresh token names, unless deactivated or the token predates a password change. */
export async function refreshableUser(db: MetaDb, claims: TokenClaims | null): Promise<User | null> {
  const user = claims ? await findUserById(db, claims.userId) : undefined;
  if (!user || !user.active || user.token_version !== claims!.version) return null;
  return user;
}
