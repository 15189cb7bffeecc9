/**
 * The dialog's form values and their mapping to the multipart fields of Superset's UploadPostSchema
 * (as its UploadDataModal sends them): every field that applies to the kind, lists comma-separated,
 * flags "true"/"false", `rows_to_read` and `index_column` only when set, the schema only when chosen.
 */
import { UPLOAD_KINDS, type TypeSpecificField, type UploadType } from './uploadTypes';

export type AlreadyExists = 'fail' | 'replace' | 'append';

export interface UploadFormValues {
  database?: number;
  schema?: string;
  table_name: string;
  sheet_name?: string;
  delimiter: string;
  already_exists: AlreadyExists;
  skip_initial_space: boolean;
  skip_blank_lines: boolean;
  day_first: boolean;
  decimal_character: string;
  null_values: string[];
  header_row: number | null;
  rows_to_read: number | null;
  skip_rows: number | null;
  column_dates: string[];
  index_column?: string | null;
  dataframe_index: boolean;
  index_label: string;
  columns_read: string[];
  column_data_types: string;
}

/** Superset's defaultUploadInfo. */
export const DEFAULT_UPLOAD_VALUES: UploadFormValues = {
  table_name: '',
  delimiter: ',',
  already_exists: 'fail',
  skip_initial_space: false,
  skip_blank_lines: false,
  day_first: false,
  decimal_character: '.',
  null_values: [],
  header_row: 0,
  rows_to_read: null,
  skip_rows: 0,
  column_dates: [],
  index_column: null,
  dataframe_index: false,
  index_label: '',
  columns_read: [],
  column_data_types: '',
};

/** Fields sent for every kind. */
const COMMON = ['table_name', 'already_exists', 'dataframe_index', 'index_label', 'columns_read'] as const;
/** Sent only when they hold a value (Superset's NonNullFields). */
const OPTIONAL: readonly TypeSpecificField[] = ['rows_to_read', 'index_column'];

type FieldValue = UploadFormValues[keyof UploadFormValues];

function text(value: FieldValue): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** The multipart body of `POST /api/v1/database/{pk}/upload/`. */
export function uploadFormData(type: UploadType, values: UploadFormValues, file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('type', type);
  const merged = { ...DEFAULT_UPLOAD_VALUES, ...values };
  if (merged.schema) form.append('schema', merged.schema);
  for (const name of COMMON) form.append(name, text(merged[name]) ?? '');
  for (const name of UPLOAD_KINDS[type].fields) {
    const value = text(merged[name]);
    // rows_to_read and index_column go only when set; the others always (empty: the server's default).
    if (OPTIONAL.includes(name) && (value === null || value === '')) continue;
    form.append(name, value ?? '');
  }
  return form;
}

/** The multipart body of `POST /api/v1/database/upload_metadata/`: the file, its kind, the CSV delimiter. */
export function metadataFormData(type: UploadType, file: File, delimiter: string): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('type', type);
  if (type === 'csv') form.append('delimiter', delimiter);
  return form;
}

/** Column data types must be a JSON object of column names to type names (empty: none). */
export function validColumnDataTypes(value: string | undefined): boolean {
  if (!value || value.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      Object.values(parsed).every((t) => typeof t === 'string')
    );
  } catch {
    return false;
  }
}
