/**
 * Superset's database permissions: `all_database_access`, or `database_access` on `[db].(id:1)`; and
 * the view names of its schema grants, `[db].[schema]` (`[db].[catalog].[schema]` in a catalog). The
 * names follow Superset's so bundles and role exports carry over.
 */
import { can, isAdmin } from '@meridian/core';
import type { AuthUser } from '../auth.js';

export const databasePerm = (db: { id: number; database_name: string }) =>
  `[${db.database_name}].(id:${db.id})`;
export const schemaPerm = (dbName: string, schema: string, catalog?: string | null) =>
  catalog ? `[${dbName}].[${catalog}].[${schema}]` : `[${dbName}].[${schema}]`;

export function canReadDatabase(user: AuthUser, db: { id: number; database_name: string }): boolean {
  return (
    isAdmin(user) ||
    can(user, 'all_database_access', 'all_database_access') ||
    can(user, 'database_access', databasePerm(db))
  );
}
