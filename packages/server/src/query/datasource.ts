/** What the compiler needs of a dataset: its source, columns and saved metrics. */
export interface DatasourceColumn {
  column_name: string;
  /** SQL of a calculated column; null for a physical column. */
  expression: string | null;
  type: string | null;
  is_dttm: boolean;
  python_date_format: string | null;
  filterable: boolean;
  groupby: boolean;
  verbose_name?: string | null;
}

export interface DatasourceMetric {
  metric_name: string;
  expression: string;
  verbose_name?: string | null;
}

export interface Datasource {
  id: number;
  database_id: number;
  table_name: string;
  schema: string | null;
  catalog: string | null;
  /** SQL of a virtual dataset; null for a physical table. */
  sql: string | null;
  main_dttm_col: string | null;
  fetch_values_predicate: string | null;
  always_filter_main_dttm: boolean;
  columns: DatasourceColumn[];
  metrics: DatasourceMetric[];
}
