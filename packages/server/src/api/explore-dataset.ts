/**
 * The datasource as explore needs it (Superset's `datasource.data`): the full dataset with columns,
 * metrics, database, owners, verbose map, order-by choices, temporal columns and time grains.
 */
import type { AppContext } from '../context.js';
import { loadDatasetBundle, type DatasetRow } from '../datasources/dataset-repository.js';
import { datasourcePerm } from '../security/access/dataset.js';
import { parseExtra } from '../datasources/database-extra.js';
import { serializeDataset } from './dataset-serialize.js';

export async function exploreDataset(ctx: AppContext, dataset: DatasetRow) {
  const bundle = await loadDatasetBundle(ctx.db, dataset);
  const d = await serializeDataset(bundle, ctx);
  const dbExtra = parseExtra(bundle.database.extra);
  return {
    ...d,
    type: 'table',
    edit_url: d.url,
    filter_select: d.filter_select_enabled,
    perm: datasourcePerm(bundle.database.database_name, dataset),
    params: null,
    health_check_message: null,
    database: {
      ...d.database,
      name: bundle.database.database_name,
      allows_subquery: true,
      allows_virtual_table_explore: dbExtra.allows_virtual_table_explore !== false,
      disable_data_preview: dbExtra.disable_data_preview === true,
      disable_drill_to_detail: dbExtra.disable_drill_to_detail === true,
      // Superset blanks connection parameters before explore sees them.
      parameters: {},
    },
  };
}

/** Superset's placeholder when the chart's dataset no longer exists. */
export const missingDataset = (type: string) => ({
  type,
  name: '[Missing Dataset]',
  columns: [],
  metrics: [],
  database: { id: 0, backend: '' },
});
