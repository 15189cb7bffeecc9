import { describe, expect, it } from 'vitest';
import { ColumnStore } from './columnStore';
import { compareValues, searchRows, sortRows } from './rowView';

const columns = [
  { name: 'airline', type: 1 },
  { name: 'delay', type: 0 },
  { name: 'note', type: 1 },
];

function store() {
  const s = new ColumnStore(columns.map((c) => c.name));
  s.appendArrays([
    ['UA', 5, 'late'],
    ['AA', null, null],
    ['UA', -2, 'early bird'],
    ['DL', 5, { x: 1 }],
    [null, 12, ''],
  ]);
  return s;
}

/** The reference: a stable sort of row objects with AG Grid's comparator. */
function reference(s: ColumnStore, keys: { colId: string; sort: 'asc' | 'desc' }[]) {
  const idx = Array.from({ length: s.length }, (_, i) => i);
  return idx.sort((a, b) => {
    for (const k of keys) {
      const d = compareValues(s.row(a)[k.colId], s.row(b)[k.colId]);
      if (d) return k.sort === 'desc' ? -d : d;
    }
    return a - b;
  });
}

describe('row view of a column store', () => {
  it('sorts like the client-side model: nulls first, ties in stored order, several keys', () => {
    const s = store();
    for (const keys of [
      [{ colId: 'airline', sort: 'asc' as const }],
      [{ colId: 'airline', sort: 'desc' as const }],
      [{ colId: 'delay', sort: 'asc' as const }],
      [{ colId: 'delay', sort: 'desc' as const }],
      [{ colId: 'note', sort: 'asc' as const }],
      [
        { colId: 'delay', sort: 'desc' as const },
        { colId: 'airline', sort: 'asc' as const },
      ],
    ])
      expect([...sortRows(s, s.length, keys)!], JSON.stringify(keys)).toEqual(reference(s, keys));
    expect([...sortRows(s, s.length, [{ colId: 'delay', sort: 'asc' }])!]).toEqual([1, 2, 0, 3, 4]);
    expect(sortRows(s, s.length, [])).toBeNull();
    expect(sortRows(s, s.length, [{ colId: 'delay', sort: null }])).toBeNull();
  });

  it('sorts only the rows shown so far', () => {
    const s = store();
    expect([...sortRows(s, 3, [{ colId: 'delay', sort: 'desc' }])!]).toEqual([0, 2, 1]);
  });

  it('keeps the rows holding every word of the search, in the given order', () => {
    const s = store();
    expect(searchRows(s, s.length, columns, '', null)).toBeNull();
    expect([...searchRows(s, s.length, columns, 'ua', null)!]).toEqual([0, 2]);
    // Words may be in different cells; case does not matter.
    expect([...searchRows(s, s.length, columns, 'ua EARLY', null)!]).toEqual([2]);
    // Cells are searched as displayed.
    expect([...searchRows(s, s.length, columns, '<null>', null)!]).toEqual([1, 4]);
    expect([...searchRows(s, s.length, columns, '<empty', null)!]).toEqual([4]);
    expect([...searchRows(s, s.length, columns, '"x":1', null)!]).toEqual([3]);
    expect([...searchRows(s, s.length, columns, '5', null)!]).toEqual([0, 3]);
    const sorted = sortRows(s, s.length, [{ colId: 'delay', sort: 'desc' }]);
    expect([...searchRows(s, s.length, columns, '5', sorted)!]).toEqual([0, 3]);
    expect([...searchRows(s, s.length, columns, 'zzz', sorted)!]).toEqual([]);
  });
});
