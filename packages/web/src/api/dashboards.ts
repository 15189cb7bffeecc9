import type { DatasetLike } from '@meridian/charts';
import { api } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import type {
  DashboardCreate,
  DashboardDetail,
  DashboardListItem,
  ListQuery,
  ListResponse,
  RelatedResponse,
} from './types';

const BASE = '/api/v1/dashboard';

/** One chart of GET /api/v1/dashboard/{id}/charts: its saved form data and what its header shows. */
export interface DashboardChart {
  id: number;
  slice_name: string;
  viz_type: string;
  form_data: Record<string, unknown>;
  slice_url?: string;
  description?: string | null;
  cache_timeout?: number | null;
  datasource_id?: number | null;
  datasource_type?: string | null;
  changed_on?: string;
}

/**
 * One dataset of GET /api/v1/dashboard/{id}/datasets: what the dashboard's charts need of it to
 * show names and values (verbose names, metric formats and currencies).
 */
export interface DashboardDataset extends DatasetLike {
  id: number;
  uid: string;
  table_name: string;
}

/** A dashboard permalink's stored state (GET /api/v1/dashboard/permalink/{key}). */
export interface DashboardPermalinkValue {
  dashboardId: string | number;
  state: {
    urlParams?: [string, string][];
    dataMask?: Record<string, unknown>;
    activeTabs?: string[];
    anchor?: string;
  };
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardPermissions: build.query<string[], void>({
      query: () => `${BASE}/_info?q=${encodeUri({ keys: ['permissions'] })}`,
      transformResponse: (r: { permissions?: string[] }) => r.permissions ?? [],
      providesTags: ['Permissions'],
    }),
    getDashboards: build.query<ListResponse<DashboardListItem>, ListQuery>({
      query: (q) => `${BASE}/?q=${encodeUri(q)}`,
      providesTags: (r) => [
        { type: 'Dashboard', id: 'LIST' },
        ...(r?.result ?? []).map((d) => ({ type: 'Dashboard' as const, id: d.id })),
      ],
    }),
    getDashboard: build.query<DashboardDetail, string>({
      query: (idOrSlug) => `${BASE}/${encodeURIComponent(idOrSlug)}`,
      transformResponse: (r: { result: DashboardDetail }) => r.result,
      providesTags: (r, _e, idOrSlug) => [{ type: 'Dashboard', id: r?.id ?? idOrSlug }],
    }),
    getDashboardCharts: build.query<DashboardChart[], number>({
      query: (id) => `${BASE}/${id}/charts`,
      transformResponse: (r: { result: DashboardChart[] }) => r.result,
      providesTags: (_r, _e, id) => [{ type: 'Dashboard', id }],
    }),
    getDashboardDatasets: build.query<DashboardDataset[], number>({
      query: (id) => `${BASE}/${id}/datasets`,
      transformResponse: (r: { result: DashboardDataset[] }) => r.result,
      providesTags: (_r, _e, id) => [{ type: 'Dashboard', id }],
    }),
    getDashboardPermalink: build.query<DashboardPermalinkValue, string>({
      query: (key) => `${BASE}/permalink/${encodeURIComponent(key)}`,
    }),
    getDashboardFavoriteStatus: build.query<Record<number, boolean>, number[]>({
      query: (ids) => `${BASE}/favorite_status/?q=${encodeUri(ids)}`,
      transformResponse: (r: { result: { id: number; value: boolean }[] }) =>
        Object.fromEntries(r.result.map((x) => [x.id, x.value])),
      providesTags: (_r, _e, ids) => ids.map((id) => ({ type: 'DashboardFavorite' as const, id })),
    }),
    setDashboardFavorite: build.mutation<unknown, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `${BASE}/${id}/favorites/`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      // Optimistic: every cached favorite status holding this id flips at once, and flips back on failure.
      async onQueryStarted({ id, favorite }, api) {
        const { dispatch, queryFulfilled } = api;
        const patches = dashboardApi.util
          .selectInvalidatedBy(api.getState(), [{ type: 'DashboardFavorite', id }])
          .filter((e) => e.endpointName === 'getDashboardFavoriteStatus')
          .map((e) =>
            dispatch(
              dashboardApi.util.updateQueryData(
                'getDashboardFavoriteStatus',
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
    createDashboard: build.mutation<{ id: number; result: Partial<DashboardDetail> }, DashboardCreate>({
      query: (body) => ({ url: `${BASE}/`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
    deleteDashboard: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${BASE}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Dashboard', id: 'LIST' },
        { type: 'Dashboard', id },
      ],
    }),
    deleteDashboards: build.mutation<{ message: string }, number[]>({
      query: (ids) => ({ url: `${BASE}/?q=${encodeUri(ids)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, ids) => [
        { type: 'Dashboard', id: 'LIST' },
        ...ids.map((id) => ({ type: 'Dashboard' as const, id })),
      ],
    }),
  }),
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
export function fetchDashboardRelated(
  column: string,
  filter: string,
  page: number,
  pageSize: number,
): Promise<RelatedResponse> {
  return request<RelatedResponse>(
    `${BASE}/related/${column}?q=${encodeUri({ filter, page, page_size: pageSize })}`,
  );
}

/** The fields the dashboard page saves (PUT /api/v1/dashboard/{id}). */
export interface DashboardLayoutSave {
  dashboard_title: string;
  css: string;
  position_json: string;
  json_metadata: string;
}

export function saveDashboardLayout(
  id: number,
  body: DashboardLayoutSave,
): Promise<{ id: number; result: DashboardDetail; last_modified_time?: number }> {
  return request(`${BASE}/${id}`, { method: 'PUT', body });
}
