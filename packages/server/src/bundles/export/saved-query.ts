/**
 * `queries/<database>/<schema>/<label>.yaml`, as Superset's ExportSavedQueriesCommand writes it (a
 * query without a schema goes straight under its database's folder; one without a usable label is
 * named by its uuid), with the uuid of its database.
 */
import type { Selectable } from 'kysely';
import type { SavedQueryTable } from '../../meta/schema.js';
import { IMPORT_VERSION } from '../configs/fields.js';
import type { DatabaseRow } from './database.js';
import { secureFilename } from './filename.js';

export type SavedQueryRow = Selectable<SavedQueryTable>;

export function savedQueryFileName(row: SavedQueryRow, database: DatabaseRow): string {
  const folders = [secureFilename(database.database_name), secureFilename(row.schema ?? '')];
  const name = secureFilename(row.label) || row.uuid;
  return ['queries', ...folders.filter((f) => f !== ''), `${name}.yaml`].join('/');
}

export function savedQueryConfig(row: SavedQueryRow, database: DatabaseRow): Record<string, unknown> {
  return {
    catalog: row.catalog,
    schema: row.schema,
    label: row.label,
    description: row.description,
    sql: row.sql,
    template_parameters: row.template_parameters,
    uuid: row.uuid,
    version: IMPORT_VERSION,
    database_uuid: database.uuid,
  };
}
