/**
 * Database entries (`dbs`) in the metadata store: lookups by id, name and uuid, the writes of a save
 * and a delete, and what depends on an entry (datasets, reports, SQL Lab tabs).
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { MetaDb } from '../db.js';
import type { DatabaseTable, MetaSchema } from '../schema.js';

type DatabaseRow = Selectable<DatabaseTable>;

export const getDatabaseRow = (db: MetaDb, id: number): Promise<DatabaseRow> =>
  db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const databaseIdExists = async (db: MetaDb, id: number): Promise<boolean> =>
  (await db.selectFrom('dbs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** Another entry with this name (other than `exceptId`). */
export const databaseNameTaken = async (db: MetaDb, name: string, exceptId?: number): Promise<boolean> =>
  (await db
    .selectFrom('dbs')
    .select('id')
    .where('database_name', '=', name)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst()) !== undefined;

export const databaseUuidTaken = async (db: MetaDb, uuid: string): Promise<boolean> =>
  (await db.selectFrom('dbs').select('id').where('uuid', '=', uuid).executeTakeFirst()) !== undefined;

/** The saved URI and sealed password of an entry found by id or else by name. */
export const storedConnectionOf = (db: MetaDb, by: { id?: number | null; name?: string | null }) =>
  db
    .selectFrom('dbs')
    .select(['sqlalchemy_uri', 'password'])
    .where((eb) =>
      by.id !== undefined && by.id !== null ? eb('id', '=', by.id) : eb('database_name', '=', by.name!),
    )
    .executeTakeFirst();

/** A new entry's flags (Superset's column defaults): one list for the save, the examples and tests. */
export const NEW_DATABASE_DEFAULTS = {
  expose_in_sqllab: 1,
  allow_run_async: 0,
  allow_ctas: 0,
  allow_cvas: 0,
  allow_dml: 0,
  allow_file_upload: 0,
  impersonate_user: 0,
  configuration_method: 'sqlalchemy_form',
  is_managed_externally: 0,
} satisfies Partial<Insertable<DatabaseTable>>;

export const insertDatabaseRow = async (db: MetaDb, values: Insertable<DatabaseTable>): Promise<number> =>
  (await db.insertInto('dbs').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const updateDatabaseRow = (db: MetaDb, id: number, values: Updateable<DatabaseTable>) =>
  db.updateTable('dbs').set(values).where('id', '=', id).execute();

export const deleteDatabaseRow = (db: MetaDb, id: number) =>
  db.deleteFrom('dbs').where('id', '=', id).execute();

export const hasDatasets = async (db: MetaDb, databaseId: number): Promise<boolean> =>
  (await db.selectFrom('tables').select('id').where('database_id', '=', databaseId).limit(1).execute())
    .length > 0;

/** Names of the alerts and reports on this database. */
export const reportNamesOf = async (db: MetaDb, databaseId: number): Promise<string[]> =>
  (await db.selectFrom('report_schedule').select('name').where('database_id', '=', databaseId).execute()).map(
    (r) => r.name,
  );

/** SQL Lab tabs on this database (of one user when `userId` is given). */
export const tabStatesOf = (db: MetaDb, databaseId: number, userId: number | null) =>
  db
    .selectFrom('tab_state')
    .select(['id', 'label', 'active'])
    .where('database_id', '=', databaseId)
    .$if(userId !== null, (q) => q.where('user_id', '=', userId!))
    .orderBy('id')
    .execute();

/** `extra` of the physical datasets of one schema, by table name (the `tables/` list shows it). */
export const physicalDatasetExtras = (db: MetaDb, databaseId: number, schema: string | null) =>
  db
    .selectFrom('tables')
    .select(['table_name', 'extra'])
    .where('database_id', '=', databaseId)
    .where((eb) => (schema === null ? eb('schema', 'is', null) : eb('schema', '=', schema)))
    .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
    .execute();

/** `id`, `uuid`, `database_name` of these entries (the dataset list's database reference). */
export const databaseRefs = (db: MetaDb, ids: number[]) =>
  ids.length
    ? db.selectFrom('dbs').select(['id', 'uuid', 'database_name']).where('id', 'in', ids).execute()
    : Promise.resolve([]);

type DbsEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dbs'] }, 't'>;

/** A page of databases whose name contains `filter` (case-insensitive), by name; and their count. */
export async function databaseOptions(
  db: MetaDb,
  q: { filter: string; page: number; page_size: number },
  visible: (eb: DbsEb) => Expression<SqlBool> | null,
) {
  const text = `%${q.filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const base = db.selectFrom('dbs as t').where((eb) => {
    const vis = visible(eb);
    const match = sql<boolean>`lower(t.database_name) like ${text} escape '\\'`;
    return vis ? eb.and([match, vis]) : match;
  });
  const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await base
    .select(['t.id', 't.database_name'])
    .orderBy('t.database_name')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  return { count: Number(counted?.n ?? 0), rows };
}
