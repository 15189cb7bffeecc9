/**
 * The three kinds of upload (Superset's UploadType) and what differs between them: the dialog's
 * title, the file label, the extensions offered by the picker and checked before sending (the
 * server's CSV_EXTENSIONS, EXCEL_EXTENSIONS and COLUMNAR_EXTENSIONS), and the fields that apply.
 */
export type UploadType = 'csv' | 'excel' | 'columnar';

export const UPLOAD_TYPES: readonly UploadType[] = ['csv', 'excel', 'columnar'];

/** The fields only some kinds read (Superset's CSVSpecificFields and ExcelSpecificFields). */
export type TypeSpecificField =
  | 'delimiter'
  | 'skip_initial_space'
  | 'skip_blank_lines'
  | 'day_first'
  | 'column_data_types'
  | 'sheet_name'
  | 'column_dates'
  | 'decimal_character'
  | 'null_values'
  | 'index_column'
  | 'header_row'
  | 'rows_to_read'
  | 'skip_rows';

const READ_FIELDS: TypeSpecificField[] = [
  'column_dates',
  'decimal_character',
  'null_values',
  'index_column',
  'header_row',
  'rows_to_read',
  'skip_rows',
];

export interface UploadKind {
  /** "CSV upload" */
  title: string;
  /** "CSV": the file field reads "CSV file". */
  label: string;
  /** Extensions without the dot, lower case. */
  extensions: readonly string[];
  fields: readonly TypeSpecificField[];
}

export const UPLOAD_KINDS: Record<UploadType, UploadKind> = {
  csv: {
    title: 'CSV upload',
    label: 'CSV',
    extensions: ['csv', 'tsv', 'txt'],
    fields: [
      'delimiter',
      'skip_initial_space',
      'skip_blank_lines',
      'day_first',
      'column_data_types',
      ...READ_FIELDS,
    ],
  },
  excel: {
    title: 'Excel upload',
    label: 'Excel',
    extensions: ['xlsx'],
    fields: ['sheet_name', ...READ_FIELDS],
  },
  columnar: { title: 'Columnar upload', label: 'Columnar', extensions: ['parquet'], fields: [] },
};

export const hasField = (type: UploadType, field: TypeSpecificField): boolean =>
  UPLOAD_KINDS[type].fields.includes(field);

/** The picker's `accept`: ".csv,.tsv,.txt". */
export const acceptOf = (type: UploadType): string =>
  UPLOAD_KINDS[type].extensions.map((e) => `.${e}`).join(',');

/** Superset's validateUploadFileExtension: the part after the last dot, case-insensitive, of a named file. */
export function hasAllowedExtension(fileName: string, extensions: readonly string[]): boolean {
  const match = /.+\.([^.]+)$/.exec(fileName);
  return match !== null && extensions.includes(match[1]!.toLowerCase());
}
