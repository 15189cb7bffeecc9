/** Saved queries (`/api/v1/saved_query/`): list, read, create, update, delete, related and distinct values. */
import { api as baseApi } from './baseApi';
import { request } from './client';
import { resourceEndpoints, resourceRequests } from './resource';
import type { UserRef } from './types';

const BASE = '/api/v1/saved_query';

export interface SavedQueryListItem {
  id: number;
  label: string;
  description: string | null;
  db_id?: number;
  database: { id: number; database_name: string } | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  sql_tables?: { catalog?: string | null; schema?: string | null; table: string }[];
  rows: number | null;
  last_run_delta_humanized?: string | null;
  changed_on?: string;
  changed_on_delta_humanized: string;
  created_on?: string;
  created_by: Omit<UserRef, 'id'> | null;
  changed_by?: Omit<UserRef, 'id'> | null;
  extra?: Record<string, unknown> | null;
}

export interface SavedQueryDetail extends SavedQueryListItem {
  template_parameters: string | null;
}

/** The body of create and update (Superset's SavedQueryRestApi.post/put). */
export interface SavedQueryPayload {
  label: string;
  description?: string;
  db_id: number;
  catalog?: string | null;
  schema?: string | null;
  sql: string;
  template_parameters?: string;
  extra_json?: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['SavedQuery'] });

export const savedQueryApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'SavedQuery');
    return {
      getSavedQueryPermissions: r.permissions(),
      getSavedQueries: r.list<SavedQueryListItem>(),
      getSavedQuery: build.query<SavedQueryDetail, number>({
        query: (id) => `${BASE}/${id}`,
        transformResponse: (r: { result: SavedQueryDetail }) => r.result,
        providesTags: (_r, _e, id) => [{ type: 'SavedQuery', id }],
      }),
      createSavedQuery: build.mutation<{ id: number; result: SavedQueryPayload }, SavedQueryPayload>({
        query: (body) => ({ url: `${BASE}/`, method: 'POST', body }),
        invalidatesTags: [{ type: 'SavedQuery', id: 'LIST' }],
      }),
      updateSavedQuery: build.mutation<
        { id: number; result: SavedQueryPayload },
        { id: number; body: SavedQueryPayload }
      >({
        query: ({ id, body }) => ({ url: `${BASE}/${id}`, method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'SavedQuery', id: 'LIST' },
          { type: 'SavedQuery', id },
        ],
      }),
      // A deleted query's own entry is left alone: only the list goes stale.
      deleteSavedQuery: r.deleteOne([{ type: 'SavedQuery', id: 'LIST' }]),
      deleteSavedQueries: r.deleteMany([{ type: 'SavedQuery', id: 'LIST' }]),
    };
  },
});

export const {
  useGetSavedQueryPermissionsQuery,
  useGetSavedQueriesQuery,
  useGetSavedQueryQuery,
  useCreateSavedQueryMutation,
  useUpdateSavedQueryMutation,
  useDeleteSavedQueryMutation,
  useDeleteSavedQueriesMutation,
} = savedQueryApi;

export const fetchSavedQuery = (id: number) =>
  request<{ result: SavedQueryDetail }>(`${BASE}/${id}`).then((r) => r.result);

export const { related: fetchSavedQueryRelated, distinct: fetchSavedQueryDistinct } = resourceRequests(BASE);
