import { describe, expect, it } from 'vitest';
import { frameFromColumns, frameToRows } from './frame.js';
import { binCounts, binEdges, histogram } from './histogram.js';

// Superset's histogram test data: values 1..10, groups a (1-5) and b (6-10).
const frame = frameFromColumns({
  a: [1, 1, 1, 1, 1, 2, 2, 2, 2, 2],
  b: ['x', 'x', 'x', 'x', 'x', 'y', 'y', 'y', 'y', 'y'],
  c: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
});
const BINS = ['1.0 - 2.8', '2.8 - 4.6', '4.6 - 6.4', '6.4 - 8.2', '8.2 - 10.0'];

describe('histogram', () => {
  it('counts values in equal-width bins named like numpy/Python print them', () => {
    const out = histogram(frame, { column: 'c', bins: 5 });
    expect(frameToRows(out)).toEqual({
      colnames: BINS,
      rows: [Object.fromEntries(BINS.map((name) => [name, 2]))],
    });
  });

  it('counts per group, with running totals or normalised shares', () => {
    const grouped = frameToRows(histogram(frame, { column: 'c', groupby: ['b'], bins: 5 }));
    expect(grouped.colnames).toEqual(['b', ...BINS]);
    expect(grouped.rows.map((r) => Object.values(r))).toEqual([
      ['x', 2, 2, 1, 0, 0],
      ['y', 0, 0, 1, 2, 2],
    ]);
    const cumulative = frameToRows(
      histogram(frame, { column: 'c', groupby: ['b'], bins: 5, cumulative: true }),
    );
    expect(cumulative.rows.map((r) => Object.values(r))).toEqual([
      ['x', 2, 4, 5, 5, 5],
      ['y', 0, 0, 1, 3, 5],
    ]);
    const normalized = frameToRows(histogram(frame, { column: 'c', bins: 5, normalize: true }));
    expect(Object.values(normalized.rows[0] ?? {})).toEqual([0.2, 0.2, 0.2, 0.2, 0.2]);
  });

  it('widens a constant column by 0.5 each side and puts the maximum in the last bin', () => {
    expect(binEdges([3, 3], 2)).toEqual([2.5, 3, 3.5]);
    expect(binCounts([0, 1, 2, 3, 4], [0, 2, 4])).toEqual([2, 3]);
    expect(
      frameToRows(histogram(frameFromColumns({ v: [3, 3, null] }), { column: 'v', bins: 1 })).rows,
    ).toEqual([{ '2.5 - 3.5': 2 }]);
  });

  it('coerces numeric strings, rejects other text and bad bin counts', () => {
    expect(
      frameToRows(histogram(frameFromColumns({ v: ['1', '3'] }), { column: 'v', bins: 1 })).rows,
    ).toEqual([{ '1.0 - 3.0': 2 }]);
    expect(() => histogram(frameFromColumns({ v: [1, 'abc'] }), { column: 'v' })).toThrow(
      "Column 'v' contains non-numeric values",
    );
    expect(() => histogram(frame, { column: 'c', bins: 0 })).toThrow(
      '`bins` must be an integer between 1 and 1000',
    );
    expect(() => histogram(frame, { column: 'c', bins: 1001 })).toThrow(/between 1 and 1000/);
  });

  it('returns an all-empty column unchanged', () => {
    const empty = frameFromColumns({ v: [null, null] });
    expect(histogram(empty, { column: 'v' })).toBe(empty);
  });
});
