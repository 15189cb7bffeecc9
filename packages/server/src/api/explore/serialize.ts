/**
 * Explore's answer (`GET /api/v1/explore/`), satisfying core's exploreContextSchema: the datasource
 * as explore needs it (Superset's `datasource.data`: the full dataset with columns, metrics, database,
 * owners, verbose map, order-by choices, temporal columns and time grains) and the chart (Slice.data).
 */
import { explorePermissions, type ExploreDatasetAnswer, type ExploreSliceAnswer } from '@meridian/core';
import type { z } from 'zod';
import type { exploreContextSchema } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { parseExtra } from '../../datasources/database-extra.js';
import { loadDatasetBundle, type DatasetRow } from '../../datasources/dataset-repository.js';
import type { AuthUser } from '../../security/auth.js';
import { datasourcePerm } from '../../security/access/dataset.js';
import type { SliceRow } from '../../security/access/chart.js';
import { chartFormData } from '../../services/chart/form-data.js';
import type { ExploreState } from '../../services/explore/context.js';
import { chartAbout, chartEditUrl, chartUrl } from '../chart/serialize.js';
import { serializeDataset } from '../dataset/serialize.js';
import { naturalTime } from '../humanize.js';
import { exploreQueryDatasource } from './query-datasource.js';

export async function exploreDataset(ctx: AppContext, dataset: DatasetRow): Promise<ExploreDatasetAnswer> {
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
  name: '[Missing Dataset]' as const,
  columns: [],
  metrics: [],
  database: { id: 0 as const, backend: '' as const },
});

function parseQueryContext(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Superset's Slice.data: the chart as explore shows it; owners are ids. */
function sliceData(s: SliceRow, owners: number[], datasourceName: string | null): ExploreSliceAnswer {
  return {
    slice_id: s.id,
    slice_name: s.slice_name,
    slice_url: chartUrl(s.id),
    edit_url: chartEditUrl(s.id),
    viz_type: s.viz_type,
    datasource: datasourceName,
    ...chartAbout(s),
    changed_on_humanized: naturalTime(s.changed_on),
    modified: naturalTime(s.changed_on),
    owners,
    form_data: chartFormData(s),
    query_context: parseQueryContext(s.query_context),
  };
}

/** The `result` of `GET /api/v1/explore/`; the permissions of spec §6 ride along. */
export async function serializeExplore(
  ctx: AppContext,
  user: AuthUser,
  state: ExploreState,
): Promise<z.infer<typeof exploreContextSchema>> {
  const { slice, owners, dataset } = state;
  return {
    dataset: state.query
      ? exploreQueryDatasource(ctx, state.query)
      : dataset
        ? await exploreDataset(ctx, dataset)
        : missingDataset(state.datasourceType),
    form_data: state.formData,
    slice: slice ? sliceData(slice, owners, dataset?.table_name ?? null) : null,
    message: state.message,
    ...explorePermissions(user, slice ? { owners: owners.map((id) => ({ id })) } : null),
  };
}
