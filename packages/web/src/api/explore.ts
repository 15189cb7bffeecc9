/**
 * Explore's calls: the explore context (dataset, form data, slice, permissions), the form-data
 * cache behind `form_data_key`, permalinks, and the dataset reads and writes of the datasource
 * panel (swap, edit).
 */
import { request } from './client';
import { encodeUri } from './rison';
import type { ListQuery, ListResponse, UserRef } from './types';

export interface DatasetColumn {
  id?: number | string;
  uuid?: string | null;
  column_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  type?: string | null;
  /** GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic?: number | null;
  is_dttm?: boolean;
  filterable?: boolean;
  groupby?: boolean;
  is_active?: boolean;
  python_date_format?: string | null;
  advanced_data_type?: string | null;
  extra?: string | null;
  is_certified?: boolean;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}

export interface DatasetMetric {
  id?: number | string;
  uuid?: string | null;
  metric_name: string;
  verbose_name?: string | null;
  expression: string;
  description?: string | null;
  metric_type?: string | null;
  d3format?: string | null;
  currency?: unknown;
  warning_text?: string | null;
  extra?: string | null;
  is_certified?: boolean;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}

export interface ExploreDataset {
  id: number;
  uid?: string;
  type?: string;
  datasource_type?: string;
  table_name: string;
  datasource_name?: string;
  name?: string;
  schema?: string | null;
  catalog?: string | null;
  sql?: string | null;
  description?: string | null;
  main_dttm_col?: string | null;
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
  database?: { id: number; database_name: string; backend?: string; allow_multi_catalog?: boolean };
  owners?: (UserRef | number)[];
  select_star?: string | null;
  is_managed_externally?: boolean;
  cache_timeout?: number | null;
  offset?: number | null;
  default_endpoint?: string | null;
  filter_select_enabled?: boolean;
  fetch_values_predicate?: string | null;
  normalize_columns?: boolean;
  always_filter_main_dttm?: boolean;
  template_params?: string | null;
  extra?: string | null;
  external_url?: string | null;
  kind?: string;
  verbose_map?: Record<string, string>;
}

export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  description?: string | null;
  form_data?: Record<string, unknown>;
  owners?: (UserRef | number)[];
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
  changed_on?: string;
  dashboards?: { id: number; dashboard_title: string }[];
  is_managed_externally?: boolean;
}

export interface ExploreContext {
  dataset: ExploreDataset | null;
  form_data: Record<string, unknown>;
  slice: ExploreSlice | null;
  message?: string | null;
  can_add?: boolean;
  can_download?: boolean;
  can_overwrite?: boolean;
}

export interface ExploreParams {
  slice_id?: number;
  datasource_id?: number;
  datasource_type?: string;
  form_data_key?: string;
  permalink_key?: string;
}

export function getExploreContext(params: ExploreParams): Promise<ExploreContext> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  return request<{ result: ExploreContext }>(`/api/v1/explore/?${qs.toString()}`).then((r) => r.result);
}

export interface FormDataCacheBody {
  datasource_id: number;
  datasource_type: string;
  chart_id?: number;
  form_data: string;
}

export const postFormData = (body: FormDataCacheBody) =>
  request<{ key: string }>('/api/v1/explore/form_data', { method: 'POST', body }).then((r) => r.key);

export const putFormData = (key: string, body: FormDataCacheBody) =>
  request<{ key: string }>(`/api/v1/explore/form_data/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body,
  }).then((r) => r.key);

export const postExplorePermalink = (formData: Record<string, unknown>, urlParams: [string, string][]) =>
  request<{ key: string; url: string }>('/api/v1/explore/permalink', {
    method: 'POST',
    body: { formData, urlParams },
  });

export const getDataset = (id: number) =>
  request<{ result: ExploreDataset }>(`/api/v1/dataset/${id}`).then((r) => r.result);

export const putDataset = (id: number, body: Record<string, unknown>, overrideColumns: boolean) =>
  request<{ id: number; result: unknown }>(`/api/v1/dataset/${id}?override_columns=${overrideColumns}`, {
    method: 'PUT',
    body,
  });

export interface DatasetListItem {
  id: number;
  table_name: string;
  kind: string;
  schema: string | null;
  database: { id: number; database_name: string } | null;
  owners: UserRef[];
}

export const getDatasets = (q: ListQuery) =>
  request<ListResponse<DatasetListItem>>(`/api/v1/dataset/?q=${encodeUri(q)}`);

export interface DashboardOption {
  id: number;
  dashboard_title: string;
}

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
  request<{ id: number }>('/api/v1/dashboard/', { method: 'POST', body: { dashboard_title: title } });
