/**
 * Superset's database permissions: `all_database_access`, or `database_access` on `[db].(id:1)`; and
 * the view names of its schema grants, `[db].[schema]` (`[db].[catalog].[schema]` in a catalog). The
 * names follow Superset's so bundles and role exports carry over. Looking up a database entry the
 * caller may see.
 */
import { can, isAdmin } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { visibleDatabases } from '../../datasources/access.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import type { AuthUser } from '../auth.js';
import { findVisibleRow } from './find-visible.js';

export const databasePerm = (db: { id: number; database_name: string }) =>
  `[${db.database_name}].(id:${db.id})`;
export const schemaPerm = (dbName: string, schema: string, catalog?: string | null) =>
  catalog ? `[${dbName}].[${catalog}].[${schema}]` : `[${dbName}].[${schema}]`;

export function canReadDatabase(user: AuthUser, db: { id: number; database_name: string }): boolean {
  // A guest reads datasets of its embedded dashboards, never a database as such.
  if (user.guest) return false;
  return (
    isAdmin(user) ||
    can(user, 'all_database_access', 'all_database_access') ||
    can(user, 'database_access', databasePerm(db))
  );
}

/** A database the user may see, or 404. */
export function findDatabase(ctx: AppContext, user: AuthUser, id: number): Promise<DatabaseRow> {
  return findVisibleRow(ctx.db, 'dbs', id, (eb) => visibleDatabases(eb, user), 'Not found');
}
