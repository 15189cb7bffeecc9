/** CSS templates in the metadata store. */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { MetaDb } from '../db.js';
import { createdBy } from './audit.js';
import type { CssTemplateTable } from '../schema.js';

export type CssTemplateRow = Selectable<CssTemplateTable>;

export function findCssTemplate(db: MetaDb, id: number): Promise<CssTemplateRow | undefined> {
  return db.selectFrom('css_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new template created now by the user; answers its id. */
export async function insertCssTemplate(
  db: MetaDb,
  fields: { template_name: string; css: string },
  userId: number,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('css_templates')
    .values({ uuid: randomUUID(), ...fields, ...createdBy(userId, now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCssTemplate(
  db: MetaDb,
  id: number,
  fields: { template_name?: string; css?: string },
  userId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('css_templates')
    .set({ ...fields, changed_on: now, changed_by_fk: userId })
    .where('id', '=', id)
    .execute();
}

/** How many of the ids are templates. */
export async function countCssTemplates(db: MetaDb, ids: readonly number[]): Promise<number> {
  const found = await db.selectFrom('css_templates').select('id').where('id', 'in', ids).execute();
  return found.length;
}

export async function deleteCssTemplates(db: MetaDb, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('css_templates').where('id', 'in', ids).execute();
}
