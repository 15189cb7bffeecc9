/**
 * The schema and table names a user may see in a database's lists (SQL Lab's pickers, the dataset
 * form), as Superset's `get_schemas_accessible_by_user` / `get_datasources_accessible_by_user`: all of
 * them with access to the whole database; otherwise the schemas granted by schema access and the
 * schemas and tables of the physical datasets the user may read.
 */
import { can } from '@meridian/core';
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../auth.js';
import { canReadDatabase, schemaPerm } from './database.js';
import { canReadDatasource } from './dataset.js';
import { sameSchema } from './table.js';

type DatabaseRef = { id: number; database_name: string };

const seesEverything = (user: AuthUser, database: DatabaseRef) =>
  canReadDatabase(user, database) || can(user, 'all_datasource_access', 'all_datasource_access');

/** The physical datasets of `database` the user may read, as (schema, table) names. */
async function readablePhysicalDatasets(db: MetaDb, user: AuthUser, database: DatabaseRef) {
  const datasets = await db
    .selectFrom('tables')
    .select(['id', 'table_name', 'schema', 'catalog'])
    .where('database_id', '=', database.id)
    .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
    .execute();
  if (datasets.length === 0) return [];
  const owners = await db
    .selectFrom('sqlatable_user')
    .select(['table_id', 'user_id'])
    .where('user_id', '=', user.id)
    .execute();
  const owned = new Set(owners.map((o) => o.table_id));
  return datasets.filter((d) =>
    canReadDatasource(user, {
      database,
      schema: d.schema,
      catalog: d.catalog,
      dataset: { id: d.id, table_name: d.table_name },
      ownerIds: owned.has(d.id) ? [user.id] : [],
    }),
  );
}

export async function visibleSchemaNames(
  db: MetaDb,
  user: AuthUser,
  database: DatabaseRef,
  schemas: readonly string[],
  catalog: string | null,
): Promise<string[]> {
  if (seesEverything(user, database)) return [...schemas];
  const datasets = await readablePhysicalDatasets(db, user, database);
  return schemas.filter(
    (s) =>
      can(user, 'schema_access', schemaPerm(database.database_name, s, catalog)) ||
      datasets.some((d) => sameSchema(d.schema, s)),
  );
}

/** A predicate on table names of `schema` (null: the default schema) the user may see. */
export async function visibleTableFilter(
  db: MetaDb,
  user: AuthUser,
  database: DatabaseRef,
  schema: string | null,
  catalog: string | null,
): Promise<(table: string) => boolean> {
  if (seesEverything(user, database)) return () => true;
  if (schema !== null && can(user, 'schema_access', schemaPerm(database.database_name, schema, catalog)))
    return () => true;
  const names = new Set(
    (await readablePhysicalDatasets(db, user, database))
      .filter((d) => sameSchema(d.schema, schema))
      .map((d) => d.table_name),
  );
  return (table) => names.has(table);
}
