import { describe, expect, it } from 'vitest';
import { layoutPivotAxis } from './layout.js';
import { computePivotTable, PIVOT_METRIC_ATTR } from './pivotTable.js';
import { describePivotAggregate, PIVOT_AGGREGATE_FUNCTIONS } from './pivotAggregators.js';

// Rows as the chart-data query returns them: grouped by the row and column dimensions.
const records = [
  { region: 'EU', country: 'FR', year: 2020, sales: 10, qty: 1 },
  { region: 'EU', country: 'FR', year: 2021, sales: 20, qty: 2 },
  { region: 'EU', country: 'DE', year: 2020, sales: 5, qty: 3 },
  { region: 'US', country: 'US', year: 2021, sales: 40, qty: 4 },
];

describe('computePivotTable', () => {
  const table = computePivotTable(records, {
    rows: ['region', 'country'],
    columns: ['year'],
    metrics: ['sales'],
  });

  it('lays metrics out as the outer column level by default', () => {
    expect(table.rowAttrs).toEqual(['region', 'country']);
    expect(table.colAttrs).toEqual([PIVOT_METRIC_ATTR, 'year']);
    expect(table.rowKeys).toEqual([
      ['EU', 'DE'],
      ['EU', 'FR'],
      ['US', 'US'],
    ]);
    expect(table.colKeys).toEqual([
      ['sales', 2020],
      ['sales', 2021],
    ]);
  });

  it('sums cells, subtotals and totals', () => {
    expect(table.value(['EU', 'FR'], ['sales', 2021])).toBe(20);
    expect(table.value(['EU', 'DE'], ['sales', 2021])).toBeNull();
    expect(table.value(['EU'], ['sales', 2020])).toBe(15); // row subtotal
    expect(table.value(['EU', 'FR'], [])).toBe(30); // row total
    expect(table.value([], ['sales', 2021])).toBe(60); // column total
    expect(table.value([], [])).toBe(75);
  });

  it('sorts by value, descending', () => {
    const byValue = computePivotTable(records, {
      rows: ['region', 'country'],
      columns: [],
      metrics: ['sales'],
      rowOrder: 'value_z_to_a',
    });
    expect(byValue.rowKeys).toEqual([
      ['US', 'US'],
      ['EU', 'FR'],
      ['EU', 'DE'],
    ]);
  });

  it('keeps the metric order and can put metrics in rows, innermost', () => {
    const t = computePivotTable(records, {
      rows: ['region'],
      columns: [],
      metrics: ['sales', 'qty'],
      metricsLayout: 'ROWS',
      combineMetric: true,
    });
    expect(t.rowAttrs).toEqual(['region', PIVOT_METRIC_ATTR]);
    expect(t.rowKeys).toEqual([
      ['EU', 'sales'],
      ['EU', 'qty'],
      ['US', 'sales'],
      ['US', 'qty'],
    ]);
    expect(t.value(['EU', 'qty'], [])).toBe(6);
  });

  it('transposes rows and columns', () => {
    const t = computePivotTable(records, {
      rows: ['region'],
      columns: ['year'],
      metrics: ['sales'],
      transpose: true,
    });
    expect(t.rowAttrs).toEqual([PIVOT_METRIC_ATTR, 'year']);
    expect(t.colAttrs).toEqual(['region']);
    expect(t.value(['sales', 2020], ['EU'])).toBe(15);
  });

  it.each([
    ['Count', 3],
    ['Average', 35 / 3],
    ['Minimum', 5],
    ['Maximum', 20],
    ['Median', 10],
    ['Count Unique Values', 3],
    ['List Unique Values', '10, 20, 5'],
    ['First', 5],
    ['Last', 20],
    ['Sum as Fraction of Total', 35 / 75],
  ])('%s over the EU rows', (aggregateFunction, expected) => {
    const t = computePivotTable(records, {
      rows: ['region'],
      columns: [],
      metrics: ['sales'],
      aggregateFunction,
    });
    const v = t.value(['EU'], ['sales']);
    if (typeof expected === 'number') expect(v).toBeCloseTo(expected);
    else expect(v).toBe(expected);
  });

  it.each([
    ['Sum as Fraction of Rows', ['EU'], ['sales', 2020], 15 / 35],
    ['Sum as Fraction of Columns', ['US'], ['sales', 2021], 40 / 60],
  ])('computes %s', (aggregateFunction, rowKey, colKey, expected) => {
    const t = computePivotTable(records, {
      rows: ['region'],
      columns: ['year'],
      metrics: ['sales'],
      aggregateFunction,
    });
    expect(t.value(rowKey, colKey)).toBeCloseTo(expected);
  });

  it('knows every aggregate function it lists and refuses others', () => {
    for (const name of PIVOT_AGGREGATE_FUNCTIONS) expect(() => describePivotAggregate(name)).not.toThrow();
    expect(() => describePivotAggregate('Mode')).toThrow(/Unknown aggregate function/);
  });

  it('computes sample variance and standard deviation', () => {
    const t = computePivotTable(records, {
      rows: [],
      columns: [],
      metrics: ['qty'],
      aggregateFunction: 'Sample Variance',
    });
    expect(t.value([], ['qty'])).toBeCloseTo(5 / 3);
  });
});

describe('layoutPivotAxis', () => {
  it('adds subtotals after each group and a total at the end', () => {
    const keys = [
      ['EU', 'DE'],
      ['EU', 'FR'],
      ['US', 'US'],
    ];
    expect(layoutPivotAxis(keys, { subtotals: true, totals: true })).toEqual([
      { kind: 'value', key: ['EU', 'DE'] },
      { kind: 'value', key: ['EU', 'FR'] },
      { kind: 'subtotal', key: ['EU'] },
      { kind: 'value', key: ['US', 'US'] },
      { kind: 'subtotal', key: ['US'] },
      { kind: 'total', key: [] },
    ]);
    expect(layoutPivotAxis(keys)).toHaveLength(3);
  });
});
