/**
 * Permissions, view menus and their (permission, view) pairs in the metadata store, the pairs roles
 * grant, and the catalogues `/api/v1/security/permissions/`, `/resources/` and `/permissions-resources/`
 * read. Users are in user.ts, roles in role.ts.
 */
import type { RolePermissions } from '@meridian/core';
import { sql, type SqlBool } from 'kysely';
import type { MetaDb } from '../db.js';

/** A filter of the pairs list: any of `columns` matches `value` (equals, contains, starts with). */
export interface PairFilter {
  columns: readonly ('p.name' | 'v.name')[];
  opr: 'eq' | 'ct' | 'sw';
  value: string;
}

export interface PairPage {
  filters: readonly PairFilter[];
  order: 'p.name' | 'v.name' | 'pv.id';
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
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
  return ensurePermissionViewIds(db, permission_id, view_menu_id);
}

/** The pair of a permission and a view menu given by id, made when missing. */
export async function ensurePermissionViewIds(
  db: MetaDb,
  permission_id: number,
  view_menu_id: number,
): Promise<number> {
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

/** The ids of the user's roles: its own and those of its groups. */
const userRoleIds = (db: MetaDb, userId: number) =>
  db
    .selectFrom('ab_user_role')
    .select('role_id')
    .where('user_id', '=', userId)
    .union(
      db
        .selectFrom('ab_user_group as ug')
        .innerJoin('ab_group_role as gr', 'gr.group_id', 'ug.group_id')
        .select('gr.role_id')
        .where('ug.user_id', '=', userId),
    );

/** The user's roles (own and through groups) with the pairs each grants: `/api/v1/me/roles/`. */
export async function rolePermissions(db: MetaDb, userId: number): Promise<RolePermissions> {
  const roles = await db
    .selectFrom('ab_role as r')
    .select(['r.id', 'r.name'])
    .where('r.id', 'in', userRoleIds(db, userId))
    .execute();
  const pairs = await db
    .selectFrom('ab_permission_view_role as pvr')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select(['pvr.role_id', 'p.name as permission', 'v.name as view'])
    .where('pvr.role_id', 'in', userRoleIds(db, userId))
    .execute();
  const out: Record<string, [string, string][]> = {};
  for (const role of roles) {
    out[role.name] = pairs.filter((p) => p.role_id === role.id).map((p) => [p.permission, p.view]);
  }
  return out;
}

/** A permission or a view menu by id. */
export async function findNamed(db: MetaDb, table: 'ab_permission' | 'ab_view_menu', id: number) {
  return db.selectFrom(table).select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

const escapeLike = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

function pairPredicate(f: PairFilter) {
  const parts = f.columns.map((c) => {
    if (f.opr === 'eq') return sql<SqlBool>`${sql.ref(c)} = ${f.value}`;
    const pattern = f.opr === 'ct' ? `%${escapeLike(f.value)}%` : `${escapeLike(f.value)}%`;
    return sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`;
  });
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

function pairsQuery(db: MetaDb) {
  return db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id');
}

/** A pair with the names of both sides. */
export interface PairRow {
  id: number;
  permission: string;
  view_menu: string;
}

/** A page of pairs matching every filter, with how many match in all. */
export async function listPairs(db: MetaDb, q: PairPage): Promise<{ count: number; rows: PairRow[] }> {
  const base = pairsQuery(db).where((eb) =>
    q.filters.length ? eb.and(q.filters.map(pairPredicate)) : sql<SqlBool>`1 = 1`,
  );
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['pv.id', 'p.name as permission', 'v.name as view_menu'])
    .orderBy(q.order, q.direction)
    .orderBy('pv.id')
    .limit(q.pageSize)
    .offset(q.page * q.pageSize)
    .execute();
  return { count: Number(n), rows };
}

export async function findPair(db: MetaDb, id: number): Promise<PairRow | undefined> {
  return pairsQuery(db)
    .select(['pv.id', 'p.name as permission', 'v.name as view_menu'])
    .where('pv.id', '=', id)
    .executeTakeFirst();
}
