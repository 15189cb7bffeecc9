/** Themes in the metadata store, with the system default/dark flags (at most one theme holds each). */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { MetaDb } from '../db.js';
import { createdBy } from './audit.js';
import type { ThemeTable } from '../schema.js';

export type ThemeRow = Selectable<ThemeTable>;
export type SystemFlag = 'is_system_default' | 'is_system_dark';

export function findTheme(db: MetaDb, id: number): Promise<ThemeRow | undefined> {
  return db.selectFrom('themes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findThemes(db: MetaDb, ids: readonly number[]): Promise<ThemeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('themes').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

export function findThemeByUuid(db: MetaDb, uuid: string): Promise<ThemeRow | undefined> {
  return db.selectFrom('themes').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** A new theme created now by the user; answers its id. */
export async function insertTheme(
  db: MetaDb,
  fields: { theme_name: string; json_data: string; uuid?: string },
  userId: number,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('themes')
    .values({ uuid: randomUUID(), is_system: 0, ...fields, ...createdBy(userId, now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTheme(
  db: MetaDb,
  id: number,
  fields: { theme_name?: string; json_data?: string },
  userId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('themes')
    .set({ ...fields, changed_on: now, changed_by_fk: userId })
    .where('id', '=', id)
    .execute();
}

/** Deletes the themes, first detaching the dashboards that use them (Superset's dissociate step). */
export async function deleteThemes(db: MetaDb, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('dashboards').set({ theme_id: null }).where('theme_id', 'in', ids).execute();
    await trx.deleteFrom('themes').where('id', 'in', ids).execute();
  });
}

/** Makes `id` the only theme holding the flag (null: none holds it). */
export async function setSystemFlag(db: MetaDb, flag: SystemFlag, id: number | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('themes')
      .set({ [flag]: 0 })
      .where(flag, '=', 1)
      .execute();
    if (id !== null)
      await trx
        .updateTable('themes')
        .set({ [flag]: 1 })
        .where('id', '=', id)
        .execute();
  });
}

/** The JSON text of the theme holding the flag, if any. */
export async function systemThemeJson(db: MetaDb, flag: SystemFlag): Promise<string | null> {
  const row = await db.selectFrom('themes').select('json_data').where(flag, '=', 1).executeTakeFirst();
  return row?.json_data ?? null;
}
