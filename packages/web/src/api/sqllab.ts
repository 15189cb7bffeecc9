/**
 * SQL Lab calls (Superset's paths and payloads): execute, results, format, estimate, validate,
 * permalink, the bootstrap, and the per-user tab state (`/tabstateview/`) and table panels
 * (`/tableschemaview/`). The query runner calls the plain functions; components use the hooks.
 */
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';

/** A result column as the server describes it (GenericDataType in type_generic: 0 num, 1 str, 2 time, 3 bool). */
export interface ResultColumn {
  column_name: string;
  name?: string;
  type: string | null;
  is_dttm: boolean;
  type_generic?: number | null;
}

/** Superset's Query.to_dict(): the camelCase query record inside execute and results answers. */
export interface ServerQuery {
  id: string;
  queryId?: number;
  dbId: number;
  db?: string;
  catalog?: string | null;
  schema?: string | null;
  sql: string;
  executedSql?: string | null;
  sqlEditorId?: string | null;
  tab?: string | null;
  state: string;
  progress?: number;
  startDttm?: number | null;
  endDttm?: number | null;
  rows?: number | null;
  limit?: number | null;
  limitingFactor?: string | null;
  resultsKey?: string | null;
  errorMessage?: string | null;
  trackingUrl?: string | null;
  ctas?: boolean;
  tempTable?: string | null;
  tempSchema?: string | null;
  serverId?: number;
  userId?: number;
  user?: string;
  changed_on?: string;
  extra?: Record<string, unknown>;
}

export interface QueryExecutionResponse {
  status: string;
  query_id?: number;
  data?: Record<string, unknown>[];
  /** More rows are stored than DISPLAY_MAX_ROW let the server send. */
  displayLimitReached?: boolean;
  columns?: ResultColumn[];
  selected_columns?: ResultColumn[];
  expanded_columns?: ResultColumn[];
  query: ServerQuery;
}

export interface ExecutePayload {
  client_id: string;
  database_id: number;
  json: true;
  runAsync: boolean;
  catalog: string | null;
  schema: string | null;
  sql: string;
  sql_editor_id: string;
  tab: string;
  tmp_table_name: string;
  select_as_cta: boolean;
  ctas_method: 'TABLE' | 'VIEW';
  /** CTAS/CVAS: the schema of the new table or view (the database's force_ctas_schema). */
  tmp_schema?: string;
  templateParams: string | undefined;
  queryLimit: number;
  expand_data: true;
}

export interface EstimatePayload {
  database_id: number;
  catalog: string | null;
  schema: string | null;
  sql: string;
  template_params: Record<string, unknown>;
}

export interface ValidationAnnotation {
  line_number: number | null;
  start_column: number | null;
  end_column: number | null;
  message: string;
}

/** One entry of GET /tabstateview/{id} → table_schemas. */
export interface ServerTableSchema {
  id: number;
  tab_state_id?: number;
  database_id: number;
  catalog?: string | null;
  schema: string | null;
  table: string;
  description: Record<string, unknown> | null;
  expanded: boolean;
}

/** GET /tabstateview/{id}. */
export interface ServerTabState {
  id: number;
  label: string;
  active?: boolean;
  database_id: number | null;
  catalog?: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  latest_query: ServerQuery | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  saved_query: { id: number } | null;
  extra_json?: string | Record<string, unknown> | null;
  table_schemas: ServerTableSchema[];
}

/** The configuration SQL Lab reads (Superset's `common.conf` entries); Superset's defaults. */
export interface SqlLabConf {
  SQL_MAX_ROW: number;
  DISPLAY_MAX_ROW: number;
  DEFAULT_SQLLAB_LIMIT: number;
}

export const DEFAULT_SQLLAB_CONF: SqlLabConf = {
  SQL_MAX_ROW: 100_000,
  DISPLAY_MAX_ROW: 10_000,
  DEFAULT_SQLLAB_LIMIT: 1000,
};

/** GET /api/v1/sqllab/ (the editor's bootstrap). tab_state_ids are [id, label] pairs. */
export interface SqlLabBootstrap {
  active_tab: ServerTabState | null;
  databases: Record<string, unknown>;
  queries: Record<string, ServerQuery>;
  tab_state_ids: [number, string][];
  conf: SqlLabConf;
}

const positive = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback;

function confOf(common: unknown): SqlLabConf {
  const conf = (common as { conf?: Record<string, unknown> } | null)?.conf ?? {};
  const d = DEFAULT_SQLLAB_CONF;
  return {
    SQL_MAX_ROW: positive(conf.SQL_MAX_ROW, d.SQL_MAX_ROW),
    DISPLAY_MAX_ROW: positive(conf.DISPLAY_MAX_ROW, d.DISPLAY_MAX_ROW),
    DEFAULT_SQLLAB_LIMIT: positive(conf.DEFAULT_SQLLAB_LIMIT, d.DEFAULT_SQLLAB_LIMIT),
  };
}

/** The editor fields PUT /tabstateview/{id} takes (a JSON body; Superset's form post works too). */
export interface TabStatePut {
  database_id?: number | null;
  catalog?: string | null;
  schema?: string | null;
  sql?: string;
  label?: string;
  query_limit?: number;
  latest_query_id?: string | null;
  template_params?: string;
  hide_left_bar?: boolean;
  autorun?: boolean;
  extra_json?: string;
  saved_query_id?: number | null;
}

export const executeQuery = (body: ExecutePayload, signal?: AbortSignal) =>
  request<QueryExecutionResponse>(`/api/v1/sqllab/execute/${window.location.search}`, {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });

export const fetchQueryResults = (key: string, rows?: number) =>
  request<QueryExecutionResponse>(
    `/api/v1/sqllab/results/?q=${encodeUri({ key, ...(rows ? { rows } : {}) })}`,
  );

/** GET /api/v1/sqllab/ answers `{result: {...}}` (REST envelope); a bare object is accepted too. */
export const fetchSqlLabBootstrap = () =>
  request<{ result?: SqlLabBootstrap & { common?: unknown } } & Partial<SqlLabBootstrap>>(
    '/api/v1/sqllab/',
  ).then((r): SqlLabBootstrap => {
    const b = r.result ?? (r as Partial<SqlLabBootstrap> & { common?: unknown });
    return {
      conf: confOf(b.common),
      active_tab: b.active_tab ?? null,
      databases: b.databases ?? {},
      queries: b.queries ?? {},
      tab_state_ids: (b.tab_state_ids ?? []).map<[number, string]>((t) =>
        Array.isArray(t) ? t : [(t as { id: number }).id, (t as { label: string }).label],
      ),
    };
  });

export const fetchTabState = (id: number) => request<ServerTabState>(`/tabstateview/${id}`);

export const createTabState = (queryEditor: Record<string, unknown>) =>
  request<{ id: number }>('/tabstateview/', {
    method: 'POST',
    body: { queryEditor: JSON.stringify(queryEditor) },
  });

export const updateTabState = (id: number, fields: TabStatePut) =>
  request(`/tabstateview/${id}`, { method: 'PUT', body: fields });

export const activateTabState = (id: number) => request(`/tabstateview/${id}/activate`, { method: 'POST' });

export const deleteTabState = (id: number) => request(`/tabstateview/${id}`, { method: 'DELETE' });

export const migrateQueryToTab = (id: number, clientId: string) =>
  request(`/tabstateview/${id}/migrate_query`, { method: 'POST', body: { queryId: clientId } });

export const removeQueryFromTab = (id: number, clientId: string) =>
  request(`/tabstateview/${id}/query/${encodeURIComponent(clientId)}`, { method: 'DELETE' });

export const createTableSchema = (table: Record<string, unknown>) =>
  request<{ id: number }>('/tableschemaview/', {
    method: 'POST',
    body: { table: JSON.stringify(table) },
  });

export const setTableSchemaExpanded = (id: number, expanded: boolean) =>
  request(`/tableschemaview/${id}/expanded`, { method: 'POST', body: { expanded } });

export const deleteTableSchema = (id: number) => request(`/tableschemaview/${id}`, { method: 'DELETE' });

export const sqllabApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    formatSql: build.mutation<string, { sql: string; database_id?: number | null; template_params?: string }>(
      {
        query: (body) => ({ url: '/api/v1/sqllab/format_sql/', method: 'POST', body }),
        transformResponse: (r: { result: string }) => r.result,
      },
    ),
    estimateQueryCost: build.mutation<Record<string, unknown>[], EstimatePayload>({
      query: (body) => ({ url: '/api/v1/sqllab/estimate/', method: 'POST', body }),
      transformResponse: (r: { result: Record<string, unknown>[] | Record<string, unknown> }) =>
        Array.isArray(r.result) ? r.result : [r.result],
    }),
    validateSql: build.mutation<
      ValidationAnnotation[],
      { dbId: number; sql: string; catalog: string | null; schema: string | null; template_params?: unknown }
    >({
      query: ({ dbId, ...body }) => ({
        url: `/api/v1/database/${dbId}/validate_sql/`,
        method: 'POST',
        body,
      }),
      transformResponse: (r: { result: ValidationAnnotation[] }) => r.result,
    }),
    createSqlLabPermalink: build.mutation<{ key: string; url: string }, Record<string, unknown>>({
      query: (body) => ({ url: '/api/v1/sqllab/permalink', method: 'POST', body }),
    }),
    getSqlLabPermalink: build.query<Record<string, unknown>, string>({
      query: (key) => `/api/v1/sqllab/permalink/${encodeURIComponent(key)}`,
      // Superset answers `{state}`; a bare state is accepted too.
      transformResponse: (r: { state?: Record<string, unknown> } & Record<string, unknown>) => r.state ?? r,
    }),
  }),
});

export const {
  useFormatSqlMutation,
  useEstimateQueryCostMutation,
  useValidateSqlMutation,
  useCreateSqlLabPermalinkMutation,
  useGetSqlLabPermalinkQuery,
} = sqllabApi;
