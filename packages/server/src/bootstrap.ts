/**
 * Bringing a metadata store up to date: migrations, built-in roles, and on the embedded first start an
 * admin whose generated password is printed once (or taken from ADMIN_PASSWORD).
 */
import type { Config } from './config.js';
import type { MetaStore } from './meta/db.js';
import { migrateToLatest } from './meta/migrate.js';
import { STORE_LOCKS, withStoreLock } from './scale-out/store-lock.js';
import { countUsers, createUser } from './meta/repositories/user.js';
import { generatePassword, hashPassword } from './security/passwords.js';
import { seedSecurity } from './security/seed.js';

/** One process at a time (processes of a deployment start together on one store). */
export function upgradeMetaStore(store: MetaStore): Promise<string[]> {
  return withStoreLock(store, STORE_LOCKS.upgrade, async () => {
    const applied = await migrateToLatest(store);
    await seedSecurity(store.db);
    return applied;
  });
}

export interface CreatedAdmin {
  username: string;
  /** Present only when generated, so the caller can print it once. */
  generatedPassword?: string;
}

export async function createAdmin(
  store: MetaStore,
  opts: { username?: string; password?: string; email?: string; firstName?: string; lastName?: string } = {},
): Promise<CreatedAdmin> {
  const username = opts.username ?? 'admin';
  const generated = opts.password ? undefined : generatePassword();
  await createUser(store.db, {
    username,
    first_name: opts.firstName ?? 'Admin',
    last_name: opts.lastName ?? 'User',
    email: opts.email ?? `${username}@meridian.local`,
    passwordHash: await hashPassword(opts.password ?? generated!),
    roles: ['Admin'],
  });
  return generated ? { username, generatedPassword: generated } : { username };
}

/** The first start of an empty store creates the admin. */
export function ensureFirstAdmin(store: MetaStore, config: Config): Promise<CreatedAdmin | null> {
  // Under a lock, so that of processes starting together on an empty store only one creates it.
  return withStoreLock(store, STORE_LOCKS.firstAdmin, async () => {
    if ((await countUsers(store.db)) > 0) return null;
    return createAdmin(store, config.adminPassword ? { password: config.adminPassword } : {});
  });
}
