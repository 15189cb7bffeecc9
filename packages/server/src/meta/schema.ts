/**
 * Row types of the metadata store. Table and column names follow Superset's, so its vocabulary and
 * bundles map one to one. Conventions (decision 0002): ids are generated integers; booleans are 0/1
 * integers on every engine; timestamps are ISO-8601 UTC strings; JSON is text.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;
type Bool = number;
type Ts = string;

interface Audit {
  created_on: Ts;
  changed_on: Ts;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface UserTable {
  id: Id;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string | null;
  active: Bool;
  last_login: Ts | null;
  login_count: number;
  fail_login_count: number;
  created_on: Ts;
  changed_on: Ts;
  /** Bumped on a password change or deactivation: older JWTs and sessions are refused. */
  token_version: Generated<number>;
}
export interface RoleTable {
  id: Id;
  name: string;
}
export interface PermissionTable {
  id: Id;
  name: string;
}
export interface ViewMenuTable {
  id: Id;
  name: string;
}
export interface PermissionViewTable {
  id: Id;
  permission_id: number;
  view_menu_id: number;
}
export interface PermissionViewRoleTable {
  id: Id;
  permission_view_id: number;
  role_id: number;
}
export interface UserRoleTable {
  id: Id;
  user_id: number;
  role_id: number;
}

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export interface SessionTable {
  id: string;
  user_id: number;
  csrf_token: string;
  created_on: Ts;
  expires_on: Ts;
  last_seen: Ts;
  user_agent: string | null;
  /** The user's token_version when the session was created. */
  token_version: Generated<number>;
}

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

export interface OwnerLink {
  id: Id;
  user_id: number;
}

export interface SliceTable extends Audit {
  id: Id;
  uuid: string;
  slice_name: string;
  datasource_id: number | null;
  datasource_type: string | null;
  viz_type: string;
  params: string | null;
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: Bool;
  external_url: string | null;
  last_saved_at: Ts | null;
  last_saved_by_fk: number | null;
}

export interface DashboardTable extends Audit {
  id: Id;
  uuid: string;
  dashboard_title: string | null;
  slug: string | null;
  position_json: string | null;
  json_metadata: string | null;
  description: string | null;
  css: string | null;
  published: Bool;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: Bool;
  external_url: string | null;
  theme_id: number | null;
}

export interface FavStarTable {
  id: Id;
  user_id: number;
  class_name: string;
  obj_id: number;
  dttm: Ts;
}

export interface TagTable extends Audit {
  id: Id;
  name: string;
  type: string;
  description: string | null;
}
export interface TaggedObjectTable {
  id: Id;
  tag_id: number;
  object_id: number;
  object_type: string;
}

export interface SavedQueryTable extends Audit {
  id: Id;
  uuid: string;
  user_id: number | null;
  db_id: number | null;
  catalog: string | null;
  schema: string | null;
  label: string;
  description: string | null;
  sql: string;
  template_parameters: string | null;
  extra_json: string | null;
  last_run: Ts | null;
  rows: number | null;
}

export interface QueryTable {
  id: Id;
  client_id: string;
  database_id: number;
  user_id: number | null;
  status: string;
  tab_name: string | null;
  sql_editor_id: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  select_sql: string | null;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: string;
  select_as_cta: Bool;
  select_as_cta_used: Bool;
  ctas_method: string;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  progress: number;
  rows: number | null;
  error_message: string | null;
  results_key: string | null;
  tracking_url: string | null;
  extra_json: string | null;
  start_time: number | null;
  start_running_time: number | null;
  end_time: number | null;
  end_result_backend_time: number | null;
  changed_on: Ts;
}

export interface TabStateTable extends Audit {
  id: Id;
  user_id: number;
  label: string;
  active: Bool;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  latest_query_id: string | null;
  autorun: Bool;
  template_params: string | null;
  hide_left_bar: Bool;
  saved_query_id: number | null;
  extra_json: string | null;
}

export interface TableSchemaTable extends Audit {
  id: Id;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  description: string | null;
  expanded: Bool;
}

/** Key-value store for permalinks and filter state. */
export interface KeyValueTable {
  id: Id;
  uuid: string;
  resource: string;
  value: string;
  created_on: Ts;
  created_by_fk: number | null;
  changed_on: Ts | null;
  expires_on: Ts | null;
}

export interface ReportScheduleTable extends Audit {
  id: Id;
  type: string;
  name: string;
  description: string | null;
  context_markdown: string | null;
  active: Bool;
  crontab: string;
  creation_method: string;
  timezone: string;
  report_format: string;
  sql: string | null;
  chart_id: number | null;
  dashboard_id: number | null;
  database_id: number | null;
  last_eval_dttm: Ts | null;
  last_state: string;
  last_value: number | null;
  last_value_row_json: string | null;
  validator_type: string | null;
  validator_config_json: string | null;
  log_retention: number;
  grace_period: number;
  working_timeout: number;
  force_screenshot: Bool;
  custom_width: number | null;
  extra_json: string;
}
export interface ReportRecipientTable {
  id: Id;
  type: string;
  recipient_config_json: string;
  report_schedule_id: number;
}
export interface ReportExecutionLogTable {
  id: Id;
  uuid: string;
  report_schedule_id: number;
  scheduled_dttm: Ts;
  start_dttm: Ts | null;
  end_dttm: Ts | null;
  value: number | null;
  value_row_json: string | null;
  state: string;
  error_message: string | null;
}

export interface LogTable {
  id: Id;
  action: string;
  user_id: number | null;
  json: string | null;
  dttm: Ts;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

export interface CssTemplateTable extends Audit {
  id: Id;
  uuid: string;
  template_name: string;
  css: string;
}
export interface ThemeTable extends Audit {
  id: Id;
  uuid: string;
  theme_name: string;
  json_data: string;
  is_system: Bool;
}

export interface MetaSchema {
  ab_user: UserTable;
  ab_role: RoleTable;
  ab_permission: PermissionTable;
  ab_view_menu: ViewMenuTable;
  ab_permission_view: PermissionViewTable;
  ab_permission_view_role: PermissionViewRoleTable;
  ab_user_role: UserRoleTable;
  sessions: SessionTable;
  dbs: DatabaseTable;
  tables: DatasetTable;
  table_columns: DatasetColumnTable;
  sql_metrics: DatasetMetricTable;
  sqlatable_user: OwnerLink & { table_id: number };
  slices: SliceTable;
  slice_user: OwnerLink & { slice_id: number };
  dashboards: DashboardTable;
  dashboard_slices: { id: Id; dashboard_id: number; slice_id: number };
  dashboard_user: OwnerLink & { dashboard_id: number };
  dashboard_roles: { id: Id; dashboard_id: number; role_id: number };
  favstar: FavStarTable;
  tag: TagTable;
  tagged_object: TaggedObjectTable;
  saved_query: SavedQueryTable;
  query: QueryTable;
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
  key_value: KeyValueTable;
  report_schedule: ReportScheduleTable;
  report_schedule_user: OwnerLink & { report_schedule_id: number };
  report_recipient: ReportRecipientTable;
  report_execution_log: ReportExecutionLogTable;
  logs: LogTable;
  css_templates: CssTemplateTable;
  themes: ThemeTable;
}

export type Dashboard = Selectable<DashboardTable>;
export type NewDashboard = Insertable<DashboardTable>;
export type DashboardUpdate = Updateable<DashboardTable>;
export type User = Selectable<UserTable>;
