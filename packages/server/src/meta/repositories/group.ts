/** Groups (`ab_group`), their members (`ab_user_group`) and their roles (`ab_group_role`). */
import { sql, type SqlBool } from 'kysely';
import type { MetaDb } from '../db.js';

export interface GroupRow {
  id: number;
  name: string;
  label: string | null;
  description: string | null;
}

export interface GroupFields {
  name: string;
  label: string | null;
  description: string | null;
}

/** A column filter on name/label/description: equals, contains or starts with (case-insensitive). */
export interface GroupColumnFilter {
  column: 'name' | 'label' | 'description';
  opr: 'eq' | 'ct' | 'sw';
  value: string;
}
/** Groups carrying one of the roles, or having one of the users as a member. */
export interface GroupRelationFilter {
  column: 'roles' | 'users';
  opr: 'rel_m_m';
  value: number[];
}

export interface GroupSearch {
  filters: (GroupColumnFilter | GroupRelationFilter)[];
  order: 'id' | 'name' | 'label';
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const escapeLike = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

const LINKS = {
  roles: { table: 'ab_group_role', fk: 'role_id' },
  users: { table: 'ab_user_group', fk: 'user_id' },
} as const;

function relationPredicate(f: GroupRelationFilter) {
  const { table, fk } = LINKS[f.column];
  if (!f.value.length) return sql<SqlBool>`1 = 0`;
  const values = sql.join(f.value.map((v) => sql`${v}`));
  return sql<SqlBool>`exists (select 1 from ${sql.table(table)} as l where l.group_id = ab_group.id and ${sql.ref(`l.${fk}`)} in (${values}))`;
}

export async function searchGroups(
  db: MetaDb,
  q: GroupSearch,
): Promise<{ count: number; groups: GroupRow[] }> {
  const preds = q.filters.map((f) => {
    if (f.opr === 'rel_m_m') return relationPredicate(f);
    return f.opr === 'eq'
      ? sql<SqlBool>`${sql.ref(f.column)} = ${f.value}`
      : sql<SqlBool>`lower(coalesce(${sql.ref(f.column)}, '')) like ${f.opr === 'ct' ? `%${escapeLike(f.value)}%` : `${escapeLike(f.value)}%`} escape '\\'`;
  });
  const base = db.selectFrom('ab_group').where((eb) => (preds.length ? eb.and(preds) : sql<SqlBool>`1 = 1`));
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const groups = await base
    .select(['id', 'name', 'label', 'description'])
    .orderBy(q.order, q.direction)
    .orderBy('id')
    .limit(q.pageSize)
    .offset(q.page * q.pageSize)
    .execute();
  return { count: Number(n), groups };
}

export const findGroup = (db: MetaDb, id: number): Promise<GroupRow | undefined> =>
  db
    .selectFrom('ab_group')
    .select(['id', 'name', 'label', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();

export const groupNamed = (db: MetaDb, name: string) =>
  db.selectFrom('ab_group').select('id').where('name', '=', name).executeTakeFirst();

export async function insertGroup(db: MetaDb, fields: GroupFields): Promise<number> {
  return (await db.insertInto('ab_group').values(fields).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateGroup(db: MetaDb, id: number, fields: Partial<GroupFields>): Promise<void> {
  if (Object.keys(fields).length) await db.updateTable('ab_group').set(fields).where('id', '=', id).execute();
}

export async function deleteGroup(db: MetaDb, id: number): Promise<boolean> {
  return Number((await db.deleteFrom('ab_group').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
}

export async function setGroupUsers(db: MetaDb, groupId: number, userIds: readonly number[]): Promise<void> {
  await db.deleteFrom('ab_user_group').where('group_id', '=', groupId).execute();
  if (userIds.length)
    await db
      .insertInto('ab_user_group')
      .values(userIds.map((user_id) => ({ user_id, group_id: groupId })))
      .execute();
}

export async function setGroupRoles(db: MetaDb, groupId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('ab_group_role').where('group_id', '=', groupId).execute();
  if (roleIds.length)
    await db
      .insertInto('ab_group_role')
      .values(roleIds.map((role_id) => ({ role_id, group_id: groupId })))
      .execute();
}

/** Replaces the groups that carry a role. */
export async function setRoleGroups(db: MetaDb, roleId: number, groupIds: readonly number[]): Promise<void> {
  await db.deleteFrom('ab_group_role').where('role_id', '=', roleId).execute();
  if (groupIds.length)
    await db
      .insertInto('ab_group_role')
      .values(groupIds.map((group_id) => ({ role_id: roleId, group_id })))
      .execute();
}

/** Members ({id, username}) and roles ({id, name}) of groups, keyed by group id. */
export async function groupLinks(db: MetaDb, groupIds: readonly number[]) {
  const users = new Map<number, { id: number; username: string }[]>();
  const roles = new Map<number, { id: number; name: string }[]>();
  if (!groupIds.length) return { users, roles };
  const [u, r] = await Promise.all([
    db
      .selectFrom('ab_user_group as ug')
      .innerJoin('ab_user as u', 'u.id', 'ug.user_id')
      .select(['ug.group_id', 'u.id', 'u.username'])
      .where('ug.group_id', 'in', groupIds)
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('ab_group_role as gr')
      .innerJoin('ab_role as r', 'r.id', 'gr.role_id')
      .select(['gr.group_id', 'r.id', 'r.name'])
      .where('gr.group_id', 'in', groupIds)
      .orderBy('r.id')
      .execute(),
  ]);
  for (const { group_id, ...user } of u) users.set(group_id, [...(users.get(group_id) ?? []), user]);
  for (const { group_id, ...role } of r) roles.set(group_id, [...(roles.get(group_id) ?? []), role]);
  return { users, roles };
}

/** Users of a group, to refresh their cached permissions after a change. */
export async function membersOfGroups(db: MetaDb, groupIds: readonly number[]): Promise<number[]> {
  if (!groupIds.length) return [];
  const rows = await db
    .selectFrom('ab_user_group')
    .select('user_id')
    .where('group_id', 'in', groupIds)
    .execute();
  return [...new Set(rows.map((r) => r.user_id))];
}

/** How many of `ids` (distinct) are groups. */
export async function countGroups(db: MetaDb, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const { n } = await db
    .selectFrom('ab_group')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Ids of the groups that carry a role. */
export async function groupsOfRole(db: MetaDb, roleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ab_group_role')
    .select('group_id')
    .where('role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.group_id);
}

/** Replaces the groups a user belongs to. */
export async function setUserGroups(db: MetaDb, userId: number, groupIds: readonly number[]): Promise<void> {
  await db.deleteFrom('ab_user_group').where('user_id', '=', userId).execute();
  const unique = [...new Set(groupIds)];
  if (unique.length)
    await db
      .insertInto('ab_user_group')
      .values(unique.map((group_id) => ({ user_id: userId, group_id })))
      .execute();
}

/** The groups ({id, name}) of each user, by name. */
export async function groupsOfUsers(db: MetaDb, userIds: readonly number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (!userIds.length) return out;
  const rows = await db
    .selectFrom('ab_user_group as ug')
    .innerJoin('ab_group as g', 'g.id', 'ug.group_id')
    .select(['ug.user_id', 'g.id', 'g.name'])
    .where('ug.user_id', 'in', userIds)
    .orderBy('g.name')
    .execute();
  for (const { user_id, ...group } of rows) out.set(user_id, [...(out.get(user_id) ?? []), group]);
  return out;
}
