/**
 * File uploads to a database (Superset's upload dialog): the databases that take uploads
 * (`allow_file_upload` on an engine that supports them), the schemas an upload may go to
 * (`schemas_access_for_file_upload`, or every visible schema when it names none), the columns and
 * sheets a file would give (`POST /api/v1/database/upload_metadata/`) and the upload itself
 * (`POST /api/v1/database/{pk}/upload/`, multipart). A finished upload refreshes the dataset list
 * and the database's tables.
 */
import type { DatabaseListItem } from '@meridian/core';
import { api as baseApi } from './baseApi';
import { ApiError, request } from './client';
import { normalizeError } from './errors';
import { encodeUri } from './rison';
import type { ListResponse } from './types';

const BASE = '/api/v1/database';

/** One sheet (Excel) or the whole file (CSV, columnar: `sheet_name` null) and its columns. */
export interface FileMetadataItem {
  sheet_name: string | null;
  column_names: string[];
}

/** A database an upload may go to, as the dialog's select shows it. */
export type UploadDatabase = Pick<DatabaseListItem, 'id' | 'database_name'>;

/** The list query of the databases that allow file uploads (the first 100, as Superset's select). */
export const UPLOAD_DATABASES_QUERY = encodeUri({
  filters: [{ col: 'allow_file_upload', opr: 'eq', value: true }],
  page: 0,
  page_size: 100,
});

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Database', 'DatabaseMeta', 'Dataset'] });

export const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Databases with `allow_file_upload` whose engine takes uploads. */
    getUploadDatabases: build.query<UploadDatabase[], void>({
      query: () => `${BASE}/?q=${UPLOAD_DATABASES_QUERY}`,
      transformResponse: (r: ListResponse<DatabaseListItem>) =>
        r.result
          .filter((d) => d.allow_file_upload && d.engine_information.supports_file_upload)
          .map((d) => ({ id: d.id, database_name: d.database_name })),
      providesTags: [{ type: 'Database', id: 'LIST' }],
    }),
    /** The schemas named for uploads on the database; none named: every schema the user may see. */
    getUploadSchemas: build.query<string[], number>({
      queryFn: async (dbId) => {
        try {
          const named = await request<{ schemas: string[] }>(
            `${BASE}/${dbId}/schemas_access_for_file_upload/`,
          );
          if (named.schemas.length > 0) return { data: named.schemas };
          const all = await request<{ result: string[] }>(
            `${BASE}/${dbId}/schemas/?q=${encodeUri({ upload_allowed: true })}`,
          );
          return { data: all.result };
        } catch (e) {
          return { error: e instanceof ApiError ? e.clientError : normalizeError(e) };
        }
      },
      providesTags: (_r, _e, dbId) => [{ type: 'DatabaseMeta', id: dbId }],
    }),
    uploadFile: build.mutation<{ message: string }, { databaseId: number; form: FormData }>({
      query: ({ databaseId, form }) => ({ url: `${BASE}/${databaseId}/upload/`, method: 'POST', body: form }),
      invalidatesTags: (_r, error, { databaseId }) =>
        error
          ? []
          : [
              { type: 'Dataset', id: 'LIST' },
              { type: 'DatabaseMeta', id: databaseId },
            ],
    }),
  }),
});

export const { useGetUploadDatabasesQuery, useGetUploadSchemasQuery, useUploadFileMutation } = uploadApi;

/** The columns (and for Excel the sheets) the file would give; throws ApiError with the server's answer. */
export async function fetchFileMetadata(form: FormData): Promise<FileMetadataItem[]> {
  const r = await request<{ result: { items: FileMetadataItem[] } }>(`${BASE}/upload_metadata/`, {
    method: 'POST',
    body: form,
  });
  return r.result.items;
}
