/**
 * Saved queries (`saved_query`) and their custom tags (tagged_object.object_type 'query').
 * Who may see or change one is the service's rule (services/saved-query/).
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MetaDb } from '../db.js';
import type { SavedQueryTable } from '../schema.js';
import { nowIso } from '../time.js';

export type SavedQueryRow = Selectable<SavedQueryTable>;
type NewSavedQuery = Omit<Insertable<SavedQueryTable>, 'uuid' | 'created_on' | 'changed_on'>;

/** tagged_object.object_type of saved queries. */
export const SAVED_QUERY_TAG_OBJECT = 'query';

export const findSavedQuery = (db: MetaDb, id: number): Promise<SavedQueryRow | undefined> =>
  db.selectFrom('saved_query').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertSavedQuery(db: MetaDb, values: NewSavedQuery): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('saved_query')
    .values({ ...values, uuid: randomUUID(), created_on: now, changed_on: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updateSavedQuery = (db: MetaDb, id: number, patch: Updateable<SavedQueryTable>) =>
  db
    .updateTable('saved_query')
    .set({ ...patch, changed_on: nowIso() })
    .where('id', '=', id)
    .execute();

/** Deletes the saved queries and their tag links. */
export const deleteSavedQueries = (db: MetaDb, ids: number[]) =>
  db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('tagged_object')
      .where('object_type', '=', SAVED_QUERY_TAG_OBJECT)
      .where('object_id', 'in', ids)
      .execute();
    await trx.deleteFrom('saved_query').where('id', 'in', ids).execute();
  });

/** The custom tags of these saved queries. */
export const savedQueryTags = (db: MetaDb, ids: number[]) =>
  ids.length
    ? db
        .selectFrom('tagged_object as o')
        .innerJoin('tag as t', 't.id', 'o.tag_id')
        .select(['o.object_id', 't.id', 't.name', 't.type'])
        .where('o.object_type', '=', SAVED_QUERY_TAG_OBJECT)
        .where('t.type', '=', 'custom')
        .where('o.object_id', 'in', ids)
        .execute()
    : Promise.resolve([]);

/** Name and URI of these databases. */
export const databasesOf = (db: MetaDb, ids: number[]) =>
  ids.length
    ? db.selectFrom('dbs').select(['id', 'database_name', 'sqlalchemy_uri']).where('id', 'in', ids).execute()
    : Promise.resolve([]);
