/**
 * SQL Lab's history rows (`query`) as the routes read and change them, and the database rows SQL
 * Lab runs on. Writes of a run in progress are the executor's (sqllab/query-record.ts).
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DatabaseRow } from '../../datasources/connections.js';
import type { MetaDb } from '../db.js';
import type { MetaSchema } from '../schema.js';
import type { QueryRow } from '../../sqllab/query-record.js';

export const findQueryById = (db: MetaDb, id: number): Promise<QueryRow | undefined> =>
  db.selectFrom('query').selectAll().where('id', '=', id).executeTakeFirst();

export const findQueryByResultsKey = (db: MetaDb, key: string): Promise<QueryRow | undefined> =>
  db.selectFrom('query').selectAll().where('results_key', '=', key).executeTakeFirst();

export const deleteQuery = (db: MetaDb, id: number) => db.deleteFrom('query').where('id', '=', id).execute();

/** The user's queries run from these tabs (sql_editor_id). */
export const queriesOfTabs = (db: MetaDb, userId: number, tabIds: string[]): Promise<QueryRow[]> =>
  tabIds.length
    ? db
        .selectFrom('query')
        .selectAll()
        .where('user_id', '=', userId)
        .where('sql_editor_id', 'in', tabIds)
        .execute()
    : Promise.resolve([]);

/** The user's queries changed after `sinceIso`, oldest change first. */
export const queriesChangedSince = (db: MetaDb, userId: number, sinceIso: string): Promise<QueryRow[]> =>
  db
    .selectFrom('query')
    .selectAll()
    .where('user_id', '=', userId)
    .where('changed_on', '>', sinceIso)
    .orderBy('changed_on')
    .execute();

export const findDatabaseRow = (db: MetaDb, id: number): Promise<DatabaseRow | undefined> =>
  db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst();

export const databaseExists = async (db: MetaDb, id: number): Promise<boolean> =>
  (await db.selectFrom('dbs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export type DatabaseVisibility = (
  eb: ExpressionBuilder<MetaSchema & { t: MetaSchema['dbs'] }, 't'>,
) => Expression<SqlBool> | null;

/** Databases exposed in SQL Lab that `visible` lets through (null: all), by name. */
export const sqlLabDatabases = (db: MetaDb, visible: DatabaseVisibility): Promise<DatabaseRow[]> =>
  db
    .selectFrom('dbs as t')
    .selectAll('t')
    .where((eb) => {
      const vis = visible(eb);
      return vis ? eb.and([eb('t.expose_in_sqllab', '=', 1), vis]) : eb('t.expose_in_sqllab', '=', 1);
    })
    .orderBy('t.database_name')
    .execute();
