/**
 * Bringing a metadata store up to date: migrations, built-in roles, and on the embedded first start an
 * admin whose generated password is printed once (or taken from ADMIN_PASSWORD).
 */
import type { Config } from './config.js';
import type { MetaStore } from './meta/db.js';
import { migrateToLatest } from './meta/migrate.js';
import { countUsers, createUser } from './meta/repositories/user.js';
import { generatePassword, hashPassword } from './security/passwords.js';
import { seedSecurity } from './security/seed.js';

export async function upgradeMetaStore(store: MetaStore): Promise<string[]> {
  const applied = await migrateToLatest(store);
  await seedSecurity(store.db);
  return applied;
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
export async function ensureFirstAdmin(store: MetaStore, config: Config): Promise<CreatedAdmin | null> {
  if ((await countUsers(store.db)) > 0) return null;
  return createAdmin(store, config.adminPassword ? { password: config.adminPassword } : {});
}
