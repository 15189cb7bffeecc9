/**
 * Dataset writes and lookups of the Dataset routes (`tables`, `table_columns`, `sql_metrics`); the
 * loading of a dataset with its children and its creation are datasources/dataset-repository.ts.
 */
import type { Insertable, Updateable } from 'kysely';
import type { MetaDb } from '../db.js';
import type { DatasetColumnTable, DatasetTable } from '../schema.js';

export type ChildTable = 'table_columns' | 'sql_metrics';

export const datasetIdByUuid = async (db: MetaDb, uuid: string): Promise<number | undefined> =>
  (await db.selectFrom('tables').select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;

export const updateDatasetRow = (db: MetaDb, id: number, values: Updateable<DatasetTable>) =>
  db.updateTable('tables').set(values).where('id', '=', id).execute();

export const deleteDatasetRows = (db: MetaDb, ids: number[]) =>
  db.deleteFrom('tables').where('id', 'in', ids).execute();

/** Deletes one column or metric of a dataset; false when it is not there. */
export async function deleteDatasetChild(
  db: MetaDb,
  table: ChildTable,
  id: number,
  datasetId: number,
): Promise<boolean> {
  const res = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('table_id', '=', datasetId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function deleteChildren(db: MetaDb, table: ChildTable, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom(table).where('id', 'in', ids).execute();
}

/** Gives a column or metric a temporary name (a rename then never trips the unique index). */
export const setChildName = (db: MetaDb, table: ChildTable, id: number, name: string) =>
  table === 'table_columns'
    ? db.updateTable(table).set({ column_name: name }).where('id', '=', id).execute()
    : db.updateTable(table).set({ metric_name: name }).where('id', '=', id).execute();

export const updateChild = (db: MetaDb, table: ChildTable, id: number, values: object) =>
  db
    .updateTable(table as 'table_columns')
    .set(values as Updateable<DatasetColumnTable>)
    .where('id', '=', id)
    .execute();

/** Inserts columns or metrics (rows of `table`'s shape). */
export async function insertChildren(db: MetaDb, table: ChildTable, rows: object[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto(table as 'table_columns')
      .values(rows as Insertable<DatasetColumnTable>[])
      .execute();
}

/** Inserts a copy of a dataset row; returns the new id. */
export const insertDatasetRow = async (db: MetaDb, values: Insertable<DatasetTable>): Promise<number> =>
  (await db.insertInto('tables').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const addDatasetOwner = (db: MetaDb, datasetId: number, userId: number) =>
  db.insertInto('sqlatable_user').values({ table_id: datasetId, user_id: userId }).execute();

export const datasetUuidTaken = async (db: MetaDb, uuid: string): Promise<boolean> =>
  (await datasetIdByUuid(db, uuid)) !== undefined;
