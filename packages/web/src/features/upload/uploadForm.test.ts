import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_VALUES, metadataFormData, uploadFormData, validColumnDataTypes } from './uploadForm';
import { acceptOf, hasAllowedExtension } from './uploadTypes';

const fields = (form: FormData) => {
  const out: Record<string, string> = {};
  form.forEach((v, k) => {
    out[k] = typeof v === 'string' ? v : `file:${(v as File).name}`;
  });
  return out;
};
const file = (name: string) => new File(['x'], name);

describe('uploadFormData', () => {
  it('sends the fields Superset sends for a CSV, lists comma-separated, without unset optional ones', () => {
    const form = uploadFormData(
      'csv',
      {
        ...DEFAULT_UPLOAD_VALUES,
        database: 3,
        table_name: 'sales',
        delimiter: ';',
        null_values: ['N/A', 'null'],
        column_dates: ['day', 'shipped'],
        columns_read: ['day', 'amount'],
        rows_to_read: 100,
        skip_rows: 2,
        header_row: 1,
      },
      file('sales.csv'),
    );
    expect(fields(form)).toEqual({
      file: 'file:sales.csv',
      type: 'csv',
      table_name: 'sales',
      already_exists: 'fail',
      dataframe_index: 'false',
      index_label: '',
      columns_read: 'day,amount',
      delimiter: ';',
      skip_initial_space: 'false',
      skip_blank_lines: 'false',
      day_first: 'false',
      column_data_types: '',
      column_dates: 'day,shipped',
      decimal_character: '.',
      null_values: 'N/A,null',
      header_row: '1',
      rows_to_read: '100',
      skip_rows: '2',
    });
  });

  it('sends the schema only when chosen, and the index column only when set', () => {
    const none = fields(
      uploadFormData('excel', { ...DEFAULT_UPLOAD_VALUES, table_name: 't' }, file('b.xlsx')),
    );
    expect(none.schema).toBeUndefined();
    expect(none.index_column).toBeUndefined();
    expect(none.sheet_name).toBe('');
    const set = fields(
      uploadFormData(
        'excel',
        { ...DEFAULT_UPLOAD_VALUES, table_name: 't', schema: 'main', index_column: 'id', sheet_name: 'Q2' },
        file('b.xlsx'),
      ),
    );
    expect(set).toMatchObject({ schema: 'main', index_column: 'id', sheet_name: 'Q2', type: 'excel' });
    expect(set.delimiter).toBeUndefined();
  });

  it('sends a columnar file with the common fields only', () => {
    expect(
      Object.keys(
        fields(uploadFormData('columnar', { ...DEFAULT_UPLOAD_VALUES, table_name: 't' }, file('a.parquet'))),
      ),
    ).toEqual([
      'file',
      'type',
      'table_name',
      'already_exists',
      'dataframe_index',
      'index_label',
      'columns_read',
    ]);
  });

  it('asks upload_metadata with the delimiter for CSV only', () => {
    expect(fields(metadataFormData('csv', file('a.tsv'), '\t'))).toEqual({
      file: 'file:a.tsv',
      type: 'csv',
      delimiter: '\t',
    });
    expect(fields(metadataFormData('excel', file('a.xlsx'), ','))).toEqual({
      file: 'file:a.xlsx',
      type: 'excel',
    });
  });
});

describe('validColumnDataTypes', () => {
  it('takes nothing or a JSON object of names to type names', () => {
    expect(validColumnDataTypes('')).toBe(true);
    expect(validColumnDataTypes('{"user_id":"int","name":"string"}')).toBe(true);
    expect(validColumnDataTypes('["int"]')).toBe(false);
    expect(validColumnDataTypes('{"user_id":1}')).toBe(false);
    expect(validColumnDataTypes('{user_id:int}')).toBe(false);
  });
});

describe('file extensions', () => {
  it("checks the part after the last dot, as Superset's validateUploadFileExtension", () => {
    const csv = ['csv', 'tsv', 'txt'];
    for (const name of ['out.csv', 'out.TSV', 'out.exe.csv', 'out a.csv'])
      expect(hasAllowedExtension(name, csv)).toBe(true);
    for (const name of ['out', 'out.exe', 'out.csv.exe', '.csv', 'out.xlsx'])
      expect(hasAllowedExtension(name, csv)).toBe(false);
    expect(acceptOf('excel')).toBe('.xlsx');
    expect(acceptOf('columnar')).toBe('.parquet');
  });
});
