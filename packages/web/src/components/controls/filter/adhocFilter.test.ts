import { describe, expect, it } from 'vitest';
import {
  coerceValue,
  filterLabel,
  isValidFilter,
  operatorsFor,
  simpleFilter,
  sqlFilter,
  timeRangeFilter,
} from './adhocFilter';

describe('adhoc filters', () => {
  it('offers every spec operator, the time range only on time columns', () => {
    const text = operatorsFor({ column_name: 'status', type_generic: 1 });
    for (const op of [
      'IS NULL',
      'IS NOT NULL',
      '==',
      '!=',
      '>',
      '<',
      '>=',
      '<=',
      'ILIKE',
      'LIKE',
      'NOT LIKE',
      'REGEX',
      'IN',
      'NOT IN',
    ])
      expect(text).toContain(op);
    expect(text).not.toContain('TEMPORAL_RANGE');
    expect(operatorsFor({ column_name: 'order_date', is_dttm: true })[0]).toBe('TEMPORAL_RANGE');
    expect(operatorsFor(undefined)).toContain('TEMPORAL_RANGE');
  });

  it('labels pills and checks values per operator', () => {
    expect(filterLabel(simpleFilter('product_line', '==', 'Ships'))).toBe('product_line = Ships');
    expect(filterLabel(simpleFilter('country', 'IN', ['France', 'Spain']))).toBe(
      'country IN (France, Spain)',
    );
    expect(filterLabel(simpleFilter('state', 'IS NULL'))).toBe('state IS NULL');
    expect(filterLabel(timeRangeFilter('order_date'))).toBe('order_date (No filter)');
    expect(filterLabel(sqlFilter('sales > 100'))).toBe('sales > 100');
    expect(isValidFilter(simpleFilter('state', 'IS NULL'))).toBe(true);
    expect(isValidFilter(simpleFilter('country', 'IN', []))).toBe(false);
    expect(isValidFilter(simpleFilter('sales', '>', ''))).toBe(false);
    expect(isValidFilter(sqlFilter('  '))).toBe(false);
  });

  it('sends numbers for numeric columns', () => {
    expect(coerceValue('10', { column_name: 'sales', type_generic: 0 })).toBe(10);
    expect(coerceValue(['1', 'x'], { column_name: 'sales', type_generic: 0 })).toEqual([1, 'x']);
    expect(coerceValue('10', { column_name: 'code', type_generic: 1 })).toBe('10');
  });
});
