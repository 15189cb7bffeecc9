import { describe, expect, it } from 'vitest';
import { GenericDataType, isBooleanColumn, isNumericColumn, isTemporalColumn } from './genericDataType.js';

describe('generic data types', () => {
  it("uses Superset's numbers", () => {
    expect(GenericDataType).toEqual({ Numeric: 0, String: 1, Temporal: 2, Boolean: 3 });
  });

  it('reads a column as numeric by its generic type or its engine type', () => {
    expect(isNumericColumn({ type_generic: 0 })).toBe(true);
    expect(isNumericColumn({ type_generic: 1, type: 'DOUBLE PRECISION' })).toBe(true);
    expect(isNumericColumn({ type: 'bigint' })).toBe(true);
    expect(isNumericColumn({ type_generic: 1, type: 'VARCHAR' })).toBe(false);
  });

  it('reads temporal and boolean columns', () => {
    expect(isTemporalColumn({ is_dttm: true, type_generic: 1 })).toBe(true);
    expect(isTemporalColumn({ type_generic: 2 })).toBe(true);
    expect(isTemporalColumn({ type: 'TIMESTAMP' })).toBe(false);
    expect(isBooleanColumn({ type_generic: 3 })).toBe(true);
    expect(isBooleanColumn({ type: 'boolean' })).toBe(true);
    expect(isBooleanColumn({ type_generic: 0 })).toBe(false);
  });
});
