/** Roles (`ab_role`), the pairs they grant (`ab_permission_view_role`) and their members. */
import { sql } from 'kysely';
import type { MetaDb } from '../db.js';

export interface RoleRow {
  id: number;
  name: string;
}

export interface RoleSearch {
  /** Part of the name, any case. */
  name?: string | undefined;
  orderColumn: 'id' | 'name';
  orderDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export async function findRole(db: MetaDb, id: number): Promise<RoleRow | undefined> {
  return db.selectFrom('ab_role').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** A role other than `exceptId` named `name`, case-insensitively. */
export async function roleNamed(db: MetaDb, name: string, exceptId?: number): Promise<number | undefined> {
  const clash = await db
    .selectFrom('ab_role')
    .select('id')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return clash?.id;
}

/** Role ids of the names that exist (exact names). */
export async function rolesByName(db: MetaDb, names: readonly string[]): Promise<RoleRow[]> {
  if (!names.length) return [];
  return db.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', names).execute();
}

export async function insertRole(db: MetaDb, name: string): Promise<number> {
  const { id } = await db.insertInto('ab_role').values({ name }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function renameRole(db: MetaDb, id: number, name: string): Promise<void> {
  await db.updateTable('ab_role').set({ name }).where('id', '=', id).execute();
}

export async function deleteRole(db: MetaDb, id: number): Promise<void> {
  await db.deleteFrom('ab_role').where('id', '=', id).execute();
}

export async function membersOfRole(db: MetaDb, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('ab_user_role').select('user_id').where('role_id', '=', roleId).execute();
  return rows.map((r) => r.user_id);
}

/** Replaces the role's (permission, view) pairs by `pairIds`. */
export async function replaceRolePairs(
  db: MetaDb,
  roleId: number,
  pairIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('ab_permission_view_role').where('role_id', '=', roleId).execute();
  if (!pairIds.length) return;
  await db
    .insertInto('ab_permission_view_role')
    .values(pairIds.map((permission_view_id) => ({ role_id: roleId, permission_view_id })))
    .execute();
}

/** The role's pairs by name, ordered by view then permission. */
export async function pairsOfRole(db: MetaDb, roleId: number) {
  return db
    .selectFrom('ab_permission_view_role as pvr')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select(['pv.id', 'p.name as permission_name', 'v.name as view_menu_name'])
    .where('pvr.role_id', '=', roleId)
    .orderBy('v.name')
    .orderBy('p.name')
    .execute();
}

/** A page of roles with how many there are in all. */
export async function searchRoles(db: MetaDb, q: RoleSearch): Promise<{ count: number; roles: RoleRow[] }> {
  const base = db
    .selectFrom('ab_role as r')
    .$if(q.name !== undefined, (qb) =>
      qb.where(sql<boolean>`lower(r.name) like ${`%${q.name!.toLowerCase()}%`}`),
    );
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const roles = await base
    .select(['r.id', 'r.name'])
    .orderBy(`r.${q.orderColumn}`, q.orderDirection)
    .limit(q.pageSize)
    .offset(q.page * q.pageSize)
    .execute();
  return { count: Number(n), roles };
}

/** The pair ids, member ids and group ids of each role. */
export async function linksOfRoles(db: MetaDb, roleIds: readonly number[]) {
  if (!roleIds.length) return { pairs: [], members: [], groups: [] };
  const pairs = await db
    .selectFrom('ab_permission_view_role')
    .select(['role_id', 'permission_view_id'])
    .where('role_id', 'in', roleIds)
    .execute();
  const members = await db
    .selectFrom('ab_user_role')
    .select(['role_id', 'user_id'])
    .where('role_id', 'in', roleIds)
    .execute();
  const groups = await db
    .selectFrom('ab_group_role')
    .select(['role_id', 'group_id'])
    .where('role_id', 'in', roleIds)
    .execute();
  return { pairs, members, groups };
}
