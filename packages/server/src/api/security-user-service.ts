/**
 * The rules on users shared by the API and the CLI: unique username and email (400 naming the field),
 * the password policy, no admin may delete or deactivate themselves, and an active admin must remain.
 */
import { sql } from 'kysely';
import type { MetaDb } from '../meta/db.js';
import { nowIso } from '../meta/time.js';
import { passwordProblem } from '../security/password-policy.js';
import { hashPassword } from '../security/passwords.js';
import { HttpError } from './errors.js';

export { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../security/password-policy.js';
export const USERNAME_TAKEN = 'A user with this username already exists.';
export const EMAIL_TAKEN = 'A user with this email already exists.';
export const ROLES_UNKNOWN = 'Some roles do not exist.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own user.';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own user.';
export const LAST_ADMIN = 'This change would leave no active admin: at least one must remain.';

export const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, { message: { [field]: [message] } });

export function checkPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw fieldError(400, field, problem);
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
    const clash = await db
      .selectFrom('ab_user')
      .select('id')
      .where(sql<boolean>`lower(${sql.ref(field)}) = ${value.toLowerCase()}`)
      .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
      .executeTakeFirst();
    if (clash) throw fieldError(400, field, message);
  }
}

export async function checkRoles(db: MetaDb, roleIds: readonly number[], field = 'roles'): Promise<void> {
  const wanted = [...new Set(roleIds)];
  if (!wanted.length) return;
  const found = await db.selectFrom('ab_role').select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw fieldError(400, field, ROLES_UNKNOWN);
}

/** Run inside the transaction that made a change: undoes it (by throwing) when no active admin is left. */
export async function checkAdminRemains(db: MetaDb): Promise<void> {
  const row = await db
    .selectFrom('ab_user as u')
    .innerJoin('ab_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select((eb) => eb.fn.count<number>('u.id').as('n'))
    .where('u.active', '=', 1)
    .where(sql<boolean>`lower(r.name) = 'admin'`)
    .executeTakeFirstOrThrow();
  if (Number(row.n) === 0) throw new HttpError(422, LAST_ADMIN);
}

export async function setUserRoles(db: MetaDb, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('ab_user_role').where('user_id', '=', userId).execute();
  const unique = [...new Set(roleIds)];
  if (unique.length) {
    await db
      .insertInto('ab_user_role')
      .values(unique.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
}

export interface UserInput {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  active?: boolean | undefined;
  roles: number[];
}

/** Validates and inserts a user with its roles; returns the id. */
export async function addUser(db: MetaDb, input: UserInput): Promise<number> {
  checkPassword(input.password);
  await checkUnique(db, input);
  await checkRoles(db, input.roles);
  const password = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id } = await trx
      .insertInto('ab_user')
      .values({
        first_name: input.first_name,
        last_name: input.last_name,
        username: input.username,
        email: input.email,
        password,
        active: input.active === false ? 0 : 1,
        login_count: 0,
        fail_login_count: 0,
        created_on: now,
        changed_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setUserRoles(trx, id, input.roles);
    return id;
  });
}

/** Role ids by name, for the CLI; unknown names are an error naming them. */
export async function roleIdsByName(db: MetaDb, names: readonly string[]): Promise<number[]> {
  if (!names.length) return [];
  const rows = await db.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', names).execute();
  const missing = names.filter((n) => !rows.some((r) => r.name === n));
  if (missing.length) throw fieldError(400, 'roles', `Unknown roles: ${missing.join(', ')}`);
  return rows.map((r) => r.id);
}
