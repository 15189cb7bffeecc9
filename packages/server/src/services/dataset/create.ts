/**
 * Creating datasets: physical from an existing table, or virtual from one SELECT; get_or_create; and
 * duplicating a virtual dataset. Columns are read from the source before the transaction that stores
 * the dataset.
 */
import type { AppContext } from '../../context.js';
import { fetchSourceColumns, tableLabel } from '../../datasources/column-sync.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import { parseExtra } from '../../datasources/database-extra.js';
import { findSameTable, insertDataset, type NewDataset } from '../../datasources/dataset-repository.js';
import { singleSelect } from '../../datasources/virtual-sql.js';
import { NotFound } from '../../domain-errors.js';
import { nowIso } from '../../meta/time.js';
import { findDatabase } from '../../security/access/database.js';
import { checkSqlAccess } from '../../security/access/sql.js';
import { canReadTable, tableAccessError } from '../../security/access/table.js';
import type { AuthUser } from '../../security/auth.js';
import { syncDatasetPermissions } from '../../security/permission-sync.js';
import { datasourceError, fieldError, guarded } from '../database/errors.js';
import { datasetUuidTaken } from '../../meta/repositories/dataset.js';

import type { OwnerRules } from '../owners.js';
import { sourceForChecks } from './template-source.js';

export type { OwnerRules };

export const datasetExists = (label: string) =>
  fieldError(422, 'table_name', `Dataset ${label} already exists`);

export interface CreateInput extends Omit<NewDataset, 'catalog' | 'schema' | 'sql'> {
  catalog?: string | null | undefined;
  schema?: string | null | undefined;
  sql?: string | null | undefined;
  owners?: number[] | undefined;
}

/** A virtual dataset's SQL must be one SELECT. */
export function checkVirtualSql(sql: string | null): void {
  if (sql === null) return;
  try {
    singleSelect(sql);
  } catch (err) {
    datasourceError(err);
  }
}

/**
 * Its owner reads a dataset whatever their grants, so creating one must not reach further than the
 * creator already does: a physical dataset only on a table they may read, a virtual one only with
 * SQL that SQL Lab would let them run. The same holds when an owner points a dataset elsewhere.
 */
export async function requireReadableSource(
  ctx: AppContext,
  user: AuthUser,
  database: DatabaseRow,
  values: Pick<NewDataset, 'table_name' | 'schema' | 'catalog' | 'sql'>,
): Promise<void> {
  if (!values.sql || values.sql.trim() === '') {
    const ref = { table: values.table_name, schema: values.schema, catalog: values.catalog };
    if (!(await canReadTable(ctx.db, user, database, ref))) throw tableAccessError(tableLabel(values));
    return;
  }
  // A virtual dataset's SQL is one SELECT (checked before): SQL Lab's check, as the engine reads it.
  const connector = await guarded(() => ctx.connections.connector(database));
  await checkSqlAccess(ctx.db, user, database, {
    connector,
    statements: [values.sql],
    schema: values.schema,
    catalog: values.catalog,
  });
}

/** The database a new dataset goes on; one the user does not see is a 422 on `database`. */
const targetDatabase = (ctx: AppContext, user: AuthUser, id: number) =>
  findDatabase(ctx, user, id).catch((err: unknown) => {
    if (err instanceof NotFound) throw fieldError(422, 'database', 'Database does not exist');
    throw err;
  });

/** The catalog is kept only on databases that allow several. */
export const multiCatalog = (database: DatabaseRow) =>
  parseExtra(database.extra).allow_multi_catalog === true;

/** Validates and stores a new dataset; returns its id, the stored values and owners. */
export async function createDataset(
  ctx: AppContext,
  user: AuthUser,
  input: CreateInput,
  owners: OwnerRules,
): Promise<{ id: number; values: NewDataset; owners: number[] }> {
  const database = await targetDatabase(ctx, user, input.database_id);
  const sql = input.sql && input.sql.trim() !== '' ? input.sql : null;
  const values: NewDataset = {
    ...input,
    catalog: multiCatalog(database) ? input.catalog || null : null,
    schema: input.schema || null,
    sql,
  };
  const checked = await sourceForChecks(ctx, user, database, values);
  checkVirtualSql(checked.sql);
  await requireReadableSource(ctx, user, database, checked);
  if (await findSameTable(ctx.db, values)) throw datasetExists(tableLabel(values));
  if (values.uuid && (await datasetUuidTaken(ctx.db, values.uuid)))
    throw fieldError(422, 'uuid', 'A dataset with the same uuid already exists.');
  const ownerIds = await owners.resolve(input.owners);
  const connector = await guarded(() => ctx.connections.connector(database));
  const source = await guarded(() => fetchSourceColumns(connector, checked));
  const now = nowIso();
  const id = await ctx.db
    .transaction()
    .execute((trx) => insertDataset(trx, values, source, ownerIds, user.id, now));
  await syncDatasetPermissions(ctx.db, id);
  return { id, values, owners: ownerIds };
}

/** get_or_create: the dataset on this table when there is one the user sees, else a new one. */
export async function getOrCreateDataset(
  ctx: AppContext,
  user: AuthUser,
  input: CreateInput,
  owners: OwnerRules,
): Promise<number> {
  const database = await findDatabase(ctx, user, input.database_id).catch(() => null);
  if (database) {
    const found = await findSameTable(ctx.db, {
      database_id: database.id,
      table_name: input.table_name,
      schema: input.schema || null,
      catalog: multiCatalog(database) ? input.catalog || null : null,
    });
    if (found) return found.id;
  }
  return (await createDataset(ctx, user, input, owners)).id;
}
