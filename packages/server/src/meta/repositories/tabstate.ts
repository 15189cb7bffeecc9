/**
 * SQL Lab's editor state: the user's tabs (`tab_state`) and the tables opened in them
 * (`table_schema`). Ownership is the service's rule (sqllab/tabs.ts); these only read and write.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MetaDb } from '../db.js';
import type { TableSchemaTable, TabStateTable } from '../schema.js';
import { nowIso } from '../time.js';

export type TabRow = Selectable<TabStateTable>;
export type TableSchemaRow = Selectable<TableSchemaTable>;
type NewTab = Omit<Insertable<TabStateTable>, 'active' | 'created_on' | 'changed_on'>;
type NewTableSchema = Omit<Insertable<TableSchemaTable>, 'expanded' | 'created_on' | 'changed_on'>;

/** The user's tabs (id, label, active), oldest first. */
export const tabsOf = (db: MetaDb, userId: number) =>
  db
    .selectFrom('tab_state')
    .select(['id', 'label', 'active'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

export const findTab = (db: MetaDb, id: number): Promise<TabRow | undefined> =>
  db.selectFrom('tab_state').selectAll().where('id', '=', id).executeTakeFirst();

/** A new tab, made the user's active one. */
export const insertActiveTab = (db: MetaDb, values: NewTab): Promise<number> =>
  db.transaction().execute(async (trx) => {
    await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', values.user_id).execute();
    const now = nowIso();
    const row = await trx
      .insertInto('tab_state')
      .values({ ...values, active: 1, created_on: now, changed_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });

export const updateTab = (db: MetaDb, id: number, patch: Updateable<TabStateTable>) =>
  db
    .updateTable('tab_state')
    .set({ ...patch, changed_on: nowIso() })
    .where('id', '=', id)
    .execute();

export const deleteTab = (db: MetaDb, id: number) =>
  db.transaction().execute(async (trx) => {
    await trx.deleteFrom('table_schema').where('tab_state_id', '=', id).execute();
    await trx.deleteFrom('tab_state').where('id', '=', id).execute();
  });

export const activateTab = (db: MetaDb, userId: number, id: number) =>
  db.transaction().execute(async (trx) => {
    await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', userId).execute();
    await trx.updateTable('tab_state').set({ active: 1 }).where('id', '=', id).execute();
  });

/** The user's query of this client id moves to the tab. */
export const moveQueryToTab = (db: MetaDb, userId: number, clientId: string, tabId: number) =>
  db
    .updateTable('query')
    .set({ sql_editor_id: String(tabId), changed_on: nowIso() })
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .execute();

/** Deletes the user's query from the tab; the tab's latest query becomes the previous one if it was it. */
export const deleteTabQuery = (db: MetaDb, userId: number, tab: TabRow, clientId: string) =>
  db.transaction().execute(async (trx) => {
    const ofTab = String(tab.id);
    if (tab.latest_query_id === clientId) {
      const previous = await trx
        .selectFrom('query')
        .select('client_id')
        .where('client_id', '!=', clientId)
        .where('user_id', '=', userId)
        .where('sql_editor_id', '=', ofTab)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      await trx
        .updateTable('tab_state')
        .set({ latest_query_id: previous?.client_id ?? null })
        .where('id', '=', tab.id)
        .execute();
    }
    await trx
      .deleteFrom('query')
      .where('client_id', '=', clientId)
      .where('user_id', '=', userId)
      .where('sql_editor_id', '=', ofTab)
      .execute();
  });

export const tableSchemasOf = (db: MetaDb, tabId: number): Promise<TableSchemaRow[]> =>
  db.selectFrom('table_schema').selectAll().where('tab_state_id', '=', tabId).orderBy('id').execute();

/** A table panel's id and the user owning its tab. */
export const findTableSchemaOwner = (db: MetaDb, id: number) =>
  db
    .selectFrom('table_schema as ts')
    .innerJoin('tab_state as t', 't.id', 'ts.tab_state_id')
    .select(['ts.id', 't.user_id'])
    .where('ts.id', '=', id)
    .executeTakeFirst();

/** One entry per table and tab: a re-added table replaces the old one. Starts expanded. */
export const replaceTableSchema = (db: MetaDb, values: NewTableSchema): Promise<number> =>
  db.transaction().execute(async (trx) => {
    let del = trx
      .deleteFrom('table_schema')
      .where('tab_state_id', '=', values.tab_state_id)
      .where('database_id', '=', values.database_id)
      .where('table', '=', values.table);
    del = values.schema ? del.where('schema', '=', values.schema) : del.where('schema', 'is', null);
    del = values.catalog ? del.where('catalog', '=', values.catalog) : del.where('catalog', 'is', null);
    await del.execute();
    const now = nowIso();
    const row = await trx
      .insertInto('table_schema')
      .values({ ...values, expanded: 1, created_on: now, changed_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });

export const deleteTableSchema = (db: MetaDb, id: number) =>
  db.deleteFrom('table_schema').where('id', '=', id).execute();

export const setTableSchemaExpanded = (db: MetaDb, id: number, expanded: boolean) =>
  db
    .updateTable('table_schema')
    .set({ expanded: expanded ? 1 : 0, changed_on: nowIso() })
    .where('id', '=', id)
    .execute();
