/** Users (`ab_user`) and their roles (`ab_user_role`) in the metadata store. */
import { sql } from 'kysely';
import type { MetaDb } from '../db.js';
import type { User } from '../schema.js';
import { nowIso } from '../time.js';

/** A user to insert: a hashed password (null for none) and the ids of its roles. */
export interface UserRow {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  passwordHash: string | null;
  active?: boolean | undefined;
}

/** The columns an update may set; the token version is bumped when `bumpTokenVersion` is true. */
export interface UserPatch {
  first_name?: string | undefined;
  last_name?: string | undefined;
  username?: string | undefined;
  email?: string | undefined;
  active?: boolean | undefined;
  passwordHash?: string | undefined;
  bumpTokenVersion?: boolean;
}

export interface NewUser extends UserRow {
  /** Role names; an unknown one is an error. */
  roles: string[];
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

/** Inserts a user with its roles and groups (by id) in one transaction; returns the id. */
export async function insertUser(
  db: MetaDb,
  user: UserRow,
  roleIds: readonly number[],
  groupIds: readonly number[] = [],
): Promise<number> {
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
    await replaceUserRoles(trx, 'user_id', id, roleIds);
    if (groupIds.length)
      await trx
        .insertInto('ab_user_group')
        .values([...new Set(groupIds)].map((group_id) => ({ user_id: id, group_id })))
        .execute();
    return id;
  });
}

/** Creates a user with its roles by name (start-up admin, tests). Unknown role names are an error. */
export async function createUser(db: MetaDb, user: NewUser): Promise<number> {
  const roles = user.roles.length
    ? await db.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', user.roles).execute()
    : [];
  const ids = user.roles.map((name) => {
    const role = roles.find((r) => r.name === name);
    if (!role) throw new Error(`Unknown role: ${name}`);
    return role.id;
  });
  return insertUser(db, user, ids);
}

export async function updateUser(db: MetaDb, id: number, patch: UserPatch): Promise<void> {
  await db
    .updateTable('ab_user')
    .set({
      ...(patch.first_name !== undefined && { first_name: patch.first_name }),
      ...(patch.last_name !== undefined && { last_name: patch.last_name }),
      ...(patch.username !== undefined && { username: patch.username }),
      ...(patch.email !== undefined && { email: patch.email }),
      ...(patch.active !== undefined && { active: patch.active ? 1 : 0 }),
      ...(patch.passwordHash !== undefined && { password: patch.passwordHash }),
      ...(patch.bumpTokenVersion && { token_version: sql<number>`token_version + 1` }),
      changed_on: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export async function setPassword(db: MetaDb, userId: number, passwordHash: string): Promise<void> {
  await updateUser(db, userId, { passwordHash });
}

export async function deleteUser(db: MetaDb, id: number): Promise<void> {
  await db.deleteFrom('ab_user').where('id', '=', id).execute();
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

/** A user other than `exceptId` whose username or email is `value`, case-insensitively. */
export async function userWithSame(
  db: MetaDb,
  field: 'username' | 'email',
  value: string,
  exceptId?: number,
): Promise<number | undefined> {
  const clash = await db
    .selectFrom('ab_user')
    .select('id')
    .where(sql<boolean>`lower(${sql.ref(field)}) = ${value.toLowerCase()}`)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return clash?.id;
}

/** How many of `ids` name a row of `table`. */
export async function countExisting(
  db: MetaDb,
  table: 'ab_user' | 'ab_role' | 'ab_permission_view' | 'ab_group',
  ids: readonly number[],
): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return rows.length;
}

/** Active users holding a role named admin (any case). */
export async function countActiveAdmins(db: MetaDb): Promise<number> {
  const row = await db
    .selectFrom('ab_user as u')
    .innerJoin('ab_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select((eb) => eb.fn.count<number>('u.id').as('n'))
    .where('u.active', '=', 1)
    .where(sql<boolean>`lower(r.name) = 'admin'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Replaces the links of one user (`side` 'user_id': its roles) or of one role (`side` 'role_id':
 * its members) by `others`.
 */
export async function replaceUserRoles(
  db: MetaDb,
  side: 'user_id' | 'role_id',
  id: number,
  others: readonly number[],
): Promise<void> {
  await db.deleteFrom('ab_user_role').where(side, '=', id).execute();
  const unique = [...new Set(others)];
  if (!unique.length) return;
  await db
    .insertInto('ab_user_role')
    .values(
      unique.map((other) =>
        side === 'user_id' ? { user_id: id, role_id: other } : { user_id: other, role_id: id },
      ),
    )
    .execute();
}

/** The roles of each user, by name. */
export async function rolesOfUsers(
  db: MetaDb,
  userIds: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const rows = userIds.length
    ? await db
        .selectFrom('ab_user_role as ur')
        .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
        .select(['ur.user_id', 'r.id', 'r.name'])
        .where('ur.user_id', 'in', userIds)
        .orderBy('r.name')
        .execute()
    : [];
  const out = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) {
    const list = out.get(r.user_id) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.user_id, list);
  }
  return out;
}
