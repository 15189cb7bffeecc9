/**
 * Query history (`/api/v1/query/`): the list page, one query, queries changed since a time (the
 * editor's poll of running queries) and stopping a query by its client id.
 */
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints, resourceRequests } from './resource';
import type {
  QueryDetail,
  QueryDetailResponse,
  QueryListItem,
  StopQueryResponse,
  UpdatedSinceResponse,
} from '@meridian/core';

const BASE = '/api/v1/query';

/** A row of GET /api/v1/query/ (Superset's QueryRestApi.get_list). */
export type { QueryListItem } from '@meridian/core';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Query'] });

export const queryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQueries: resourceEndpoints(build, BASE, 'Query').list<QueryListItem>(),
    getQuery: build.query<QueryDetail, number>({
      query: (id) => `${BASE}/${id}`,
      transformResponse: (r: QueryDetailResponse) => r.result,
    }),
  }),
});

export const { useGetQueriesQuery, useGetQueryQuery } = queryApi;

/** Queries of the user changed after `lastUpdatedMs` (epoch ms): the poll of running queries. */
export const fetchQueriesUpdatedSince = (lastUpdatedMs: number) =>
  request<UpdatedSinceResponse>(
    `${BASE}/updated_since?q=${encodeUri({ last_updated_ms: lastUpdatedMs })}`,
  ).then((r) => (Array.isArray(r.result) ? r.result : Object.values(r.result)));

export const stopQuery = (clientId: string) =>
  request<StopQueryResponse>(`${BASE}/stop`, { method: 'POST', body: { client_id: clientId } });

export const { related: fetchQueryRelated, distinct: fetchQueryDistinct } = resourceRequests(BASE);
