/**
 * The Dataset resource (Superset's `/api/v1/dataset/`): the list, one dataset, create, update,
 * delete and bulk delete, related objects, and the options of the list's filters.
 */
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints, resourceRequests } from './resource';
import type { ListQuery, ListResponse, UserRef } from './types';

const BASE = '/api/v1/dataset';

export type DatasetKind = 'physical' | 'virtual';

export interface DatasetListItem {
  id: number;
  uuid: string;
  table_name: string;
  kind: DatasetKind;
  datasource_type: 'table';
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  description: string | null;
  explore_url: string;
  extra: string | null;
  database: { id: number; uuid: string; database_name: string } | null;
  owners: UserRef[];
  changed_by: UserRef | null;
  changed_by_name: string;
  changed_on_utc: string;
  changed_on_delta_humanized: string;
}

/** The part of `GET /api/v1/dataset/{id}` the edit dialog uses. */
export interface DatasetDetail {
  id: number;
  table_name: string;
  kind: DatasetKind;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  offset: number | null;
  cache_timeout: number | null;
  template_params: string | null;
  extra: string | null;
  filter_select_enabled: boolean;
  fetch_values_predicate: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  is_managed_externally: boolean;
  external_url: string | null;
  explore_url: string;
  database: { id: number; database_name: string; backend: string; allow_multi_catalog: boolean };
  owners: UserRef[];
  columns: { id: number; column_name: string; type: string | null; is_dttm: boolean }[];
  metrics: { id: number; metric_name: string; expression: string }[];
}

/** Spec §3: the dataset creation payload. */
export interface DatasetCreatePayload {
  database: number;
  catalog?: string | null;
  schema?: string | null;
  sql?: string | null;
  table_name: string;
  is_managed_externally?: boolean;
  external_url?: string | null;
  template_params?: string | null;
  owners?: number[];
}

/** Spec §3: the fields a save sends (all optional here: left out keeps the stored value). */
export interface DatasetUpdatePayload {
  table_name?: string;
  sql?: string | null;
  description?: string | null;
  main_dttm_col?: string | null;
  filter_select_enabled?: boolean;
  fetch_values_predicate?: string | null;
  normalize_columns?: boolean;
  always_filter_main_dttm?: boolean;
  offset?: number | null;
  default_endpoint?: string | null;
  cache_timeout?: number | null;
  template_params?: string | null;
  extra?: string | null;
  owners?: number[];
}

export interface DatasetRelatedObjects {
  charts: { count: number; result: { id: number; slice_name: string; viz_type: string }[] };
  dashboards: { count: number; result: { id: number; title: string; slug: string | null }[] };
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Dataset'] });

export const datasetApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'Dataset');
    return {
      getDatasetPermissions: r.permissions(),
      getDatasets: r.list<DatasetListItem>(),
      getDataset: build.query<DatasetDetail, number>({
        query: (id) => `${BASE}/${id}`,
        transformResponse: (r: { result: DatasetDetail }) => r.result,
        providesTags: (_r, _e, id) => [{ type: 'Dataset', id }],
      }),
      getDatasetRelatedObjects: build.query<DatasetRelatedObjects, number>({
        query: (id) => `${BASE}/${id}/related_objects`,
        keepUnusedDataFor: 0,
      }),
      createDataset: build.mutation<{ id: number; result: DatasetCreatePayload }, DatasetCreatePayload>({
        query: (body) => ({ url: `${BASE}/`, method: 'POST', body }),
        invalidatesTags: [{ type: 'Dataset', id: 'LIST' }],
      }),
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
