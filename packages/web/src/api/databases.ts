/**
 * The Database resource (Superset's `/api/v1/database/`): the list, one entry, create, update and
 * delete, the engine list, the connection checks, and browsing schemas, tables and table metadata.
 */
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints } from './resource';
import type { ListQuery, ListResponse, UserRef } from './types';

const BASE = '/api/v1/database';

export interface EngineInformation {
  supports_file_upload: boolean;
  disable_ssh_tunneling: boolean;
  supports_dynamic_catalog: boolean;
  supports_oauth2: boolean;
  /** The SQL editor's dialect: a @codemirror/lang-sql export name ('PostgreSQL', 'MySQL'…). */
  editor_dialect?: string;
}

/** A JSON schema property of an engine's connection parameters. */
export interface ParameterProperty {
  type?: string;
  description?: string;
  nullable?: boolean;
  format?: string;
  minimum?: number;
  exclusiveMaximum?: number;
  maximum?: number;
  default?: unknown;
  enum?: unknown[];
  additionalProperties?: unknown;
}

export interface ParametersSchema {
  type: 'object';
  properties: Record<string, ParameterProperty>;
  required?: string[];
}

/** An entry of `available/`. Engines without `parameters` connect by SQLAlchemy URI only. */
export interface AvailableEngine {
  engine: string;
  name: string;
  default_driver: string;
  available_drivers: string[];
  sqlalchemy_uri_placeholder: string;
  preferred: boolean;
  engine_information: EngineInformation;
  parameters?: ParametersSchema;
}

export interface DatabaseListItem {
  id: number;
  uuid: string;
  database_name: string;
  backend: string;
  driver: string | null;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  allow_multi_catalog: boolean;
  allow_run_async: boolean;
  allows_virtual_table_explore: boolean;
  disable_data_preview: boolean;
  expose_in_sqllab: boolean;
  /** 'sqlalchemy_form' or 'dynamic_form'. */
  configuration_method: string;
  engine_information: EngineInformation;
  extra: string | null;
  force_ctas_schema: string | null;
  changed_on: string;
  changed_on_delta_humanized: string;
  changed_by: Omit<UserRef, 'id'> | null;
  created_by: Omit<UserRef, 'id'> | null;
}

export interface DatabaseDetail extends DatabaseListItem {
  sqlalchemy_uri: string;
  parameters: Record<string, unknown>;
  parameters_schema: ParametersSchema | Record<string, never>;
  cache_timeout: number | null;
  impersonate_user: boolean;
  is_managed_externally: boolean;
  external_url: string | null;
  server_cert: string | null;
}

/** The body of create, update and test_connection (fields left out keep their stored value). */
export interface DatabasePayload {
  database_name?: string;
  engine?: string;
  driver?: string | null;
  configuration_method?: 'sqlalchemy_form' | 'dynamic_form';
  sqlalchemy_uri?: string;
  parameters?: Record<string, unknown>;
  expose_in_sqllab?: boolean;
  allow_run_async?: boolean;
  allow_dml?: boolean;
  allow_file_upload?: boolean;
  allow_ctas?: boolean;
  allow_cvas?: boolean;
  cache_timeout?: number | null;
  extra?: string;
}

export interface ValidateParametersPayload {
  id?: number | null;
  database_name?: string | null;
  engine: string;
  driver?: string | null;
  parameters: Record<string, unknown>;
  configuration_method: 'sqlalchemy_form' | 'dynamic_form';
}

export interface DatabaseRelatedObjects {
  charts: { count: number; result: { id: number; slice_name: string; viz_type: string }[] };
  dashboards: { count: number; result: { id: number; title: string; slug: string | null }[] };
  sqllab_tab_states: { count: number; result: { id: number; label: string; active: boolean }[] };
}

export interface TableOption {
  value: string;
  /** 'table' or 'view'. */
  type: string;
  extra: Record<string, unknown> | null;
}

export interface TableColumnMetadata {
  name: string;
  type: string;
  longType: string;
  comment?: string | null;
}

export interface TableMetadata {
  name: string;
  columns: TableColumnMetadata[];
  selectStar: string;
  comment?: string | null;
}

export interface SchemasArgs {
  dbId: number;
  catalog?: string | null;
  force?: boolean;
}

export interface TablesArgs {
  dbId: number;
  schema: string;
  catalog?: string | null;
  force?: boolean;
}

export interface TableMetadataArgs {
  dbId: number;
  table: string;
  schema?: string | null;
  catalog?: string | null;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Database', 'DatabaseMeta'] });

export const databaseApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'Database');
    return {
      getDatabasePermissions: r.permissions(),
      getDatabases: r.list<DatabaseListItem>(),
      getDatabase: build.query<DatabaseDetail, number>({
        query: (id) => `${BASE}/${id}`,
        transformResponse: (r: { result: DatabaseDetail }) => r.result,
        providesTags: (_r, _e, id) => [{ type: 'Database', id }],
      }),
      getAvailableEngines: build.query<AvailableEngine[], void>({
        query: () => `${BASE}/available/`,
        transformResponse: (r: { databases: AvailableEngine[] }) => r.databases,
      }),
      getDatabaseRelatedObjects: build.query<DatabaseRelatedObjects, number>({
        query: (id) => `${BASE}/${id}/related_objects/`,
        keepUnusedDataFor: 0,
      }),
      createDatabase: build.mutation<{ id: number; result: DatabaseDetail }, DatabasePayload>({
        query: (body) => ({ url: `${BASE}/`, method: 'POST', body }),
        invalidatesTags: [{ type: 'Database', id: 'LIST' }],
      }),
      updateDatabase: build.mutation<
        { id: number; result: DatabaseDetail },
        { id: number; body: DatabasePayload }
      >({
        query: ({ id, body }) => ({ url: `${BASE}/${id}`, method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'Database', id: 'LIST' },
          { type: 'Database', id },
          { type: 'DatabaseMeta', id },
        ],
      }),
      deleteDatabase: r.deleteOne(),
      testConnection: build.mutation<{ message: string }, DatabasePayload>({
        query: (body) => ({ url: `${BASE}/test_connection/`, method: 'POST', body }),
      }),
      validateParameters: build.mutation<{ message: string }, ValidateParametersPayload>({
        query: (body) => ({ url: `${BASE}/validate_parameters/`, method: 'POST', body }),
      }),
      getSchemas: build.query<string[], SchemasArgs>({
        query: ({ dbId, catalog, force }) =>
          `${BASE}/${dbId}/schemas/?q=${encodeUri({ force: Boolean(force), ...(catalog ? { catalog } : {}) })}`,
        transformResponse: (r: { result: string[] }) => r.result,
        providesTags: (_r, _e, { dbId }) => [{ type: 'DatabaseMeta', id: dbId }],
      }),
      getCatalogs: build.query<string[], { dbId: number; force?: boolean }>({
        query: ({ dbId, force }) => `${BASE}/${dbId}/catalogs/?q=${encodeUri({ force: Boolean(force) })}`,
        transformResponse: (r: { result: string[] }) => r.result,
        providesTags: (_r, _e, { dbId }) => [{ type: 'DatabaseMeta', id: dbId }],
      }),
      getTables: build.query<{ count: number; result: TableOption[] }, TablesArgs>({
        query: ({ dbId, schema, catalog, force }) =>
          `${BASE}/${dbId}/tables/?q=${encodeUri({
            force: Boolean(force),
            schema_name: schema,
            ...(catalog ? { catalog_name: catalog } : {}),
          })}`,
        providesTags: (_r, _e, { dbId }) => [{ type: 'DatabaseMeta', id: dbId }],
      }),
      getTableMetadata: build.query<TableMetadata, TableMetadataArgs>({
        query: ({ dbId, table, schema, catalog }) => {
          const params = new URLSearchParams({ name: table });
          if (schema) params.set('schema', schema);
          if (catalog) params.set('catalog', catalog);
          return `${BASE}/${dbId}/table_metadata/?${params.toString()}`;
        },
      }),
    };
  },
});

export const {
  useGetDatabasePermissionsQuery,
  useGetDatabasesQuery,
  useGetDatabaseQuery,
  useGetAvailableEnginesQuery,
  useGetDatabaseRelatedObjectsQuery,
  useCreateDatabaseMutation,
  useUpdateDatabaseMutation,
  useDeleteDatabaseMutation,
  useTestConnectionMutation,
  useValidateParametersMutation,
  useGetSchemasQuery,
  useGetCatalogsQuery,
  useGetTablesQuery,
  useGetTableMetadataQuery,
} = databaseApi;

/** A page of databases whose name contains `search`, by name (the database picker's options). */
export function fetchDatabaseOptions(
  search: string,
  page: number,
  pageSize: number,
  sqlLabOnly = false,
): Promise<ListResponse<DatabaseListItem>> {
  const filters = [
    ...(search ? [{ col: 'database_name', opr: 'ct', value: search }] : []),
    ...(sqlLabOnly ? [{ col: 'expose_in_sqllab', opr: 'eq', value: true }] : []),
  ];
  const q: ListQuery = {
    order_column: 'database_name',
    order_direction: 'asc',
    page,
    page_size: pageSize,
    ...(filters.length ? { filters } : {}),
  };
  return request<ListResponse<DatabaseListItem>>(`${BASE}/?q=${encodeUri(q)}`);
}
