/**
 * A refused upload as lines to show in the dialog: each field the server named (Superset's
 * `{message: {field: [..]}}`, e.g. the row and column of a malformed file) with the dialog's label
 * for it; any other answer as its one message.
 */
import { normalizeError } from '../../api/errors';
import { UPLOAD_TEXTS as T } from './uploadTexts';
import { UPLOAD_KINDS, type UploadType } from './uploadTypes';

const FIELD_LABELS: Record<string, string> = {
  database: T.database,
  schema: T.schema,
  table_name: T.tableName,
  sheet_name: T.sheetName,
  delimiter: T.delimiter,
  already_exists: T.alreadyExists,
  column_dates: T.columnDates,
  decimal_character: T.decimalCharacter,
  null_values: T.nullValues,
  columns_read: T.columnsRead,
  column_data_types: T.columnDataTypes,
  index_column: T.indexColumn,
  index_label: T.indexLabel,
  header_row: T.headerRow,
  rows_to_read: T.rowsToRead,
  skip_rows: T.skipRows,
};

const fieldLabel = (type: UploadType, field: string) =>
  field === 'file' ? `${UPLOAD_KINDS[type].label} file` : (FIELD_LABELS[field] ?? field);

export function uploadErrorLines(type: UploadType, error: unknown): string[] {
  const e = normalizeError(error);
  const message: unknown = e.message;
  if (message && typeof message === 'object' && !Array.isArray(message)) {
    const lines = Object.entries(message as Record<string, unknown>).flatMap(([field, msgs]) =>
      (Array.isArray(msgs) ? msgs : [msgs])
        .filter((m): m is string => typeof m === 'string' && m !== '')
        .map((m) => `${fieldLabel(type, field)}: ${m}`),
    );
    if (lines.length > 0) return lines;
  }
  return [e.error];
}
