import type {
  DashboardBody,
  DashboardChart as DashboardChartAnswer,
  DashboardDataset,
  DashboardPermalinkValue,
  DashboardResponse,
} from '@meridian/core';
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

/**
 * One chart of GET /api/v1/dashboard/{id}/charts: its saved form data and what its header shows
 * (the page also builds one from GET /api/v1/chart/{id}, which lacks the rest).
 */
export type DashboardChart = Pick<DashboardChartAnswer, 'id' | 'slice_name' | 'viz_type' | 'form_data'> &
  Partial<DashboardChartAnswer>;

/** The answers of /datasets (what the charts need to show names and values) and /permalink/{key}. */
export type { DashboardDataset, DashboardPermalinkValue } from '@meridian/core';

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
      transformResponse: (r: DashboardResponse) => r.result,
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
    createDashboard: build.mutation<DashboardResponse, DashboardCreate>({
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
export type DashboardLayoutSave = Required<
  Pick<DashboardBody, 'dashboard_title' | 'css' | 'position_json' | 'json_metadata'>
>;

export function saveDashboardLayout(id: number, body: DashboardLayoutSave): Promise<DashboardResponse> {
  return request(`${BASE}/${id}`, { method: 'PUT', body });
}
