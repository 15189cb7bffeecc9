/**
 * Where an upload may go (Superset's `schema_allows_file_upload`): the database allows file uploads
 * (`allow_file_upload`), its engine supports them, and the schema is one of
 * `extra.schemas_allowed_for_file_upload` (an empty list allows every schema).
 */
import type { DatabaseRow } from '../../datasources/connections.js';
import { parseExtra } from '../../datasources/database-extra.js';
import { invalidField } from '../../domain-errors.js';
import type { EngineSpec } from '../../engines/engine.js';
import { fieldError } from '../database/errors.js';

export const SCHEMA_NOT_ALLOWED = 'Database schema is not allowed for csv uploads.';
export const UPLOAD_NOT_SUPPORTED = 'Database type does not support file uploads.';

/** The schemas named for uploads on this database (empty: any). */
export function allowedUploadSchemas(row: DatabaseRow): string[] {
  const allowed = parseExtra(row.extra).schemas_allowed_for_file_upload;
  return Array.isArray(allowed) ? allowed.map(String) : [];
}

export function schemaAllowsUpload(row: DatabaseRow, schema: string | null): boolean {
  if (row.allow_file_upload !== 1) return false;
  const allowed = allowedUploadSchemas(row);
  if (allowed.length === 0) return true;
  return schema !== null && allowed.some((s) => s.toLowerCase() === schema.toLowerCase());
}

/** Throws unless an upload into `schema` of this database is allowed. */
export function checkUploadTarget(
  row: DatabaseRow,
  spec: EngineSpec | null,
  schema: string | null,
): EngineSpec {
  if (!schemaAllowsUpload(row, schema)) throw invalidField('schema', SCHEMA_NOT_ALLOWED);
  if (!spec || !spec.capabilities.supportsFileUpload) throw fieldError(422, 'database', UPLOAD_NOT_SUPPORTED);
  return spec;
}
