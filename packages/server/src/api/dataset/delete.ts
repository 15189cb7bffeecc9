/** Deleting a dataset, several at once (all or nothing), or one of its columns or metrics. */
import type { ChildTable } from '../../meta/repositories/dataset.js';
import { findEditableDataset } from '../../security/access/dataset.js';
import { deleteChild, deleteDatasets } from '../../services/dataset/save.js';
import { qArg, type Handler } from '../database/handler.js';
import { parseIdList } from '../list-query.js';
import { pathPk } from '../path-params.js';

export const deleteDataset: Handler = async (ctx, request) => {
  const row = await findEditableDataset(ctx, request.user!, pathPk(request));
  await deleteDatasets(ctx, [row.id]);
  return { message: 'OK' };
};

export const bulkDeleteDatasets: Handler = async (ctx, request) => {
  const ids = parseIdList(qArg(request));
  // All or nothing: every id must exist and be editable first.
  for (const id of ids) await findEditableDataset(ctx, request.user!, id);
  await deleteDatasets(ctx, ids);
  return { message: `Deleted ${ids.length} dataset${ids.length === 1 ? '' : 's'}` };
};

const childDelete =
  (table: ChildTable): Handler =>
  async (ctx, request) => {
    const row = await findEditableDataset(ctx, request.user!, pathPk(request));
    await deleteChild(ctx, table, Number((request.params as { childId: string }).childId), row.id);
    return { message: 'OK' };
  };

export const deleteDatasetColumn = childDelete('table_columns');
export const deleteDatasetMetric = childDelete('sql_metrics');
