import { describe, expect, it } from 'vitest';
import { planColumnSync, type SourceColumn } from './column-sync.js';

const src = (column_name: string, type: string, is_dttm = false): SourceColumn => ({
  column_name,
  type,
  is_dttm,
  description: null,
});

describe('column sync plan', () => {
  it('adds new columns, updates changed types, drops vanished physical columns, keeps expressions', () => {
    const existing = [
      { id: 1, column_name: 'id', type: 'INTEGER', expression: null },
      { id: 2, column_name: 'region', type: 'TEXT', expression: null },
      { id: 3, column_name: 'gone', type: 'TEXT', expression: null },
      { id: 4, column_name: 'double_amount', type: 'NUMERIC', expression: 'amount * 2' },
      { id: 5, column_name: 'amount', type: 'INTEGER', expression: null },
    ];
    const plan = planColumnSync(existing, [
      src('id', 'INTEGER'),
      src('region', 'TEXT'),
      src('amount', 'NUMERIC(10,2)'),
      src('sold_at', 'TIMESTAMP', true),
      src('sold_at', 'TIMESTAMP', true),
    ]);
    expect(plan.added).toEqual(['sold_at']);
    expect(plan.insert).toHaveLength(1);
    expect(plan.modified).toEqual(['amount']);
    expect(plan.update).toEqual([{ id: 5, column: src('amount', 'NUMERIC(10,2)') }]);
    expect(plan.removed).toEqual(['gone']);
    expect(plan.remove).toEqual([3]);
  });
});
