import type { IGetRowsParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { ColumnStore } from './columnStore';
import { StoreSource } from './storeSource';

const columns = [
  { name: 'a', type: 1 },
  { name: 'n', type: 0 },
];

function source() {
  const s = new ColumnStore(['a', 'n']);
  s.appendArrays([
    ['x', 3],
    ['y "q"', null],
    ['z', 1],
  ]);
  return new StoreSource(s, columns, 2);
}

function getRows(src: StoreSource, startRow: number, endRow: number, sortModel: IGetRowsParams['sortModel']) {
  let got: { rows: unknown[]; last?: number } | null = null;
  src.datasource().getRows({
    api: null as never,
    startRow,
    endRow,
    sortModel,
    filterModel: {},
    context: null,
    successCallback: (rows, last) => (got = { rows, last }),
    failCallback: () => undefined,
  });
  return got!;
}

describe('a column store as infinite-model rows', () => {
  it('answers blocks of the rows shown so far, sorted and searched', () => {
    const src = source();
    expect(getRows(src, 0, 100, [])).toEqual({
      rows: [
        { a: 'x', n: 3 },
        { a: 'y "q"', n: null },
      ],
      last: 2,
    });
    src.count = 3;
    expect(getRows(src, 1, 2, [{ colId: 'n', sort: 'asc' }])).toEqual({ rows: [{ a: 'z', n: 1 }], last: 3 });
    src.search = 'z';
    expect(getRows(src, 0, 100, [])).toEqual({ rows: [{ a: 'z', n: 1 }], last: 1 });
    expect(src.rowCount([])).toBe(1);
  });

  it('writes CSV and column copies from the store', () => {
    const src = source();
    src.count = 3;
    expect(src.csv(['n', 'a'], [{ colId: 'a', sort: 'desc' }])).toBe(
      '"n","a"\r\n"1","z"\r\n"<NULL>","y ""q"""\r\n"3","x"',
    );
    expect(src.csv(['n'], [], (v) => (v === null ? '' : JSON.stringify(v)))).toBe('"n"\r\n"3"\r\n""\r\n"1"');
    expect(src.columnText('n')).toBe('3\n<NULL>\n1');
  });
});
