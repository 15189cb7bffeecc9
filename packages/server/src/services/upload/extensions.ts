/**
 * The file extensions each kind of upload takes (Superset's CSV_EXTENSIONS, EXCEL_EXTENSIONS and
 * COLUMNAR_EXTENSIONS), checked on the uploaded file's name. Legacy `.xls` workbooks and zips of
 * Parquet files are not read, so they are not offered.
 */
import { invalidField } from '../../domain-errors.js';
import type { UploadType } from './options.js';

export const UPLOAD_EXTENSIONS: Record<UploadType, readonly string[]> = {
  csv: ['csv', 'tsv', 'txt'],
  excel: ['xlsx'],
  columnar: ['parquet'],
};

export const EXTENSION_REQUIRED = 'File extension is required.';
export const EXTENSION_NOT_ALLOWED = 'File extension is not allowed.';

export function checkExtension(type: UploadType, filename: string | null): void {
  const parts = (filename ?? '').split('.');
  if (parts.length < 2) throw invalidField('file', EXTENSION_REQUIRED);
  if (!UPLOAD_EXTENSIONS[type].includes(parts[parts.length - 1]!.toLowerCase()))
    throw invalidField('file', EXTENSION_NOT_ALLOWED);
}
