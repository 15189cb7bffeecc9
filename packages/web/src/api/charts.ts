/** The Chart resource: list, get, create, update, delete, favorites, related and distinct values. */
import { api } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import type { ListQuery, ListResponse, RelatedResponse, UserRef } from './types';

const BASE = '/api/v1/chart';

export interface ChartDashboardRef {
  id: number;
  dashboard_title: string;
}

export interface ChartListItem {
  id: number;
  slice_name: string;
  viz_type: string;
  url: string;
  description: string | null;
  datasource_id: number | null;
  datasource_type: string | null;
  datasource_name_text: string | null;
  datasource_url: string | null;
  dashboards: ChartDashboardRef[];
  owners: UserRef[];
  certified_by: string | null;
  certification_details: string | null;
  cache_timeout: number | null;
  changed_on_delta_humanized: string;
  changed_on_utc?: string;
  changed_by?: UserRef | null;
  changed_by_name?: string;
  thumbnail_url?: string | null;
  tags?: { id: number; name: string; type?: number | string }[];
}

export interface ChartDetail {
  id: number;
  slice_name: string;
  viz_type: string;
  url?: string;
  description: string | null;
  params: string | null;
  query_context: string | null;
  datasource_id: number | null;
  datasource_type: string | null;
  dashboards: ChartDashboardRef[];
  owners: UserRef[];
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally?: boolean;
}

/** What POST /chart/ and PUT /chart/{id} take (params and query_context are JSON text). */
export interface ChartSaveBody {
  slice_name?: string;
  viz_type?: string;
  params?: string;
  query_context?: string;
  datasource_id?: number;
  datasource_type?: string;
  dashboards?: number[];
  owners?: number[];
  description?: string | null;
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
}

const chartApi = api.enhanceEndpoints({ addTagTypes: ['Chart', 'ChartFavorite', 'ChartPermissions'] });

export const chartsApi = chartApi.injectEndpoints({
  endpoints: (build) => ({
    getChartPermissions: build.query<string[], void>({
      query: () => `${BASE}/_info?q=${encodeUri({ keys: ['permissions'] })}`,
      transformResponse: (r: { permissions?: string[] }) => r.permissions ?? [],
      providesTags: ['ChartPermissions'],
    }),
    getCharts: build.query<ListResponse<ChartListItem>, ListQuery>({
      query: (q) => `${BASE}/?q=${encodeUri(q)}`,
      providesTags: (r) => [
        { type: 'Chart', id: 'LIST' },
        ...(r?.result ?? []).map((c) => ({ type: 'Chart' as const, id: c.id })),
      ],
    }),
    getChartFavoriteStatus: build.query<Record<number, boolean>, number[]>({
      query: (ids) => `${BASE}/favorite_status/?q=${encodeUri(ids)}`,
      transformResponse: (r: { result: { id: number; value: boolean }[] }) =>
        Object.fromEntries(r.result.map((x) => [x.id, x.value])),
      providesTags: (_r, _e, ids) => ids.map((id) => ({ type: 'ChartFavorite' as const, id })),
    }),
    setChartFavorite: build.mutation<unknown, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `${BASE}/${id}/favorites/`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      // Optimistic: every cached status holding this id flips at once, and back on failure.
      async onQueryStarted({ id, favorite }, api) {
        const { dispatch, queryFulfilled } = api;
        const patches = chartsApi.util
          .selectInvalidatedBy(api.getState(), [{ type: 'ChartFavorite', id }])
          .filter((e) => e.endpointName === 'getChartFavoriteStatus')
          .map((e) =>
            dispatch(
              chartsApi.util.updateQueryData(
                'getChartFavoriteStatus',
                e.originalArgs as number[],
                (draft) => {
                  draft[id] = favorite;
                },
              ),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const p of patches) p.undo();
        }
      },
    }),
    deleteChart: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${BASE}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Chart', id: 'LIST' },
        { type: 'Chart', id },
      ],
    }),
    deleteCharts: build.mutation<{ message: string }, number[]>({
      query: (ids) => ({ url: `${BASE}/?q=${encodeUri(ids)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, ids) => [
        { type: 'Chart', id: 'LIST' },
        ...ids.map((id) => ({ type: 'Chart' as const, id })),
      ],
    }),
    updateChartProperties: build.mutation<
      { id: number; result: ChartSaveBody },
      { id: number; body: ChartSaveBody }
    >({
      query: ({ id, body }) => ({ url: `${BASE}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Chart', id: 'LIST' },
        { type: 'Chart', id },
      ],
    }),
  }),
});

export const {
  useGetChartPermissionsQuery,
  useGetChartsQuery,
  useGetChartFavoriteStatusQuery,
  useSetChartFavoriteMutation,
  useDeleteChartMutation,
  useDeleteChartsMutation,
  useUpdateChartPropertiesMutation,
} = chartsApi;

/** Charts changed by explore invalidate the cached list. */
export const invalidateChartList = () => chartsApi.util.invalidateTags([{ type: 'Chart', id: 'LIST' }]);

export const getChart = (id: number) =>
  request<{ result: ChartDetail }>(`${BASE}/${id}`).then((r) => r.result);

/** The ids of the dashboards a chart is on. */
export const getChartDashboardIds = (id: number) =>
  request<{ result: { dashboards?: { id: number }[] } }>(
    `${BASE}/${id}?q=${encodeUri({ select_columns: ['dashboards.id'] })}`,
  ).then((r) => (r.result.dashboards ?? []).map((d) => d.id));

export const createChart = (body: ChartSaveBody) =>
  request<{ id: number; result: ChartSaveBody }>(`${BASE}/`, { method: 'POST', body });

export const updateChart = (id: number, body: ChartSaveBody) =>
  request<{ id: number; result: ChartSaveBody }>(`${BASE}/${id}`, { method: 'PUT', body });

export const setChartFavorite = (id: number, favorite: boolean) =>
  request(`${BASE}/${id}/favorites/`, { method: favorite ? 'POST' : 'DELETE' });

export const getChartFavorite = (id: number) =>
  request<{ result: { id: number; value: boolean }[] }>(`${BASE}/favorite_status/?q=${encodeUri([id])}`).then(
    (r) => r.result[0]?.value ?? false,
  );

export const fetchChartRelated = (column: string, filter: string, page: number, pageSize: number) =>
  request<RelatedResponse>(`${BASE}/related/${column}?q=${encodeUri({ filter, page, page_size: pageSize })}`);

export const fetchChartDistinct = (column: string, filter: string, page: number, pageSize: number) =>
  request<{ count: number; result: { text: string; value: string }[] }>(
    `${BASE}/distinct/${column}?q=${encodeUri({ filter, page, page_size: pageSize })}`,
  );
