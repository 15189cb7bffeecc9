/**
 * Superset's upload_metadata: the columns a file would give (for Excel, per sheet with its name),
 * read with the same header and delimiter options as the upload itself.
 */
import { invalidField } from '../../domain-errors.js';
import { columnarColumnNames } from './columnar-source.js';
import { csvColumnNames } from './csv-source.js';
import { excelMetadata } from './excel-source.js';
import { checkExtension } from './extensions.js';
import { parseReadOptions } from './options.js';
import type { SpooledUpload } from './spool.js';

export interface FileMetadataItem {
  /** The sheet's name; null for CSV and columnar files (as Superset answers). */
  sheet_name: string | null;
  column_names: string[];
}

export async function fileMetadata(upload: SpooledUpload): Promise<{ items: FileMetadataItem[] }> {
  const type = upload.fields.type;
  if (type !== 'csv' && type !== 'excel' && type !== 'columnar')
    throw invalidField('type', 'Must be one of: csv, excel, columnar.');
  checkExtension(type, upload.filename);
  const o = parseReadOptions(upload.fields);
  const file = upload.file as string;
  if (type === 'csv') return { items: [{ column_names: await csvColumnNames(file, o), sheet_name: null }] };
  if (type === 'excel') return { items: await excelMetadata(file, o) };
  return { items: [{ column_names: await columnarColumnNames(file), sheet_name: null }] };
}
