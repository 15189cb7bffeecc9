/** The Chart resource: list, get, create, update, delete, favorites, related and distinct values. */
import type {
  ChartDetail,
  ChartListItem,
  ChartSaveBody,
  ChartSaveResponse,
  ChartShowResponse,
} from '@meridian/core';
import { api } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints, resourceRequests } from './resource';

const BASE = '/api/v1/chart';

export type { ChartDashboardRef, ChartDetail, ChartListItem, ChartSaveBody } from '@meridian/core';

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
      updateChartProperties: r.update<ChartSaveResponse, ChartSaveBody>(),
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
  request<ChartShowResponse>(`${BASE}/${id}?q=${encodeUri({ select_columns: ['dashboards.id'] })}`).then(
    (r) => (r.result.dashboards ?? []).map((d) => d.id),
  );

export const createChart = (body: ChartSaveBody) =>
  request<ChartSaveResponse>(`${BASE}/`, { method: 'POST', body });

export const updateChart = (id: number, body: ChartSaveBody) =>
  request<ChartSaveResponse>(`${BASE}/${id}`, { method: 'PUT', body });

/** Options of the list's related (`owners`) and distinct (`viz_type`) filters. */
export const { related: fetchChartRelated, distinct: fetchChartDistinct } = resourceRequests(BASE);
