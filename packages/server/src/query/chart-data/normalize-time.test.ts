import { resolveQueryObject, type QueryObject } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../../engines/generic-types.js';
import type { Datasource } from '../datasource.js';
import type { Rows } from '../time-offsets.js';
import { normalizeTimeColumns } from './normalize-time.js';

const column = (column_name: string, type: string, python_date_format: string | null) => ({
  column_name,
  expression: null,
  type,
  is_dttm: true,
  python_date_format,
  filterable: true,
  groupby: true,
});

const ds: Datasource = {
  id: 1,
  database_id: 1,
  table_name: 't',
  schema: null,
  catalog: null,
  sql: null,
  main_dttm_col: null,
  fetch_values_predicate: null,
  always_filter_main_dttm: false,
  columns: [
    column('year', 'BIGINT', '%Y'),
    column('day_text', 'VARCHAR', '%Y-%m-%d'),
    column('day_number', 'BIGINT', '%Y%m%d'),
    column('epoch', 'BIGINT', 'epoch_s'),
    column('ts', 'TIMESTAMP', '%Y'),
    column('odd', 'VARCHAR', '%d/%b/%Y'),
  ],
  metrics: [],
};

const numeric = (name: string) => ({ name, type: 'BIGINT', genericType: GenericDataType.Numeric });

/** One legacy time series over `granularity`, with `values` as the engine's `__timestamp` column. */
function normalized(
  granularity: string,
  values: unknown[],
  genericType: GenericDataType = GenericDataType.Numeric,
) {
  const q = resolveQueryObject({ is_timeseries: true, granularity, metrics: ['count'] } as QueryObject);
  const rows: Rows = {
    columns: [{ ...numeric('__timestamp'), genericType }, numeric('count')],
    rows: values.map((v) => ({ __timestamp: v as number, count: 1 })),
  };
  return normalizeTimeColumns(ds, q, rows);
}

describe("normalizeTimeColumns (Superset's normalize_dttm_col)", () => {
  it('reads numbers and text with the time column strptime format as epoch milliseconds', () => {
    const years = normalized('year', [1980, 2016n, null]);
    expect(years.rows.map((r) => r.__timestamp)).toEqual([Date.UTC(1980, 0, 1), Date.UTC(2016, 0, 1), null]);
    expect(years.columns[0]!.genericType).toBe(GenericDataType.Temporal);
    expect(
      normalized('day_text', ['2004-03-07', '2004-03-07 10:00:00']).rows.map((r) => r.__timestamp),
    ).toEqual([Date.UTC(2004, 2, 7), Date.UTC(2004, 2, 7)]);
    expect(normalized('day_number', [20040307]).rows[0]!.__timestamp).toBe(Date.UTC(2004, 2, 7));
    expect(normalized('epoch', [1_000_000_000]).rows[0]!.__timestamp).toBe(1_000_000_000_000);
  });

  it('leaves engine timestamps, unreadable values and unsupported formats as they are', () => {
    const ms = Date.UTC(2004, 2, 7);
    const temporal = normalized('ts', [ms], GenericDataType.Temporal);
    expect(temporal.rows[0]!.__timestamp).toBe(ms);
    // '%Y' never reads the first digits of a longer number.
    const epochMs = normalized('year', [ms]);
    expect(epochMs.rows[0]!.__timestamp).toBe(ms);
    expect(epochMs.columns[0]!.genericType).toBe(GenericDataType.Numeric);
    expect(normalized('odd', ['07/Mar/2004']).rows[0]!.__timestamp).toBe('07/Mar/2004');
  });

  it('reads a BASE_AXIS column naming a temporal dataset column', () => {
    const q = resolveQueryObject({
      columns: [{ label: 'year', sqlExpression: 'year', columnType: 'BASE_AXIS' }],
      metrics: ['count'],
    } as QueryObject);
    const out = normalizeTimeColumns(ds, q, { columns: [numeric('year')], rows: [{ year: 1999 }] });
    expect(out.rows[0]!.year).toBe(Date.UTC(1999, 0, 1));
  });
});
