/**
 * Query history (`/api/v1/query/`): the list page, one query, queries changed since a time (the
 * editor's poll of running queries) and stopping a query by its client id.
 */
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints, resourceRequests } from './resource';
import type { ServerQuery } from './sqllab';

const BASE = '/api/v1/query';

/** A row of GET /api/v1/query/ (Superset's QueryRestApi.get_list). */
export interface QueryListItem {
  id: number;
  client_id?: string;
  changed_on: string;
  database: { id?: number; database_name: string };
  end_time: number | null;
  executed_sql: string | null;
  rows: number | null;
  schema: string | null;
  sql: string;
  sql_tables?: { catalog?: string | null; schema?: string | null; table: string }[];
  start_time: number | null;
  status: string;
  tab_name: string | null;
  tmp_table_name: string | null;
  tracking_url: string | null;
  user: { first_name: string; last_name: string; id?: number } | null;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Query'] });

export const queryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQueries: resourceEndpoints(build, BASE, 'Query').list<QueryListItem>(),
    getQuery: build.query<Record<string, unknown>, number>({
      query: (id) => `${BASE}/${id}`,
      transformResponse: (r: { result: Record<string, unknown> }) => r.result,
    }),
  }),
});

export const { useGetQueriesQuery, useGetQueryQuery } = queryApi;

/** Queries of the user changed after `lastUpdatedMs` (epoch ms): the poll of running queries. */
export const fetchQueriesUpdatedSince = (lastUpdatedMs: number) =>
  request<{ result: ServerQuery[] | Record<string, ServerQuery> }>(
    `${BASE}/updated_since?q=${encodeUri({ last_updated_ms: lastUpdatedMs })}`,
  ).then((r) => (Array.isArray(r.result) ? r.result : Object.values(r.result)));

export const stopQuery = (clientId: string) =>
  request<{ result: string }>(`${BASE}/stop`, { method: 'POST', body: { client_id: clientId } });

export const { related: fetchQueryRelated, distinct: fetchQueryDistinct } = resourceRequests(BASE);
