import { describe, expect, it } from 'vitest';
import { aggregate } from './aggregate.js';
import { InvalidPostProcessingError } from './errors.js';
import { frameFromRows, frameToRows } from './frame.js';

const sales = frameFromRows([
  { region: 'west', product: 'a', amount: 10, qty: 1 },
  { region: 'east', product: 'a', amount: 5, qty: 2 },
  { region: 'west', product: 'b', amount: 30, qty: null },
  { region: null, product: 'b', amount: 100, qty: 4 },
  { region: 'east', product: 'b', amount: 7, qty: 3 },
]);

describe('aggregate', () => {
  it('groups by sorted keys, drops missing keys and applies numpy operators', () => {
    const out = aggregate(sales, {
      groupby: ['region'],
      aggregates: {
        total: { column: 'amount', operator: 'sum' },
        qty: { operator: 'mean' },
        biggest: { column: 'amount', operator: 'max' },
        p50: { column: 'amount', operator: 'percentile', options: { q: 50 } },
      },
    });
    expect(frameToRows(out).rows).toEqual([
      { region: 'east', total: 12, qty: 2.5, biggest: 7, p50: 6 },
      { region: 'west', total: 40, qty: 1, biggest: 30, p50: 20 },
    ]);
  });

  it('aggregates everything into one row without groupby', () => {
    const out = aggregate(sales, {
      aggregates: { amount: { operator: 'sum' }, n: { column: 'qty', operator: 'count' } },
    });
    expect(frameToRows(out)).toEqual({ colnames: ['amount', 'n'], rows: [{ amount: 152, n: 4 }] });
  });

  it('groups by several columns', () => {
    const out = aggregate(sales, {
      groupby: ['product', 'region'],
      aggregates: { amount: { operator: 'sum' } },
    });
    expect(frameToRows(out).rows.map((r) => [r['product'], r['region'], r['amount']])).toEqual([
      ['a', 'east', 5],
      ['a', 'west', 10],
      ['b', 'east', 7],
      ['b', 'west', 30],
    ]);
  });

  it('rejects unknown columns and operators with Superset messages', () => {
    expect(() => aggregate(sales, { groupby: ['nope'] })).toThrow(
      'Referenced columns not available in DataFrame: nope',
    );
    expect(() => aggregate(sales, { aggregates: { x: { column: 'zzz', operator: 'sum' } } })).toThrow(
      'Column referenced by aggregate is undefined: zzz',
    );
    expect(() => aggregate(sales, { aggregates: { amount: {} } })).toThrow(
      'Operator undefined for aggregator: amount',
    );
    expect(() => aggregate(sales, { aggregates: { amount: { operator: 'mode' } } })).toThrow(
      InvalidPostProcessingError,
    );
    expect(() => aggregate(sales, { groupby: 'region' as never })).toThrow(
      /Invalid options for aggregate: groupby/,
    );
  });
});
