import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { messageLines, readImportRefusal } from './importErrors';

const envelope = (status: number, extra: Record<string, unknown>) =>
  new ApiError({
    error: 'Error importing chart',
    status,
    errors: [
      { message: 'Error importing chart', error_type: 'GENERIC_COMMAND_ERROR', level: 'warning', extra },
    ],
  });

describe('readImportRefusal', () => {
  it('asks for passwords and overwrite when every file asks only that', () => {
    const e = envelope(422, {
      'databases/a.yaml': { _schema: ['Must provide a password for the database'] },
      'charts/x.yaml': 'Chart already exists and `overwrite=true` was not passed',
      issue_codes: [{ code: 1010, message: 'x' }],
    });
    expect(readImportRefusal(e, 'chart')).toEqual({
      kind: 'needs-input',
      passwords: ['databases/a.yaml'],
      existing: ['charts/x.yaml'],
    });
  });

  it('fails, naming every file, when any file has another problem', () => {
    const e = envelope(400, {
      'databases/a.yaml': { _schema: ['Must provide a password for the database'] },
      'datasets/b.yaml': { columns: { '0': { column_name: ['Missing data for required field.'] } } },
    });
    expect(readImportRefusal(e, 'chart')).toEqual({
      kind: 'failed',
      message: 'An error occurred while importing chart: Error importing chart',
      details: [
        'databases/a.yaml: Must provide a password for the database',
        'datasets/b.yaml: columns.0.column_name: Missing data for required field.',
      ],
      reexport: true,
    });
  });

  it('shows a field refusal or a network failure as it is, without the re-export hint', () => {
    const field = new ApiError({ error: 'A file to import is required.', status: 400 });
    expect(readImportRefusal(field, 'database')).toMatchObject({
      message: 'An error occurred while importing database: A file to import is required.',
      reexport: false,
    });
    expect(readImportRefusal(new TypeError('Failed to fetch'), 'database')).toMatchObject({
      message: 'An error occurred while importing database: Network error',
      reexport: false,
    });
  });
});

describe('messageLines', () => {
  it('flattens nested messages with their field path', () => {
    expect(messageLines({ a: ['x', 'y'], b: { _schema: ['z'] } })).toEqual(['a: x', 'a: y', 'b: z']);
  });
});
