/**
 * SQL Lab calls (Superset's paths and payloads): execute, results, format, estimate, validate,
 * permalink, the bootstrap, and the per-user tab state (`/tabstateview/`) and table panels
 * (`/tableschemaview/`). The query runner calls the plain functions; components use the hooks.
 */
import type {
  EstimateBodyInput,
  EstimateResponse,
  ExecuteBodyInput,
  FormatSqlBodyInput,
  FormatSqlResponse,
  QueryExecutionResponse,
  QueryEditorBody,
  SqlLabBootstrapResponse,
  SqlLabConf,
  SqlLabCreatedResponse,
  SqlLabPermalinkResponse,
  TableSchemaBodyInput,
  TabStatePutInput,
  ServerTabState,
  ValidateSqlBodyInput,
  ValidateSqlResponse,
  ValidationAnnotation,
} from '@meridian/core';
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';

export type {
  ResultColumn,
  ServerQuery,
  QueryExecutionResponse,
  ValidationAnnotation,
  ServerTableSchema,
  ServerTabState,
  SqlLabConf,
} from '@meridian/core';

/** The execute body (Superset's names; CTAS/CVAS may add `tmp_schema`, the new table's schema). */
export type ExecutePayload = ExecuteBodyInput;
export type EstimatePayload = EstimateBodyInput;

/** Superset's defaults of the configuration SQL Lab reads (`common.conf`). */
export const DEFAULT_SQLLAB_CONF: SqlLabConf = {
  SQL_MAX_ROW: 100_000,
  DISPLAY_MAX_ROW: 10_000,
  DEFAULT_SQLLAB_LIMIT: 1000,
};

type BootstrapResult = SqlLabBootstrapResponse['result'];

/** GET /api/v1/sqllab/ as the editor keeps it: tab_state_ids as [id, label] pairs, the conf with defaults. */
export type SqlLabBootstrap = Omit<BootstrapResult, 'tab_state_ids' | 'common'> &
  Record<'tab_state_ids', [number, string][]> &
  Record<'conf', SqlLabConf>;

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
export type TabStatePut = Omit<TabStatePutInput, 'extra_json'> &
  // The editor sends its extra state as JSON text (the server takes an object too).
  Partial<Record<'extra_json', string>>;

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

type TabRef = BootstrapResult['tab_state_ids'][number];

/** GET /api/v1/sqllab/ answers `{result: {...}}` (REST envelope); a bare object is accepted too. */
export const fetchSqlLabBootstrap = () =>
  request<Partial<SqlLabBootstrapResponse> & Partial<BootstrapResult>>('/api/v1/sqllab/').then(
    (r): SqlLabBootstrap => {
      const b: Partial<BootstrapResult> = r.result ?? r;
      return {
        conf: confOf(b.common),
        active_tab: b.active_tab ?? null,
        databases: b.databases ?? {},
        queries: b.queries ?? {},
        // `{id, label}` entries, or Superset's `[id, label]` pairs.
        tab_state_ids: ((b.tab_state_ids ?? []) as unknown[]).map<[number, string]>((t) =>
          Array.isArray(t) ? (t as [number, string]) : [(t as TabRef).id, (t as TabRef).label],
        ),
      };
    },
  );

export const fetchTabState = (id: number) => request<ServerTabState>(`/tabstateview/${id}`);

export const createTabState = (queryEditor: Partial<QueryEditorBody> & Record<string, unknown>) =>
  request<SqlLabCreatedResponse>('/tabstateview/', {
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

export const createTableSchema = (table: Partial<TableSchemaBodyInput> & Record<string, unknown>) =>
  request<SqlLabCreatedResponse>('/tableschemaview/', {
    method: 'POST',
    body: { table: JSON.stringify(table) },
  });

export const setTableSchemaExpanded = (id: number, expanded: boolean) =>
  request(`/tableschemaview/${id}/expanded`, { method: 'POST', body: { expanded } });

export const deleteTableSchema = (id: number) => request(`/tableschemaview/${id}`, { method: 'DELETE' });

export const sqllabApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    formatSql: build.mutation<string, FormatSqlBodyInput>({
      query: (body) => ({ url: '/api/v1/sqllab/format_sql/', method: 'POST', body }),
      transformResponse: (r: FormatSqlResponse) => r.result,
    }),
    estimateQueryCost: build.mutation<Record<string, unknown>[], EstimatePayload>({
      query: (body) => ({ url: '/api/v1/sqllab/estimate/', method: 'POST', body }),
      transformResponse: (r: EstimateResponse) => (Array.isArray(r.result) ? r.result : [r.result]),
    }),
    validateSql: build.mutation<ValidationAnnotation[], ValidateSqlBodyInput & Record<'dbId', number>>({
      query: ({ dbId, ...body }) => ({
        url: `/api/v1/database/${dbId}/validate_sql/`,
        method: 'POST',
        body,
      }),
      transformResponse: (r: ValidateSqlResponse) => r.result,
    }),
    // The editor's state as it is (the server answers 400 to one it cannot keep, e.g. without a database).
    createSqlLabPermalink: build.mutation<SqlLabPermalinkResponse, Record<string, unknown>>({
      query: (body) => ({ url: '/api/v1/sqllab/permalink', method: 'POST', body }),
    }),
    getSqlLabPermalink: build.query<Record<string, unknown>, string>({
      query: (key) => `/api/v1/sqllab/permalink/${encodeURIComponent(key)}`,
      // Superset answers `{state}`; a bare state is accepted too.
      transformResponse: (r: Partial<Record<'state', Record<string, unknown>>> & Record<string, unknown>) =>
        r.state ?? r,
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
