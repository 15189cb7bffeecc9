/** Saved queries (`/api/v1/saved_query/`): list, read, create, update, delete, related and distinct values. */
import { api as baseApi } from './baseApi';
import { request } from './client';
import { resourceEndpoints, resourceRequests } from './resource';
import type { SavedQuery, SavedQueryBodyInput, SavedQueryResponse } from '@meridian/core';

const BASE = '/api/v1/saved_query';

/** A saved query as the list, get, create and update answer it. */
export type SavedQueryListItem = SavedQuery;
export type SavedQueryDetail = SavedQuery;
/** The body of create and update (Superset's SavedQueryRestApi.post/put). */
export type SavedQueryPayload = SavedQueryBodyInput;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['SavedQuery'] });

export const savedQueryApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'SavedQuery');
    return {
      getSavedQueryPermissions: r.permissions(),
      getSavedQueries: r.list<SavedQueryListItem>(),
      getSavedQuery: r.get<SavedQueryDetail>(),
      createSavedQuery: r.create<SavedQueryResponse, SavedQueryPayload>(),
      updateSavedQuery: r.update<SavedQueryResponse, SavedQueryPayload>(),
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
  request<SavedQueryResponse>(`${BASE}/${id}`).then((r) => r.result);

export const { related: fetchSavedQueryRelated, distinct: fetchSavedQueryDistinct } = resourceRequests(BASE);
