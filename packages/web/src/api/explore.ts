/**
 * Explore's calls: the explore context (dataset, form data, slice, permissions), the form-data
 * cache behind `form_data_key`, permalinks, and the dataset reads and writes of the datasource
 * panel (swap, edit).
 */
import type {
  Dashboard,
  DashboardResponse,
  DatasetListItem,
  ExploreContextState as ExploreContext,
  ExploreContextStateResponse,
  ExploreDatasetStateResponse,
  ExploreParams,
  ExplorePermalinkResponse,
  FormDataBodyInput,
  FormDataKeyResponse,
} from '@meridian/core';
import { request } from './client';
import { encodeUri } from './rison';
import type { ListQuery, ListResponse } from './types';

export type {
  ExploreColumn as DatasetColumn,
  ExploreContextState as ExploreContext,
  ExploreDatasetState as ExploreDataset,
  ExploreMetric as DatasetMetric,
  ExploreParams,
  ExploreSliceState as ExploreSlice,
} from '@meridian/core';

export function getExploreContext(params: ExploreParams): Promise<ExploreContext> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  // The answer as explore keeps it (exploreContextStateSchema loosens ExploreResponse's result).
  return request<ExploreContextStateResponse>(`/api/v1/explore/?${qs.toString()}`).then((r) => r.result);
}

/** The client sends the datasource type it read from the form data as text; the server checks it. */
export type FormDataCacheBody = Omit<FormDataBodyInput, 'datasource_type'> & { datasource_type: string };

export const postFormData = (body: FormDataCacheBody) =>
  request<FormDataKeyResponse>('/api/v1/explore/form_data', { method: 'POST', body }).then((r) => r.key);

export const putFormData = (key: string, body: FormDataCacheBody) =>
  request<FormDataKeyResponse>(`/api/v1/explore/form_data/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body,
  }).then((r) => r.key);

export const postExplorePermalink = (formData: Record<string, unknown>, urlParams: [string, string][]) =>
  request<ExplorePermalinkResponse>('/api/v1/explore/permalink', {
    method: 'POST',
    body: { formData, urlParams },
  });

export const getDataset = (id: number) =>
  request<ExploreDatasetStateResponse>(`/api/v1/dataset/${id}`).then((r) => r.result);

export const putDataset = (id: number, body: Record<string, unknown>, overrideColumns: boolean) =>
  request<ExploreDatasetStateResponse>(`/api/v1/dataset/${id}?override_columns=${overrideColumns}`, {
    method: 'PUT',
    body,
  });

export type { DatasetListItem } from '@meridian/core';

export const getDatasets = (q: ListQuery) =>
  request<ListResponse<DatasetListItem>>(`/api/v1/dataset/?q=${encodeUri(q)}`);

/**
 * A dashboard of the "add to dashboard" picker (`select_columns: [id, dashboard_title]`). The picker
 * reads the title as text, as it always has; the wire's title may be null.
 */
export type DashboardOption = { [K in 'id' | 'dashboard_title']: NonNullable<Dashboard[K]> };

/** Dashboards the user may add a chart to, searched by title. */
export const searchDashboards = (text: string, page = 0, pageSize = 100) =>
  request<ListResponse<DashboardOption>>(
    `/api/v1/dashboard/?q=${encodeUri({
      ...(text ? { filters: [{ col: 'dashboard_title', opr: 'ct', value: text }] } : {}),
      order_column: 'dashboard_title',
      order_direction: 'asc',
      page,
      page_size: pageSize,
      select_columns: ['id', 'dashboard_title'],
    })}`,
  );

export const createDashboard = (title: string) =>
  request<DashboardResponse>('/api/v1/dashboard/', { method: 'POST', body: { dashboard_title: title } });
