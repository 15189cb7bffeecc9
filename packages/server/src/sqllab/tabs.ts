/**
 * SQL Lab's editor tabs and table panels kept on the server: a tab belongs to its user (anyone
 * else's is "not found"), and what a tab points at (database, saved query, latest query) must
 * exist and, for saved and latest queries, be the user's own.
 */
import type { z } from 'zod';
import type { queryEditorSchema, tableSchemaBodySchema, tabStatePutSchema } from '@meridian/core';
import { invalidField, NotFound } from '../domain-errors.js';
import type { MetaDb } from '../meta/db.js';
import { databaseExists } from '../meta/repositories/query.js';
import { findSavedQuery } from '../meta/repositories/saved-query.js';
import {
  findTab,
  findTableSchemaOwner,
  insertActiveTab,
  replaceTableSchema,
  updateTab,
  type TabRow,
} from '../meta/repositories/tabstate.js';
import { findQueryByClientId } from './query-record.js';

type QueryEditor = z.output<typeof queryEditorSchema>;
type TabStatePut = z.output<typeof tabStatePutSchema>;
type TableSchemaBody = z.output<typeof tableSchemaBodySchema>;

const DOES_NOT_EXIST = (what: string) => `${what} does not exist`;

export async function ownTab(db: MetaDb, userId: number, id: number): Promise<TabRow> {
  const row = await findTab(db, id);
  if (!row || row.user_id !== userId) throw new NotFound('Not found');
  return row;
}

/** The id of the user's table panel. */
export async function ownTableSchema(db: MetaDb, userId: number, id: number): Promise<number> {
  const row = await findTableSchemaOwner(db, id);
  if (!row || row.user_id !== userId) throw new NotFound('Not found');
  return row.id;
}

async function checkReferences(
  db: MetaDb,
  userId: number,
  databaseId?: number | null,
  savedQueryId?: number | null,
) {
  if (databaseId != null && !(await databaseExists(db, databaseId)))
    throw invalidField('database_id', DOES_NOT_EXIST('Database'));
  if (savedQueryId != null) {
    const saved = await findSavedQuery(db, savedQueryId);
    if (!saved || saved.user_id !== userId)
      throw invalidField('saved_query_id', DOES_NOT_EXIST('Saved query'));
  }
}

/** A new tab from the editor's state, made the user's active tab. */
export async function createTab(db: MetaDb, userId: number, editor: QueryEditor): Promise<number> {
  await checkReferences(db, userId, editor.dbId, editor.remoteId);
  return insertActiveTab(db, {
    user_id: userId,
    label: editor.name || editor.title || 'Untitled Query',
    database_id: editor.dbId ?? null,
    catalog: editor.catalog ?? null,
    schema: editor.schema ?? null,
    sql: editor.sql ?? 'SELECT ...',
    query_limit: editor.queryLimit ?? null,
    hide_left_bar: editor.hideLeftBar ? 1 : 0,
    saved_query_id: editor.remoteId ?? null,
    template_params: editor.templateParams ?? null,
    autorun: editor.autorun ? 1 : 0,
    created_by_fk: userId,
    changed_by_fk: userId,
  });
}

export async function changeTab(db: MetaDb, userId: number, tab: TabRow, fields: TabStatePut): Promise<void> {
  await checkReferences(db, userId, fields.database_id, fields.saved_query_id);
  if (fields.latest_query_id) {
    const query = await findQueryByClientId(db, fields.latest_query_id);
    if (!query || query.user_id !== userId) throw invalidField('latest_query_id', DOES_NOT_EXIST('Query'));
  }
  if (Object.keys(fields).length > 0) await updateTab(db, tab.id, { ...fields, changed_by_fk: userId });
}

/** A table panel of the user's tab; `description` is the client's whole table object. */
export async function addTableSchema(
  db: MetaDb,
  userId: number,
  tab: TabRow,
  table: TableSchemaBody,
  description: unknown,
): Promise<number> {
  if (!(await databaseExists(db, table.dbId))) throw invalidField('table.dbId', DOES_NOT_EXIST('Database'));
  return replaceTableSchema(db, {
    tab_state_id: tab.id,
    database_id: table.dbId,
    catalog: table.catalog ?? null,
    schema: table.schema ?? null,
    table: table.name,
    description: JSON.stringify(description),
    created_by_fk: userId,
    changed_by_fk: userId,
  });
}
