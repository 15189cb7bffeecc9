/** Duplicating a virtual dataset (Superset's `duplicate`): its row, columns and metrics under a new name. */
import type { AppContext } from '../../context.js';
import { tableLabel } from '../../datasources/column-sync.js';
import { findSameTable, loadDatasetBundle } from '../../datasources/dataset-repository.js';
import { addDatasetOwner, insertChildren, insertDatasetRow } from '../../meta/repositories/dataset.js';
import { nowIso } from '../../meta/time.js';
import { findDataset } from '../../security/access/dataset.js';
import type { AuthUser } from '../../security/auth.js';
import { syncDatasetPermissions } from '../../security/permission-sync.js';
import { fieldError } from '../database/errors.js';
import { datasetExists } from './create.js';
import { datasetKind } from './kind.js';

/** A stored child without its identity, ready to be inserted under another dataset. */
const copyOf = <R extends { id: number; uuid: string; table_id: number }>(row: R) => {
  const { id: _id, uuid: _uuid, table_id: _table, ...rest } = row;
  return rest;
};

/** Copies the virtual dataset `baseId` as `tableName`, owned by the user; returns the new id. */
export async function duplicateDataset(
  ctx: AppContext,
  user: AuthUser,
  baseId: number,
  tableName: string,
): Promise<number> {
  const base = await findDataset(ctx, user, baseId);
  if (datasetKind(base) !== 'virtual') throw fieldError(422, 'base_model_id', 'Datasource type is invalid');
  const target = {
    database_id: base.database_id,
    catalog: base.catalog,
    schema: base.schema,
    table_name: tableName,
  };
  if (await findSameTable(ctx.db, target)) throw datasetExists(tableLabel(target));
  const bundle = await loadDatasetBundle(ctx.db, base);
  const now = nowIso();
  const audit = { created_on: now, changed_on: now, created_by_fk: user.id, changed_by_fk: user.id };
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { id: _old, uuid: _uuid, ...rest } = base;
    const newId = await insertDatasetRow(trx, {
      ...rest,
      ...audit,
      uuid: crypto.randomUUID(),
      table_name: tableName,
    });
    const child = <R extends { id: number; uuid: string; table_id: number }>(r: R) => ({
      ...copyOf(r),
      ...audit,
      uuid: crypto.randomUUID(),
      table_id: newId,
    });
    await insertChildren(trx, 'table_columns', bundle.columns.map(child));
    await insertChildren(trx, 'sql_metrics', bundle.metrics.map(child));
    await addDatasetOwner(trx, newId, user.id);
    return newId;
  });
  await syncDatasetPermissions(ctx.db, id);
  return id;
}
