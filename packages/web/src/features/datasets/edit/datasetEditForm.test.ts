import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '../../../api/datasets';
import { editFormErrors, editFormFrom, sqlChanged, updatePayload } from './datasetEditForm';

const virtual = {
  id: 4,
  table_name: 'big_orders',
  kind: 'virtual',
  sql: 'SELECT * FROM orders WHERE amount > 100',
  description: null,
  default_endpoint: null,
  offset: 0,
  cache_timeout: null,
  template_params: null,
  extra: null,
  filter_select_enabled: true,
  normalize_columns: false,
  always_filter_main_dttm: false,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin' }],
} as unknown as DatasetDetail;

describe('edit dataset form', () => {
  it('sends an empty cache timeout as null and blanks as null', () => {
    const f = editFormFrom(virtual);
    expect(f.owners).toEqual([{ value: 1, label: 'Ada Admin' }]);
    expect(updatePayload(f, 'virtual')).toEqual({
      table_name: 'big_orders',
      description: null,
      sql: 'SELECT * FROM orders WHERE amount > 100',
      owners: [1],
      default_endpoint: null,
      cache_timeout: null,
      offset: 0,
      template_params: null,
      extra: null,
      filter_select_enabled: true,
      normalize_columns: false,
      always_filter_main_dttm: false,
    });
    expect(updatePayload({ ...f, cache_timeout: ' 60 ' }, 'physical')).toMatchObject({ cache_timeout: 60 });
    expect(updatePayload(f, 'physical')).not.toHaveProperty('sql');
  });

  it('flags what cannot be saved', () => {
    const f = editFormFrom(virtual);
    expect(editFormErrors(f, 'virtual')).toEqual({});
    expect(
      editFormErrors(
        {
          ...f,
          table_name: ' ',
          sql: '',
          cache_timeout: 'x',
          offset: '1.5',
          template_params: '[1]',
          extra: '{',
        },
        'virtual',
      ),
    ).toEqual({
      table_name: 'Dataset name cannot be empty',
      sql: 'SQL cannot be empty for a virtual dataset',
      cache_timeout: 'Cache timeout must be a whole number of seconds',
      offset: 'Offset must be a whole number of hours',
      template_params: 'Template parameters must be a JSON object',
      extra: 'Extra must be a JSON object',
    });
  });

  it('tells when the SQL changed (the "Automatically sync columns" case)', () => {
    const f = editFormFrom(virtual);
    expect(sqlChanged(f, virtual)).toBe(false);
    expect(sqlChanged({ ...f, sql: 'SELECT 1' }, virtual)).toBe(true);
  });
});
