/**
 * Superset's data permissions: `all_datasource_access`, `all_database_access`, `database_access` on a
 * database, `schema_access` on a schema, `datasource_access` on a dataset. The view names follow
 * Superset's so bundles and role exports carry over: `[db].(id:1)`, `[db].[schema]`,
 * `[db].[table](id:7)`. Every read of data asks `canReadDatasource` before an engine is called.
 */
import { can, isAdmin } from '@meridian/core';
import type { AuthUser } from './auth.js';

export interface DataObject {
  database: { id: number; database_name: string };
  schema: string | null;
  catalog?: string | null;
  dataset?: { id: number; table_name: string };
  /** Owners of the dataset reach it whatever their grants, as in Superset. */
  ownerIds?: readonly number[];
}

export const databasePerm = (db: { id: number; database_name: string }) =>
  `[${db.database_name}].(id:${db.id})`;
export const schemaPerm = (dbName: string, schema: string, catalog?: string | null) =>
  catalog ? `[${dbName}].[${catalog}].[${schema}]` : `[${dbName}].[${schema}]`;
export const datasourcePerm = (dbName: string, dataset: { id: number; table_name: string }) =>
  `[${dbName}].[${dataset.table_name}](id:${dataset.id})`;

export function canReadDatabase(user: AuthUser, db: { id: number; database_name: string }): boolean {
  return (
    isAdmin(user) ||
    can(user, 'all_database_access', 'all_database_access') ||
    can(user, 'database_access', databasePerm(db))
  );
}

export function canReadDatasource(user: AuthUser, o: DataObject): boolean {
  if (isAdmin(user) || can(user, 'all_datasource_access', 'all_datasource_access')) return true;
  if (canReadDatabase(user, o.database)) return true;
  if (o.ownerIds?.includes(user.id)) return true;
  if (o.schema && can(user, 'schema_access', schemaPerm(o.database.database_name, o.schema, o.catalog)))
    return true;
  return (
    o.dataset !== undefined &&
    can(user, 'datasource_access', datasourcePerm(o.database.database_name, o.dataset))
  );
}
