/**
 * The rules on roles: names are unique case-insensitively, a role's pairs and members are replaced as
 * a whole and must exist, and no change may leave the store without an active admin. Each change
 * answers the users whose roles changed, so the API can drop their cached permissions at once.
 */
import { invalidField, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import {
  deleteRole,
  findRole,
  insertRole,
  membersOfRole,
  renameRole,
  replaceRolePairs,
  roleNamed,
  type RoleRow,
} from '../../meta/repositories/role.js';
import { replaceUserRoles } from '../../meta/repositories/user.js';
import { checkAdminRemains, checkIdsExist } from './users.js';

export const ROLE_EXISTS = 'A role with this name already exists.';
export const PAIRS_UNKNOWN = 'Some permissions do not exist.';
export const USERS_UNKNOWN = 'Some users do not exist.';

export async function findRoleOr404(db: MetaDb, id: number): Promise<RoleRow> {
  const row = await findRole(db, id);
  if (!row) throw new NotFound('Not found');
  return row;
}

async function checkNameFree(db: MetaDb, name: string, exceptId?: number) {
  if ((await roleNamed(db, name, exceptId)) !== undefined) throw invalidField('name', ROLE_EXISTS);
}

export async function createRole(db: MetaDb, name: string): Promise<number> {
  await checkNameFree(db, name);
  return insertRole(db, name);
}

/** Renames the role; answers its members. Renaming the Admin role away would leave nobody admin. */
export async function changeRoleName(db: MetaDb, role: RoleRow, name: string): Promise<number[]> {
  await checkNameFree(db, name, role.id);
  await db.transaction().execute(async (trx) => {
    await renameRole(trx, role.id, name);
    await checkAdminRemains(trx);
  });
  return membersOfRole(db, role.id);
}

/** Deletes the role; answers its former members. */
export async function removeRole(db: MetaDb, role: RoleRow): Promise<number[]> {
  const members = await membersOfRole(db, role.id);
  await db.transaction().execute(async (trx) => {
    await deleteRole(trx, role.id);
    await checkAdminRemains(trx);
  });
  return members;
}

/** The ids a role's links were replaced by, and the users whose permissions changed. */
export interface LinksChange {
  ids: number[];
  affected: number[];
}

/** Replaces the role's pairs by `pairIds` (unique); its members are affected. */
export async function setRolePairs(
  db: MetaDb,
  role: RoleRow,
  pairIds: readonly number[],
): Promise<LinksChange> {
  const ids = await checkIdsExist(
    db,
    'ab_permission_view',
    pairIds,
    'permission_view_menu_ids',
    PAIRS_UNKNOWN,
  );
  await db.transaction().execute((trx) => replaceRolePairs(trx, role.id, ids));
  return { ids, affected: await membersOfRole(db, role.id) };
}

/** Replaces the role's members by `userIds` (unique); former and new members are affected. */
export async function setRoleMembers(
  db: MetaDb,
  role: RoleRow,
  userIds: readonly number[],
): Promise<LinksChange> {
  const ids = await checkIdsExist(db, 'ab_user', userIds, 'user_ids', USERS_UNKNOWN);
  const before = await membersOfRole(db, role.id);
  await db.transaction().execute(async (trx) => {
    await replaceUserRoles(trx, 'role_id', role.id, ids);
    await checkAdminRemains(trx);
  });
  return { ids, affected: [...new Set([...before, ...ids])] };
}
