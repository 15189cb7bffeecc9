/**
 * `databases/<name>.yaml`, as Superset's ExportDatabasesCommand writes it: the connection string
 * with its password masked (the stored one is; masked again in case), `allow_file_upload` under its
 * v1 name `allow_csv_upload` and the upload schemas in `extra` likewise. The password and the
 * encrypted extra are never written.
 */
import type { Selectable } from 'kysely';
import { maskPassword } from '../../engines/uri.js';
import type { DatabaseTable } from '../../meta/schema.js';
import { IMPORT_VERSION } from '../configs/fields.js';
import { getFilename } from './filename.js';
import { bool, jsonObjectOrNull } from './json-text.js';

export type DatabaseRow = Selectable<DatabaseTable>;

/** The folder and file stem of a database: its secure name, without the id. */
export const databaseSlug = (row: Pick<DatabaseRow, 'database_name' | 'id'>) =>
  getFilename(row.database_name, row.id, true);

export const databaseFileName = (row: DatabaseRow) => `databases/${databaseSlug(row)}.yaml`;

function exportedExtra(text: string): Record<string, unknown> | null {
  const extra = jsonObjectOrNull(text);
  if (!extra || !('schemas_allowed_for_file_upload' in extra)) return extra;
  const { schemas_allowed_for_file_upload: schemas, ...rest } = extra;
  return { ...rest, schemas_allowed_for_csv_upload: schemas };
}

export function databaseConfig(row: DatabaseRow): Record<string, unknown> {
  return {
    database_name: row.database_name,
    sqlalchemy_uri: maskPassword(row.sqlalchemy_uri),
    cache_timeout: row.cache_timeout,
    expose_in_sqllab: bool(row.expose_in_sqllab),
    allow_run_async: bool(row.allow_run_async),
    allow_ctas: bool(row.allow_ctas),
    allow_cvas: bool(row.allow_cvas),
    allow_dml: bool(row.allow_dml),
    allow_csv_upload: bool(row.allow_file_upload),
    extra: exportedExtra(row.extra),
    impersonate_user: bool(row.impersonate_user),
    uuid: row.uuid,
    version: IMPORT_VERSION,
  };
}
