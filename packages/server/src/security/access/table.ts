/**
 * Whether a user may read one table of a database (Superset's `raise_for_access(table=...)`): access
 * to the whole database, a schema grant on its schema, or a readable physical dataset on that very
 * table. A virtual dataset merely named like the table grants nothing: its SQL reads something else.
 */
import { can } from '@meridian/core';
import { AccessDenied, errorEnvelope } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../auth.js';
import { canReadDatabase, schemaPerm } from './database.js';
import { canReadDatasource } from './dataset.js';

export interface TableName {
  table: string;
  schema: string | null;
  catalog?: string | null;
}

/** Schemas an unqualified name resolves to (DuckDB, PostgreSQL), as SQL Lab reads them. */
const DEFAULT_SCHEMAS = ['main', 'public'];

/** A dataset's schema names the requested one (no schema means the engine's default schema). */
export function sameSchema(datasetSchema: string | null, requested: string | null): boolean {
  if (datasetSchema === requested) return true;
  if (requested === null) return datasetSchema !== null && DEFAULT_SCHEMAS.includes(datasetSchema);
  return datasetSchema === null && DEFAULT_SCHEMAS.includes(requested);
}

export async function canReadTable(
  db: MetaDb,
  user: AuthUser,
  database: { id: number; database_name: string },
  ref: TableName,
): Promise<boolean> {
  // Tables by name are SQL Lab's and metadata's, never a guest's.
  if (user.guest) return false;
  if (canReadDatabase(user, database)) return true;
  if (can(user, 'all_datasource_access', 'all_datasource_access')) return true;
  if (ref.schema && can(user, 'schema_access', schemaPerm(database.database_name, ref.schema, ref.catalog)))
    return true;
  const candidates = await db
    .selectFrom('tables')
    .select(['id', 'table_name', 'schema', 'catalog'])
    .where('database_id', '=', database.id)
    .where('table_name', '=', ref.table)
    .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
    .execute();
  for (const dataset of candidates) {
    if (!sameSchema(dataset.schema, ref.schema)) continue;
    const owners = await db
      .selectFrom('sqlatable_user')
      .select('user_id')
      .where('table_id', '=', dataset.id)
      .execute();
    const readable = canReadDatasource(user, {
      database,
      schema: dataset.schema,
      catalog: dataset.catalog,
      dataset: { id: dataset.id, table_name: dataset.table_name },
      ownerIds: owners.map((o) => o.user_id),
    });
    if (readable) return true;
  }
  return false;
}

/** The 403 of a table the user may not read (Superset's TABLE_SECURITY_ACCESS_ERROR). */
export function tableAccessError(label: string) {
  const message =
    `You need access to the following tables: \`${label}\`, ` +
    '`all_database_access` or `all_datasource_access` permission';
  return new AccessDenied(
    message,
    errorEnvelope('TABLE_SECURITY_ACCESS_ERROR', message, { tables: [label] }),
  );
}
