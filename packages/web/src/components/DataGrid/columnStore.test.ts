import { describe, expect, it } from 'vitest';
import { columnarRows, storeOf } from './columnarRows';
import { ColumnStore, MAX_CODES } from './columnStore';

describe('column store', () => {
  it('gives back every value it was given, whatever the kind of each column', () => {
    const s = new ColumnStore(['n', 's', 'mixed', 'late', 'obj']);
    const obj = { a: 1 };
    s.appendArrays([
      [1.5, 'x', 1, null, obj],
      [null, null, 'two', null, null],
    ]);
    s.appendArrays([[-3, 'x', true, 7, '[1]'], [4]]);
    expect(s.length).toBe(4);
    expect([0, 1, 2, 3].map((i) => s.row(i))).toEqual([
      { n: 1.5, s: 'x', mixed: 1, late: null, obj },
      { n: null, s: null, mixed: 'two', late: null, obj: null },
      { n: -3, s: 'x', mixed: true, late: 7, obj: '[1]' },
      { n: 4, s: null, mixed: null, late: null, obj: null },
    ]);
    // Numbers are kept in a typed array; repeated text once, rows holding codes.
    expect(s.numbers(0)).not.toBeNull();
    expect(s.codes(1)?.dict).toEqual(['x', null]);
    expect(s.numbers(2)).toBeNull();
    expect(s.get(99, 0)).toBeNull();
  });

  it('grows past its first capacity and keeps text with too many distinct values as it is', () => {
    const s = new ColumnStore(['id', 'text']);
    const n = MAX_CODES + 10;
    const rows = Array.from({ length: n }, (_, i) => [i, `v${i}`]);
    s.appendArrays(rows.slice(0, 5000));
    s.appendArrays(rows.slice(5000));
    expect(s.length).toBe(n);
    expect(s.codes(1)).toBeNull();
    for (const i of [0, 1023, 1024, 5000, MAX_CODES - 1, MAX_CODES, n - 1])
      expect(s.row(i)).toEqual({ id: i, text: `v${i}` });
  });

  it('takes rows as objects', () => {
    const s = new ColumnStore(['a', 'b']);
    s.appendObjects([{ a: 1, b: 'x' }, { a: 2 }]);
    expect(s.row(1)).toEqual({ a: 2, b: null });
  });
});

describe('columnar rows', () => {
  it('reads like an array of row objects that grows with its store', () => {
    const s = new ColumnStore(['a', 'b']);
    const rows = columnarRows(s);
    expect(rows.length).toBe(0);
    s.appendArrays([
      [1, 'x'],
      [2, 'y'],
    ]);
    expect(rows.length).toBe(2);
    expect(Array.isArray(rows)).toBe(true);
    expect(rows[1]).toEqual({ a: 2, b: 'y' });
    expect(rows[2]).toBeUndefined();
    expect([...rows].map((r) => r.a)).toEqual([1, 2]);
    expect(rows.map((r) => r.b)).toEqual(['x', 'y']);
    expect(rows.slice(1)).toEqual([{ a: 2, b: 'y' }]);
    expect(storeOf(rows)).toBe(s);
    expect(storeOf([])).toBeUndefined();
  });
});
