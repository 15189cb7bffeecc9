/**
 * A request's catalog (SQL Lab's catalog selector, the database metadata endpoints) makes the
 * connector open another database of the same server (PostgreSQL) or another attached catalog
 * (DuckDB) with the entry's own credentials. As in Superset: a catalog other than the connection's
 * default is refused unless the entry's extra has `allow_multi_catalog: true` (400, as Superset's
 * MultiCatalogDisabledValidationError), and then the user needs `catalog_access` on
 * `[db].[catalog]`, database access, `all_database_access` or `all_datasource_access` (403).
 */
import { can } from '@meridian/core';
import type { DatabaseRow } from '../../datasources/connections.js';
import { parseExtra } from '../../datasources/database-extra.js';
import { AccessDenied, errorEnvelope, Invalid } from '../../domain-errors.js';
import type { Connector } from '../../engines/engine.js';
import type { AuthUser } from '../auth.js';
import { canReadDatabase } from './database.js';

export const CATALOG_ACCESS = 'catalog_access';
export const MULTI_CATALOG_DISABLED = 'Only the default catalog is supported for this connection';

export const catalogPerm = (dbName: string, catalog: string) => `[${dbName}].[${catalog}]`;

export const allowsMultiCatalog = (database: Pick<DatabaseRow, 'extra'>): boolean =>
  parseExtra(database.extra).allow_multi_catalog === true;

/** Superset's can_access_catalog. */
export function canAccessCatalog(user: AuthUser, database: DatabaseRow, catalog: string): boolean {
  return (
    can(user, 'all_datasource_access', 'all_datasource_access') ||
    canReadDatabase(user, database) ||
    can(user, CATALOG_ACCESS, catalogPerm(database.database_name, catalog))
  );
}

/** The catalog asked for, when it is not the connection's own (null: nothing to check). */
function otherCatalog(connector: Connector, catalog: string | null | undefined): string | null {
  if (catalog === null || catalog === undefined || catalog === '') return null;
  // Engines without catalogs ignore the field.
  if (!connector.spec.capabilities.supportsCatalogs) return null;
  return catalog === connector.getDefaultCatalog() ? null : catalog;
}

/** Throws the 400/403 unless `user` may run in `catalog` of `database`. */
export function assertCatalogAccess(
  user: AuthUser,
  database: DatabaseRow,
  connector: Connector,
  catalog: string | null | undefined,
): void {
  const other = otherCatalog(connector, catalog);
  if (other === null) return;
  if (!allowsMultiCatalog(database))
    throw new Invalid(MULTI_CATALOG_DISABLED, { message: { catalog: [MULTI_CATALOG_DISABLED] } });
  if (canAccessCatalog(user, database, other)) return;
  const message = `You need access to the catalog ${other} of the database ${database.database_name}: \`catalog_access\` on ${catalogPerm(database.database_name, other)}, database access, \`all_database_access\` or \`all_datasource_access\` permission`;
  throw new AccessDenied(
    'forbidden',
    errorEnvelope('DATABASE_SECURITY_ACCESS_ERROR', message, {
      catalog: other,
      database: database.database_name,
    }),
  );
}

/** The catalogs `user` may choose: the default alone without multi-catalog, else the accessible ones. */
export function visibleCatalogs(
  user: AuthUser,
  database: DatabaseRow,
  connector: Connector,
  catalogs: readonly string[],
): string[] {
  const fallback = connector.getDefaultCatalog();
  if (!allowsMultiCatalog(database)) return catalogs.filter((c) => c === fallback);
  return catalogs.filter((c) => c === fallback || canAccessCatalog(user, database, c));
}
