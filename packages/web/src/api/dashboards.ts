import type {
  DashboardBody,
  DashboardChart as DashboardChartAnswer,
  DashboardDataset,
  DashboardPermalinkValue,
  DashboardResponse,
} from '@meridian/core';
import { api } from './baseApi';
import { request } from './client';
import { resourceEndpoints, resourceRequests } from './resource';
import type { DashboardCreate, DashboardDetail, DashboardListItem } from './types';

const BASE = '/api/v1/dashboard';

/**
 * One chart of GET /api/v1/dashboard/{id}/charts: its saved form data and what its header shows
 * (the page also builds one from GET /api/v1/chart/{id}, which lacks the rest).
 */
export type DashboardChart = Pick<DashboardChartAnswer, 'id' | 'slice_name' | 'viz_type' | 'form_data'> &
  Partial<DashboardChartAnswer>;

/** The answers of /datasets (what the charts need to show names and values) and /permalink/{key}. */
export type { DashboardDataset, DashboardPermalinkValue } from '@meridian/core';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'Dashboard');
    return {
      getDashboardPermissions: r.permissions(['Permissions']),
      getDashboards: r.list<DashboardListItem>(),
      getDashboard: build.query<DashboardDetail, string>({
        query: (idOrSlug) => `${BASE}/${encodeURIComponent(idOrSlug)}`,
        transformResponse: (r: DashboardResponse) => r.result,
        providesTags: (r, _e, idOrSlug) => [{ type: 'Dashboard', id: r?.id ?? idOrSlug }],
      }),
      getDashboardCharts: r.get<DashboardChart[]>('/charts'),
      getDashboardDatasets: r.get<DashboardDataset[]>('/datasets'),
      getDashboardPermalink: build.query<DashboardPermalinkValue, string>({
        query: (key) => `${BASE}/permalink/${encodeURIComponent(key)}`,
      }),
      getDashboardFavoriteStatus: r.favoriteStatus('DashboardFavorite'),
      setDashboardFavorite: r.setFavorite('DashboardFavorite', 'getDashboardFavoriteStatus'),
      createDashboard: r.create<DashboardResponse, DashboardCreate>(),
      deleteDashboard: r.deleteOne(),
      deleteDashboards: r.deleteMany(),
    };
  },
});

export const {
  useGetDashboardPermissionsQuery,
  useGetDashboardsQuery,
  useGetDashboardQuery,
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardPermalinkQuery,
  useGetDashboardFavoriteStatusQuery,
  useSetDashboardFavoriteMutation,
  useCreateDashboardMutation,
  useDeleteDashboardMutation,
  useDeleteDashboardsMutation,
} = dashboardApi;

/** Options of a related-field filter (owners, created_by, changed_by) of the dashboard list. */
export const { related: fetchDashboardRelated } = resourceRequests(BASE);

/** The fields the dashboard page saves (PUT /api/v1/dashboard/{id}). */
export type DashboardLayoutSave = Required<
  Pick<DashboardBody, 'dashboard_title' | 'css' | 'position_json' | 'json_metadata'>
>;

export function saveDashboardLayout(id: number, body: DashboardLayoutSave): Promise<DashboardResponse> {
  return request(`${BASE}/${id}`, { method: 'PUT', body });
}
