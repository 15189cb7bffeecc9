/**
 * Writes to the security catalogues an administrator edits through the API: view menus (Superset's
 * "resources") and (permission, view menu) pairs. Deleting either removes the grants that use it
 * (foreign keys cascade).
 */
import type { MetaDb } from '../db.js';

export const viewMenuNamed = (db: MetaDb, name: string) =>
  db.selectFrom('ab_view_menu').select('id').where('name', '=', name).executeTakeFirst();

export async function insertViewMenu(db: MetaDb, name: string): Promise<number> {
  const row = await db.insertInto('ab_view_menu').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renameViewMenu(db: MetaDb, id: number, name: string): Promise<boolean> {
  const res = await db.updateTable('ab_view_menu').set({ name }).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteViewMenu(db: MetaDb, id: number): Promise<boolean> {
  const res = await db.deleteFrom('ab_view_menu').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export const pairOf = (db: MetaDb, permissionId: number, viewMenuId: number) =>
  db
    .selectFrom('ab_permission_view')
    .select('id')
    .where('permission_id', '=', permissionId)
    .where('view_menu_id', '=', viewMenuId)
    .executeTakeFirst();

export async function insertPair(db: MetaDb, permissionId: number, viewMenuId: number): Promise<number> {
  const row = await db
    .insertInto('ab_permission_view')
    .values({ permission_id: permissionId, view_menu_id: viewMenuId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePair(db: MetaDb, id: number, permissionId: number, viewMenuId: number) {
  const res = await db
    .updateTable('ab_permission_view')
    .set({ permission_id: permissionId, view_menu_id: viewMenuId })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deletePair(db: MetaDb, id: number): Promise<boolean> {
  const res = await db.deleteFrom('ab_permission_view').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
