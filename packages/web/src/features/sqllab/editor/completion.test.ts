import { PostgreSQL, MySQL, StandardSQL } from '@codemirror/lang-sql';
import { describe, expect, it } from 'vitest';
import { buildNamespace, columnCompletions, dialectFor, referencedTables } from './completion';

describe('editor completion', () => {
  it('picks the dialect the server names', () => {
    expect(dialectFor('PostgreSQL')).toBe(PostgreSQL);
    expect(dialectFor('MySQL')).toBe(MySQL);
    expect(dialectFor('Trino')).toBe(StandardSQL);
    expect(dialectFor('toString')).toBe(StandardSQL);
    expect(dialectFor(null)).toBe(StandardSQL);
  });

  it('builds schema → table → columns', () => {
    const ns = buildNamespace(['main', 'other'], 'main', ['flights', 'sales'], {
      flights: [{ name: 'AIRLINE', type: 'VARCHAR' }],
    });
    expect(ns).toEqual({
      main: {
        flights: [{ label: 'AIRLINE', type: 'property', detail: 'VARCHAR' }],
        sales: [],
      },
      other: {},
    });
  });

  it('finds tables after FROM and JOIN', () => {
    expect(referencedTables('select * from main.flights f join "Sales Data" s on 1=1 JOIN `x`.y')).toEqual([
      'flights',
      'Sales Data',
      'y',
    ]);
    expect(referencedTables('select 1')).toEqual([]);
  });

  it('offers the columns of referenced tables once each', () => {
    const cols = { a: [{ name: 'id' }, { name: 'x', type: 'INT' }], b: [{ name: 'id' }] };
    expect(columnCompletions('select  from a join b', cols).map((c) => c.label)).toEqual(['id', 'x']);
    expect(columnCompletions('select 1', cols)).toEqual([]);
  });
});
