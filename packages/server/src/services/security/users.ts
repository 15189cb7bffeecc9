/**
 * The rules on users shared by the API and the CLI: unique username and email (400 naming the field),
 * the password policy, known roles, no admin may delete or deactivate themselves, and an active admin
 * must remain. Changing a password or deactivating a user refuses every token issued before.
 */
import type { UserCreate, UserUpdate } from '@meridian/core';
import { Conflict, invalidField, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { setUserGroups } from '../../meta/repositories/group.js';
import { rolesByName } from '../../meta/repositories/role.js';
import {
  countActiveAdmins,
  countExisting,
  deleteUser,
  findUserById,
  insertUser,
  replaceUserRoles,
  updateUser,
  userWithSame,
} from '../../meta/repositories/user.js';
import type { User } from '../../meta/schema.js';
import { passwordProblem } from '../../security/password-policy.js';
import { hashPassword } from '../../security/passwords.js';

export { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../../security/password-policy.js';
export const USERNAME_TAKEN = 'A user with this username already exists.';
export const EMAIL_TAKEN = 'A user with this email already exists.';
export const ROLES_UNKNOWN = 'Some roles do not exist.';
export const GROUPS_UNKNOWN = 'Some groups do not exist.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own user.';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own user.';
export const LAST_ADMIN = 'This change would leave no active admin: at least one must remain.';

export function checkPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw invalidField(field, problem);
}

/** Username and email are unique case-insensitively (`Bob` and `bob` are the same person). */
export async function checkUnique(
  db: MetaDb,
  values: { username?: string | undefined; email?: string | undefined },
  exceptId?: number,
): Promise<void> {
  for (const [field, message] of [
    ['username', USERNAME_TAKEN],
    ['email', EMAIL_TAKEN],
  ] as const) {
    const value = values[field];
    if (value === undefined) continue;
    if ((await userWithSame(db, field, value, exceptId)) !== undefined) throw invalidField(field, message);
  }
}

/** Every id names an existing row of `table`, or a 400 naming `field`; the ids, each once. */
export async function checkIdsExist(
  db: MetaDb,
  table: 'ab_user' | 'ab_role' | 'ab_permission_view' | 'ab_group',
  ids: readonly number[],
  field: string,
  message: string,
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length && (await countExisting(db, table, wanted)) !== wanted.length) {
    throw invalidField(field, message);
  }
  return wanted;
}

export const checkRoles = (db: MetaDb, roleIds: readonly number[], field = 'roles') =>
  checkIdsExist(db, 'ab_role', roleIds, field, ROLES_UNKNOWN);

export const checkGroups = (db: MetaDb, groupIds: readonly number[], field = 'groups') =>
  checkIdsExist(db, 'ab_group', groupIds, field, GROUPS_UNKNOWN);

/** Run inside the transaction that made a change: undoes it (by throwing) when no active admin is left. */
export async function checkAdminRemains(db: MetaDb): Promise<void> {
  if ((await countActiveAdmins(db)) === 0) throw new Conflict(LAST_ADMIN, undefined, 422);
}

export async function findUser(db: MetaDb, id: number): Promise<User> {
  const row = await findUserById(db, id);
  if (!row) throw new NotFound('Not found');
  return row;
}

/** What a user is created with: the body of `POST /api/v1/security/users/` or the CLI's options. */
export type NewUserInput = Omit<UserCreate, 'groups'> & { groups?: number[] };

/** Validates and inserts a user with its roles and groups (one transaction); returns the id. */
export async function addUser(db: MetaDb, input: NewUserInput): Promise<number> {
  checkPassword(input.password);
  await checkUnique(db, input);
  await checkRoles(db, input.roles);
  const groups = await checkGroups(db, input.groups ?? []);
  const { first_name, last_name, username, email, active } = input;
  const passwordHash = await hashPassword(input.password);
  const row = { first_name, last_name, username, email, active, passwordHash };
  return insertUser(db, row, input.roles, groups);
}

/** Whether the change ends the user's sessions and tokens (a new password, or deactivation). */
export async function changeUser(db: MetaDb, existing: User, body: UserUpdate, callerId: number) {
  if (body.password !== undefined) checkPassword(body.password);
  await checkUnique(db, body, existing.id);
  if (body.roles) await checkRoles(db, body.roles);
  if (body.groups) await checkGroups(db, body.groups);
  if (existing.id === callerId && body.active === false) {
    throw new Conflict(CANNOT_DEACTIVATE_SELF, undefined, 422);
  }
  const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;
  const endsSessions = passwordHash !== undefined || (existing.active === 1 && body.active === false);
  await db.transaction().execute(async (trx) => {
    // Every JWT and session issued before a reset or a deactivation is refused from now on.
    const { first_name, last_name, username, email, active } = body;
    const patch = { first_name, last_name, username, email, active, passwordHash };
    await updateUser(trx, existing.id, { ...patch, bumpTokenVersion: endsSessions });
    if (body.roles) await replaceUserRoles(trx, 'user_id', existing.id, body.roles);
    if (body.groups) await setUserGroups(trx, existing.id, body.groups);
    await checkAdminRemains(trx);
  });
  return { endsSessions };
}

export async function removeUser(db: MetaDb, existing: User, callerId: number): Promise<void> {
  if (existing.id === callerId) throw new Conflict(CANNOT_DELETE_SELF, undefined, 422);
  await db.transaction().execute(async (trx) => {
    await deleteUser(trx, existing.id);
    await checkAdminRemains(trx);
  });
}

/** Role ids by name, for the CLI; unknown names are an error naming them. */
export async function roleIdsByName(db: MetaDb, names: readonly string[]): Promise<number[]> {
  const rows = await rolesByName(db, names);
  const missing = names.filter((n) => !rows.some((r) => r.name === n));
  if (missing.length) throw invalidField('roles', `Unknown roles: ${missing.join(', ')}`);
  return rows.map((r) => r.id);
}
