/** Databases and datasets with their columns and metrics. */
import type { Audit, Bool, Id } from './columns.js';

export interface DatabaseTable extends Audit {
  id: Id;
  uuid: string;
  database_name: string;
  sqlalchemy_uri: string;
  password: string | null;
  cache_timeout: number | null;
  expose_in_sqllab: Bool;
  allow_run_async: Bool;
  allow_ctas: Bool;
  allow_cvas: Bool;
  allow_dml: Bool;
  allow_file_upload: Bool;
  force_ctas_schema: string | null;
  impersonate_user: Bool;
  extra: string;
  encrypted_extra: string | null;
  server_cert: string | null;
  configuration_method: string;
  is_managed_externally: Bool;
  external_url: string | null;
}

export interface DatasetTable extends Audit {
  id: Id;
  uuid: string;
  table_name: string;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  offset: number;
  cache_timeout: number | null;
  is_sqllab_view: Bool;
  template_params: string | null;
  extra: string | null;
  filter_select_enabled: Bool;
  fetch_values_predicate: string | null;
  normalize_columns: Bool;
  always_filter_main_dttm: Bool;
  is_managed_externally: Bool;
  external_url: string | null;
}

export interface DatasetColumnTable extends Audit {
  id: Id;
  uuid: string;
  table_id: number;
  column_name: string;
  verbose_name: string | null;
  is_dttm: Bool;
  is_active: Bool;
  type: string | null;
  advanced_data_type: string | null;
  groupby: Bool;
  filterable: Bool;
  expression: string | null;
  description: string | null;
  python_date_format: string | null;
  extra: string | null;
}

export interface DatasetMetricTable extends Audit {
  id: Id;
  uuid: string;
  table_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: string | null;
  warning_text: string | null;
  extra: string | null;
}
