import { describe, expect, it } from 'vitest';
import { keys } from './test-support/fixtures.js';
import { frameFromColumns, frameToRows } from './frame.js';
import { select } from './select.js';

const frame = frameFromColumns({ a: [1, 2], b: [3, 4], c: [5, 6] });

describe('select', () => {
  it('keeps and orders columns', () => {
    expect(frameToRows(select(frame, { columns: ['c', 'a'] }))).toEqual({
      colnames: ['c', 'a'],
      rows: [
        { c: 5, a: 1 },
        { c: 6, a: 2 },
      ],
    });
  });

  it('excludes after selecting and renames last, using original names', () => {
    expect(keys(select(frame, { exclude: ['b'] }))).toEqual(['a', 'c']);
    expect(keys(select(frame, { columns: ['a', 'b'], exclude: ['b'], rename: { a: 'x' } }))).toEqual(['x']);
    expect(keys(select(frame, { rename: { c: 'z' } }))).toEqual(['a', 'b', 'z']);
  });

  it('selects every series of a pivoted metric', () => {
    const pivoted = {
      length: 1,
      index: [],
      columns: [
        { key: ['m', 'x'], values: [1] },
        { key: ['n', 'x'], values: [2] },
        { key: ['m', 'y'], values: [3] },
      ],
    };
    expect(keys(select(pivoted, { columns: ['m'] }))).toEqual([
      ['m', 'x'],
      ['m', 'y'],
    ]);
  });

  it('reports missing columns, including ones removed by the selection', () => {
    expect(() => select(frame, { columns: ['zz'] })).toThrow(
      'Referenced columns not available in DataFrame: zz',
    );
    expect(() => select(frame, { columns: ['a'], exclude: ['b'] })).toThrow(
      'Referenced columns not available in DataFrame: b',
    );
  });
});
