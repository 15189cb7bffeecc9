/**
 * The Dataset resource (Superset's `/api/v1/dataset/`): the list, one dataset, create, update,
 * delete and bulk delete, related objects, and the options of the list's filters.
 */
import type * as core from '@meridian/core';
import type { DatasetListItem, DatasetRelatedObjects } from '@meridian/core';
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints, resourceRequests } from './resource';
import type { ListQuery, ListResponse } from './types';

const BASE = '/api/v1/dataset';

export type { DatasetKind, DatasetListItem, DatasetRelatedObjects } from '@meridian/core';

/** The part of `GET /api/v1/dataset/{id}` the edit dialog uses. */
export type DatasetDetail = Pick<
  core.DatasetDetail,
  | 'id'
  | 'table_name'
  | 'kind'
  | 'catalog'
  | 'schema'
  | 'sql'
  | 'description'
  | 'main_dttm_col'
  | 'default_endpoint'
  | 'offset'
  | 'cache_timeout'
  | 'template_params'
  | 'extra'
  | 'filter_select_enabled'
  | 'fetch_values_predicate'
  | 'normalize_columns'
  | 'always_filter_main_dttm'
  | 'is_managed_externally'
  | 'external_url'
  | 'explore_url'
  | 'owners'
> & {
  database: Pick<core.DatasetDetail['database'], 'id' | 'database_name' | 'backend' | 'allow_multi_catalog'>;
  columns: Pick<core.DatasetColumn, 'id' | 'column_name' | 'type' | 'is_dttm'>[];
  metrics: Pick<core.DatasetMetric, 'id' | 'metric_name' | 'expression'>[];
};

/** Spec §3: the dataset creation payload. */
export type DatasetCreatePayload = core.DatasetPostBody;

/** Spec §3: the fields a save sends (all optional: left out keeps the stored value). */
export type DatasetUpdatePayload = core.DatasetPutBody;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Dataset'] });

export const datasetApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'Dataset');
    return {
      getDatasetPermissions: r.permissions(),
      getDatasets: r.list<DatasetListItem>(),
      getDataset: r.get<DatasetDetail>(),
      getDatasetRelatedObjects: r.relatedObjects<DatasetRelatedObjects>(),
      createDataset: r.create<{ id: number; result: DatasetCreatePayload }, DatasetCreatePayload>(),
      updateDataset: build.mutation<
        { id: number; result: DatasetDetail },
        { id: number; body: DatasetUpdatePayload; overrideColumns?: boolean }
      >({
        query: ({ id, body, overrideColumns = false }) => ({
          url: `${BASE}/${id}?override_columns=${String(overrideColumns)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'Dataset', id: 'LIST' },
          { type: 'Dataset', id },
        ],
      }),
      deleteDataset: r.deleteOne(),
      deleteDatasets: r.deleteMany(),
    };
  },
});

export const {
  useGetDatasetPermissionsQuery,
  useGetDatasetsQuery,
  useGetDatasetQuery,
  useGetDatasetRelatedObjectsQuery,
  useCreateDatasetMutation,
  useUpdateDatasetMutation,
  useDeleteDatasetMutation,
  useDeleteDatasetsMutation,
} = datasetApi;

/** Options of the dataset list's related (`owners`, `database`) and distinct (`schema`) filters. */
export const { related: fetchDatasetRelated, distinct: fetchDatasetDistinct } = resourceRequests(BASE);

/** Datasets on the given database and schema (to tell which tables already have one). */
export function fetchDatasetsOfSchema(
  databaseId: number,
  schema: string | null,
  pageSize = 100,
): Promise<ListResponse<DatasetListItem>> {
  const q: ListQuery = {
    filters: [
      { col: 'database', opr: 'rel_o_m', value: databaseId },
      ...(schema ? [{ col: 'schema', opr: 'eq', value: schema }] : []),
      { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
    ],
    page: 0,
    page_size: pageSize,
  };
  return request<ListResponse<DatasetListItem>>(`${BASE}/?q=${encodeUri(q)}`);
}
