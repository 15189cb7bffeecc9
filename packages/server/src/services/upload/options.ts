/**
 * The fields of Superset's UploadPostSchema as they arrive in a multipart form (all text): lists are
 * comma-separated, `column_data_types` is a JSON object, flags are "true"/"false". Each bad field
 * answers 400 naming it.
 */
import { invalidField } from '../../domain-errors.js';

export type UploadType = 'csv' | 'excel' | 'columnar';
export type AlreadyExists = 'fail' | 'replace' | 'append';

export interface ReadOptions {
  delimiter: string;
  /** Row of the column names, 0-based after `skip_rows`; null: no header row. */
  headerRow: number | null;
  columnsRead: string[];
  columnDates: string[];
  dayFirst: boolean;
  indexColumn: string | null;
  decimalCharacter: string;
  /** Values read as null; empty: pandas' default set. */
  nullValues: string[];
  skipBlankLines: boolean;
  skipInitialSpace: boolean;
  skipRows: number;
  rowsToRead: number | null;
  sheetName: string | null;
  columnDataTypes: Record<string, string>;
}

export interface UploadOptions extends ReadOptions {
  type: UploadType;
  tableName: string;
  schema: string | null;
  alreadyExists: AlreadyExists;
  dataframeIndex: boolean;
  indexLabel: string | null;
}

type Fields = Record<string, string | undefined>;

const text = (fields: Fields, name: string): string | null => {
  const v = fields[name];
  return v === undefined || v === '' ? null : v;
};

function oneOf<T extends string>(fields: Fields, name: string, choices: readonly T[], fallback?: T): T {
  const v = text(fields, name) ?? fallback;
  if (v === undefined) throw invalidField(name, 'Missing data for required field.');
  if (!(choices as readonly string[]).includes(v))
    throw invalidField(name, `Must be one of: ${choices.join(', ')}.`);
  return v as T;
}

function integer(fields: Fields, name: string, min: number): number | null {
  const v = text(fields, name);
  if (v === null) return null;
  if (!/^-?\d+$/.test(v.trim())) throw invalidField(name, 'Not a valid integer.');
  const n = Number(v);
  if (n < min) throw invalidField(name, `Must be greater than or equal to ${min}.`);
  return n;
}

function flag(fields: Fields, name: string): boolean {
  const v = text(fields, name);
  if (v === null) return false;
  if (/^(true|1|yes|on)$/i.test(v)) return true;
  if (/^(false|0|no|off)$/i.test(v)) return false;
  throw invalidField(name, 'Not a valid boolean.');
}

/** Superset's DelimitedListField: "a,b,c". */
const list = (fields: Fields, name: string): string[] =>
  (text(fields, name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function dataTypes(fields: Fields): Record<string, string> {
  const v = text(fields, 'column_data_types');
  if (v === null) return {};
  try {
    const parsed: unknown = JSON.parse(v);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed as Record<string, unknown>);
      if (entries.every(([, t]) => typeof t === 'string'))
        return Object.fromEntries(entries) as Record<string, string>;
    }
  } catch {
    // answered below
  }
  throw invalidField('column_data_types', 'Not a valid JSON object of column names to types.');
}

function singleChar(fields: Fields, name: string, fallback: string): string {
  const v = fields[name] === undefined || fields[name] === '' ? fallback : fields[name];
  if ([...v].length !== 1 || v === '\n' || v === '\r')
    throw invalidField(name, 'Must be a single character.');
  return v;
}

/** The read options (shared with upload_metadata). */
export function parseReadOptions(fields: Fields): ReadOptions {
  return {
    delimiter: singleChar(fields, 'delimiter', ','),
    headerRow: fields.header_row === '' ? null : (integer(fields, 'header_row', 0) ?? 0),
    columnsRead: list(fields, 'columns_read'),
    columnDates: list(fields, 'column_dates'),
    dayFirst: flag(fields, 'day_first'),
    indexColumn: text(fields, 'index_column'),
    decimalCharacter: singleChar(fields, 'decimal_character', '.'),
    nullValues: list(fields, 'null_values'),
    skipBlankLines: fields.skip_blank_lines === undefined ? true : flag(fields, 'skip_blank_lines'),
    skipInitialSpace: flag(fields, 'skip_initial_space'),
    skipRows: integer(fields, 'skip_rows', 0) ?? 0,
    rowsToRead: integer(fields, 'rows_to_read', 1),
    sheetName: text(fields, 'sheet_name'),
    columnDataTypes: dataTypes(fields),
  };
}

export function parseUploadOptions(fields: Fields): UploadOptions {
  const tableName = text(fields, 'table_name');
  if (tableName === null) throw invalidField('table_name', 'Missing data for required field.');
  if (tableName.length > 10000) throw invalidField('table_name', 'Length must be between 1 and 10000.');
  return {
    type: oneOf(fields, 'type', ['csv', 'excel', 'columnar'] as const),
    tableName,
    schema: text(fields, 'schema'),
    alreadyExists: oneOf(fields, 'already_exists', ['fail', 'replace', 'append'] as const, 'fail'),
    dataframeIndex: flag(fields, 'dataframe_index'),
    indexLabel: text(fields, 'index_label'),
    ...parseReadOptions(fields),
  };
}
