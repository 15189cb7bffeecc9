/**
 * The Database resource (Superset's `/api/v1/database/`): the list, one entry, create, update and
 * delete, the engine list, the connection checks, and browsing schemas, tables and table metadata.
 */
import type * as core from '@meridian/core';
import type {
  AvailableEngine,
  DatabaseDetail,
  DatabaseListItem,
  DatabaseRelatedObjects,
  TableOption,
} from '@meridian/core';
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints } from './resource';
import type { ListQuery, ListResponse } from './types';

const BASE = '/api/v1/database';

export type {
  AvailableEngine,
  DatabaseDetail,
  DatabaseListItem,
  DatabaseRelatedObjects,
  EngineInformation,
  ParameterProperty,
  ParametersSchema,
  TableOption,
} from '@meridian/core';

/** The body of create, update and test_connection (fields left out keep their stored value). */
export type DatabasePayload = core.DatabasePutBody;

export type ValidateParametersPayload = core.ValidateParametersBody;

/** A column of `table_metadata/` as the pages read it. */
export type TableColumnMetadata = Pick<core.TableColumnMetadata, 'name' | 'type' | 'longType' | 'comment'>;

/** The part of `table_metadata/` the pages read. */
export type TableMetadata = Pick<core.TableMetadata, 'name' | 'selectStar' | 'comment'> & {
  columns: TableColumnMetadata[];
};

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
      getDatabase: r.get<DatabaseDetail>(),
      getAvailableEngines: build.query<AvailableEngine[], void>({
        query: () => `${BASE}/available/`,
        transformResponse: (r: { databases: AvailableEngine[] }) => r.databases,
      }),
      getDatabaseRelatedObjects: r.relatedObjects<DatabaseRelatedObjects>('/'),
      createDatabase: r.create<{ id: number; result: DatabaseDetail }, DatabasePayload>(),
      // A changed connection also changes its schemas, catalogs and tables.
      updateDatabase: r.update<{ id: number; result: DatabaseDetail }, DatabasePayload>(['DatabaseMeta']),
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
