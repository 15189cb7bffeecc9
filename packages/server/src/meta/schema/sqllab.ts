/** SQL Lab: saved queries, query runs, editor tabs and their table schemas. */
import type { Audit, Bool, Id, Ts } from './columns.js';

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
