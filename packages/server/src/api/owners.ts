/** Owner lists shared by resources with owners (dashboards, charts, datasets, reports). */
import { isAdmin } from '@meridian/core';
import { sql } from 'kysely';
import type { MetaDb } from '../meta/db.js';
import type { AuthUser } from '../security/auth.js';
import { HttpError } from './errors.js';

export interface OwnerRef {
  id: number;
  first_name: string;
  last_name: string;
}

export type OwnerLinkTable = 'dashboard_user' | 'slice_user' | 'sqlatable_user' | 'report_schedule_user';

/** Owners of many objects in one query, keyed by object id. */
export async function ownersOf(
  db: MetaDb,
  table: OwnerLinkTable,
  fk: string,
  ids: number[],
): Promise<Map<number, OwnerRef[]>> {
  const out = new Map<number, OwnerRef[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom(`${table} as l` as 'dashboard_user as l')
    .innerJoin('ab_user as u', 'u.id', 'l.user_id')
    .select([sql.ref<number>(`l.${fk}`).as('obj_id'), 'u.id', 'u.first_name', 'u.last_name'])
    .where(sql.ref(`l.${fk}`), 'in', ids)
    .orderBy('u.id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.obj_id) ?? [];
    list.push({ id: r.id, first_name: r.first_name, last_name: r.last_name });
    out.set(r.obj_id, list);
  }
  return out;
}

/**
 * The owner ids to store: the requested ones (which must exist), plus the caller unless the caller is
 * an admin, as Superset does, so nobody locks themselves out of what they create.
 */
export async function resolveOwners(
  db: MetaDb,
  requested: number[] | undefined,
  user: AuthUser,
): Promise<number[]> {
  const ids = new Set(requested ?? []);
  if (ids.size) {
    const found = await db
      .selectFrom('ab_user')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    if (found.length !== ids.size)
      throw new HttpError(400, 'invalid', { message: { owners: ['Owners are invalid'] } });
  }
  if (!isAdmin(user) || ids.size === 0) ids.add(user.id);
  return [...ids];
}

/**
 * Sets the owners of one object, `fk` = `id` in `table` (run it in the caller's transaction): the
 * old links go, one link per owner comes.
 */
export async function replaceOwners(
  db: MetaDb,
  table: OwnerLinkTable,
  fk: string,
  id: number,
  owners: readonly number[],
): Promise<void> {
  // One table type stands for the four link tables: they differ only in their object column.
  const link = table as 'dashboard_user';
  await db.deleteFrom(link).where(sql.ref(fk), '=', id).execute();
  if (owners.length === 0) return;
  await db
    .insertInto(link)
    .values(owners.map((user_id) => ({ [fk]: id, user_id }) as { dashboard_id: number; user_id: number }))
    .execute();
}
