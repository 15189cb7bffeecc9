/** Users, roles and (permission, view) pairs in the metadata store. */
import type { RolePermissions } from '@meridian/core';
import type { MetaDb } from '../db.js';
import type { User } from '../schema.js';
import { nowIso } from '../time.js';

export interface NewUser {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  passwordHash: string | null;
  active?: boolean;
  roles: string[];
}

async function ensureNamed(db: MetaDb, table: 'ab_permission' | 'ab_view_menu' | 'ab_role', name: string) {
  const found = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  const row = await db.insertInto(table).values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function ensurePermissionView(db: MetaDb, permission: string, view: string): Promise<number> {
  const permission_id = await ensureNamed(db, 'ab_permission', permission);
  const view_menu_id = await ensureNamed(db, 'ab_view_menu', view);
  const found = await db
    .selectFrom('ab_permission_view')
    .select('id')
    .where('permission_id', '=', permission_id)
    .where('view_menu_id', '=', view_menu_id)
    .executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('ab_permission_view')
    .values({ permission_id, view_menu_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const ensureRole = (db: MetaDb, name: string): Promise<number> => ensureNamed(db, 'ab_role', name);

export async function grant(db: MetaDb, roleId: number, permissionViewId: number): Promise<void> {
  await db
    .insertInto('ab_permission_view_role')
    .values({ role_id: roleId, permission_view_id: permissionViewId })
    .onConflict((oc) => oc.columns(['permission_view_id', 'role_id']).doNothing())
    .execute();
}

export async function findUserByUsername(db: MetaDb, username: string): Promise<User | undefined> {
  return db.selectFrom('ab_user').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findUserById(db: MetaDb, id: number): Promise<User | undefined> {
  return db.selectFrom('ab_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: MetaDb): Promise<number> {
  const row = await db
    .selectFrom('ab_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates a user with its roles in one transaction. Unknown role names are an error. */
export async function createUser(db: MetaDb, user: NewUser): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id } = await trx
      .insertInto('ab_user')
      .values({
        first_name: user.first_name,
        last_name: user.last_name,
        username: user.username,
        email: user.email,
        password: user.passwordHash,
        active: user.active === false ? 0 : 1,
        login_count: 0,
        fail_login_count: 0,
        created_on: now,
        changed_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of user.roles) {
      const role = await trx.selectFrom('ab_role').select('id').where('name', '=', name).executeTakeFirst();
      if (!role) throw new Error(`Unknown role: ${name}`);
      await trx.insertInto('ab_user_role').values({ user_id: id, role_id: role.id }).execute();
    }
    return id;
  });
}

export async function setPassword(db: MetaDb, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('ab_user')
    .set({ password: passwordHash, changed_on: nowIso() })
    .where('id', '=', userId)
    .execute();
}

/** The user's roles with the pairs each grants: the shape of `/api/v1/me/roles/`. */
export async function rolePermissions(db: MetaDb, userId: number): Promise<RolePermissions> {
  const roles = await db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.name'])
    .where('ur.user_id', '=', userId)
    .execute();
  const pairs = await db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_permission_view_role as pvr', 'pvr.role_id', 'ur.role_id')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select(['pvr.role_id', 'p.name as permission', 'v.name as view'])
    .where('ur.user_id', '=', userId)
    .execute();
  const out: Record<string, [string, string][]> = {};
  for (const role of roles) {
    out[role.name] = pairs.filter((p) => p.role_id === role.id).map((p) => [p.permission, p.view]);
  }
  return out;
}

export async function recordLogin(db: MetaDb, user: User, ok: boolean): Promise<void> {
  await db
    .updateTable('ab_user')
    .set(
      ok
        ? { last_login: nowIso(), login_count: user.login_count + 1, fail_login_count: 0 }
        : { fail_login_count: user.fail_login_count + 1 },
    )
    .where('id', '=', user.id)
    .execute();
}
