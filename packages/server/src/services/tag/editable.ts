/**
 * Which objects a user may tag: the ones they may edit (admins all; owners their dashboards and
 * charts; a saved query's user or creator). Objects that do not exist count as not editable.
 */
import { isAdmin } from '@meridian/core';
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../../security/auth.js';
import type { ObjectTypeName } from './vocabulary.js';

async function existing(db: MetaDb, type: ObjectTypeName, ids: number[]): Promise<number[]> {
  const table = type === 'dashboard' ? 'dashboards' : type === 'chart' ? 'slices' : 'saved_query';
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

async function owned(db: MetaDb, type: ObjectTypeName, ids: number[], userId: number): Promise<number[]> {
  if (type === 'query') {
    const rows = await db
      .selectFrom('saved_query')
      .select('id')
      .where('id', 'in', ids)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('created_by_fk', '=', userId)]))
      .execute();
    return rows.map((r) => r.id);
  }
  if (type === 'dashboard') {
    const rows = await db
      .selectFrom('dashboard_user')
      .select('dashboard_id as id')
      .where('dashboard_id', 'in', ids)
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.id);
  }
  const rows = await db
    .selectFrom('slice_user')
    .select('slice_id as id')
    .where('slice_id', 'in', ids)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.id);
}

/** The ids among these the user may tag. */
export async function editableIds(
  db: MetaDb,
  user: AuthUser,
  type: ObjectTypeName,
  ids: readonly number[],
): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const found = isAdmin(user) ? await existing(db, type, wanted) : await owned(db, type, wanted, user.id);
  return new Set(found);
}
