/**
 * Saving a dataset (PUT, spec §5, `override_columns`), refreshing its columns from the source, and
 * deleting datasets, columns and metrics. Who may change a dataset is security/access/dataset.ts.
 */
import type { datasetPutBodySchema } from '@meridian/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { fetchSourceColumns, syncDatasetColumns, tableLabel } from '../../datasources/column-sync.js';
import { findSameTable, loadDatasetBundle, type DatasetRow } from '../../datasources/dataset-repository.js';
import { AccessDenied, NotFound } from '../../domain-errors.js';
import { getDatabaseRow } from '../../meta/repositories/database.js';
import {
  deleteDatasetChild,
  deleteDatasetRows,
  updateDatasetRow,
  type ChildTable,
} from '../../meta/repositories/dataset.js';
import { nowIso } from '../../meta/time.js';
import type { AuthUser } from '../../security/auth.js';
import { removeDatasetPermissions, syncDatasetPermissions } from '../../security/permission-sync.js';
import { fieldError, guarded } from '../database/errors.js';
import { checkChildren, saveColumns, saveMetrics } from './children.js';
import {
  checkVirtualSql,
  datasetExists,
  multiCatalog,
  requireReadableSource,
  type OwnerRules,
} from './create.js';
import { sourceForChecks } from './template-source.js';
import { datasetValues, mergedTarget } from './values.js';

export type DatasetPutBody = z.output<typeof datasetPutBodySchema>;

const MANAGED_EXTERNALLY = 'This dataset is managed externally and cannot be edited';

/** The rules a save must pass before anything is written; answers the row values and target. */
async function checkSave(ctx: AppContext, user: AuthUser, existing: DatasetRow, body: DatasetPutBody) {
  if (existing.is_managed_externally === 1 && body.is_managed_externally !== false)
    throw new AccessDenied(MANAGED_EXTERNALLY);
  if (body.database_id !== undefined && body.database_id !== existing.database_id) {
    throw fieldError(422, 'database', 'Database not allowed to change');
  }
  const bundle = await loadDatasetBundle(ctx.db, existing);
  checkChildren(body, bundle.columns, bundle.metrics);
  const audit = { userId: user.id, now: nowIso() };
  const values = datasetValues(body, multiCatalog(bundle.database), audit);
  const target = mergedTarget(existing, values);
  // A templated SQL is checked (and probed) rendered; the template is what is stored.
  const checked = await sourceForChecks(ctx, user, bundle.database, target);
  checkVirtualSql(checked.sql || null);
  if (await findSameTable(ctx.db, target, existing.id)) throw datasetExists(tableLabel(target));
  const moved = (['table_name', 'schema', 'catalog', 'sql'] as const).some((k) => target[k] !== existing[k]);
  if (moved) await requireReadableSource(ctx, user, bundle.database, checked);
  return { bundle, audit, values, target, checked };
}

/** Saves a dataset: its row, columns, metrics and owners, and (override) columns from the source. */
export async function updateDataset(
  ctx: AppContext,
  user: AuthUser,
  existing: DatasetRow,
  body: DatasetPutBody,
  opts: { override: boolean; owners: OwnerRules },
): Promise<void> {
  const { bundle, audit, values, checked } = await checkSave(ctx, user, existing, body);
  const ownerIds = body.owners !== undefined ? await opts.owners.resolve(body.owners) : undefined;
  const source = opts.override
    ? await guarded(async () => fetchSourceColumns(await ctx.connections.connector(bundle.database), checked))
    : null;
  await ctx.db.transaction().execute(async (trx) => {
    await updateDatasetRow(trx, existing.id, values);
    if (body.columns) await saveColumns(trx, existing.id, body.columns, bundle.columns, audit);
    if (body.metrics) await saveMetrics(trx, existing.id, body.metrics, bundle.metrics, audit);
    if (ownerIds) await opts.owners.replace(trx, existing.id, ownerIds);
    if (source) await syncDatasetColumns(trx, existing.id, source, user.id, audit.now);
  });
  await syncDatasetPermissions(ctx.db, existing.id);
}

/** Reads the source's columns again and syncs them (new ones added, gone ones removed). */
export async function refreshDataset(ctx: AppContext, user: AuthUser, existing: DatasetRow): Promise<void> {
  if (existing.is_managed_externally === 1) throw new AccessDenied(MANAGED_EXTERNALLY);
  const database = await getDatabaseRow(ctx.db, existing.database_id);
  const checked = await sourceForChecks(ctx, user, database, existing);
  const source = await guarded(async () =>
    fetchSourceColumns(await ctx.connections.connector(database), checked),
  );
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await syncDatasetColumns(trx, existing.id, source, user.id, now);
    await updateDatasetRow(trx, existing.id, { changed_on: now, changed_by_fk: user.id });
  });
}

/** Deletes datasets (already checked editable) and their permission views. */
export async function deleteDatasets(ctx: AppContext, ids: number[]): Promise<void> {
  await deleteDatasetRows(ctx.db, ids);
  for (const id of ids) await removeDatasetPermissions(ctx.db, id);
}

/** Deletes one column or metric of a dataset; one it does not have is a 404. */
export async function deleteChild(ctx: AppContext, table: ChildTable, childId: number, datasetId: number) {
  if (!Number.isInteger(childId) || !(await deleteDatasetChild(ctx.db, table, childId, datasetId)))
    throw new NotFound('Not found');
}
