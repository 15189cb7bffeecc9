/** Dataset rows for the RLS tests: a database entry per engine and tables in it (metadata only). */
import { randomUUID } from 'node:crypto';
import type { MetaDb } from '../../meta/db.js';
import { NEW_DATABASE_DEFAULTS } from '../../meta/repositories/database.js';
import { nowIso } from '../../meta/time.js';

export async function addDatabaseRow(db: MetaDb, database_name: string, sqlalchemy_uri: string) {
  const now = nowIso();
  const row = await db
    .insertInto('dbs')
    .values({
      uuid: randomUUID(),
      database_name,
      sqlalchemy_uri,
      password: null,
      ...NEW_DATABASE_DEFAULTS,
      extra: '{}',
      created_on: now,
      changed_on: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addDatasetRow(
  db: MetaDb,
  databaseId: number,
  schema: string | null,
  table_name: string,
) {
  const now = nowIso();
  const row = await db
    .insertInto('tables')
    .values({
      uuid: randomUUID(),
      table_name,
      database_id: databaseId,
      catalog: null,
      schema,
      sql: null,
      description: null,
      main_dttm_col: null,
      default_endpoint: null,
      offset: 0,
      cache_timeout: null,
      is_sqllab_view: 0,
      template_params: null,
      extra: null,
      filter_select_enabled: 1,
      fetch_values_predicate: null,
      normalize_columns: 0,
      always_filter_main_dttm: 0,
      is_managed_externally: 0,
      external_url: null,
      created_on: now,
      changed_on: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
