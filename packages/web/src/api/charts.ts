/** The Chart resource: list, get, create, update, delete, favorites, related and distinct values. */
import { api } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints, resourceRequests } from './resource';
import type { UserRef } from './types';

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
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'Chart');
    return {
      getChartPermissions: r.permissions(['ChartPermissions']),
      getCharts: r.list<ChartListItem>(),
      getChartFavoriteStatus: r.favoriteStatus('ChartFavorite'),
      setChartFavorite: r.setFavorite('ChartFavorite', 'getChartFavoriteStatus'),
      deleteChart: r.deleteOne(),
      deleteCharts: r.deleteMany(),
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
    };
  },
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

/** Options of the list's related (`owners`) and distinct (`viz_type`) filters. */
export const { related: fetchChartRelated, distinct: fetchChartDistinct } = resourceRequests(BASE);
