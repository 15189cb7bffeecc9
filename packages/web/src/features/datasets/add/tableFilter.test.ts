import { describe, expect, it } from 'vitest';
import { filterTables, tablesWithDatasets } from './tableFilter';

const tables = [
  { value: 'Orders', type: 'table', extra: null },
  { value: 'order_items', type: 'table', extra: null },
  { value: 'customers_v', type: 'view', extra: null },
];

describe('table search', () => {
  it('matches any part of the name, ignoring case and spaces around', () => {
    expect(filterTables(tables, ' ORDER ').map((t) => t.value)).toEqual(['Orders', 'order_items']);
    expect(filterTables(tables, '').map((t) => t.value)).toHaveLength(3);
    expect(filterTables(tables, 'zzz')).toEqual([]);
  });

  it('indexes existing datasets by table name', () => {
    expect(tablesWithDatasets([{ table_name: 'Orders', id: 7 }]).get('Orders')).toBe(7);
  });
});
