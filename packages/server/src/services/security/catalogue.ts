/**
 * Administering Superset's security catalogues (Flask-AppBuilder's ViewMenuApi and
 * PermissionViewMenuApi): create, rename and delete view menus, and create, re-point and delete
 * (permission, view menu) pairs. Names are unique; a pair names an existing permission and view menu
 * and exists once. Deleting removes the grants that used it.
 */
import { Conflict, invalidField, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { findNamed, findPair } from '../../meta/repositories/security.js';
import {
  deletePair,
  deleteViewMenu,
  insertPair,
  insertViewMenu,
  pairOf,
  renameViewMenu,
  updatePair,
  viewMenuNamed,
} from '../../meta/repositories/security-catalogue.js';

/** FAB's answer to a unique-constraint failure (422). */
const DUPLICATE = 'Integrity error, probably unique constraint';

export interface PairInput {
  permission_id: number;
  view_menu_id: number;
}

async function freeName(db: MetaDb, name: string, exceptId?: number): Promise<void> {
  const taken = await viewMenuNamed(db, name);
  if (taken && taken.id !== exceptId) throw new Conflict(DUPLICATE, { message: DUPLICATE }, 422);
}

export async function createViewMenu(db: MetaDb, name: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await freeName(trx, name);
    return insertViewMenu(trx, name);
  });
}

export async function updateViewMenu(db: MetaDb, id: number, name: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findNamed(trx, 'ab_view_menu', id))) throw new NotFound('Not found');
    await freeName(trx, name, id);
    await renameViewMenu(trx, id, name);
  });
}

export async function removeViewMenu(db: MetaDb, id: number): Promise<void> {
  if (!(await deleteViewMenu(db, id))) throw new NotFound('Not found');
}

/** Both sides exist (400 naming the field otherwise) and the pair is not there yet (422). */
async function checkPair(db: MetaDb, input: PairInput, exceptId?: number): Promise<void> {
  if (!(await findNamed(db, 'ab_permission', input.permission_id)))
    throw invalidField('permission_id', 'Permission does not exist');
  if (!(await findNamed(db, 'ab_view_menu', input.view_menu_id)))
    throw invalidField('view_menu_id', 'View menu does not exist');
  const existing = await pairOf(db, input.permission_id, input.view_menu_id);
  if (existing && existing.id !== exceptId) throw new Conflict(DUPLICATE, { message: DUPLICATE }, 422);
}

export async function createPair(db: MetaDb, input: PairInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkPair(trx, input);
    return insertPair(trx, input.permission_id, input.view_menu_id);
  });
}

export async function changePair(db: MetaDb, id: number, input: PairInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findPair(trx, id))) throw new NotFound('Not found');
    await checkPair(trx, input, id);
    await updatePair(trx, id, input.permission_id, input.view_menu_id);
  });
}

export async function removePair(db: MetaDb, id: number): Promise<void> {
  if (!(await deletePair(db, id))) throw new NotFound('Not found');
}
