import { describe, expect, it } from 'vitest';
import { cellJson, cellText, rowsToTsv } from './gridData';

describe('data grid cells', () => {
  it('shows special values as the spec says', () => {
    expect(cellText(null)).toBe('<NULL>');
    expect(cellText('')).toBe('<empty string>');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(Date.UTC(2003, 0, 6), { name: 'd', type: 2 })).toBe('2003-01-06');
    expect(cellText(Date.UTC(2003, 0, 6, 10, 30), { name: 'd', type: 2 })).toBe('2003-01-06 10:30:00');
  });

  it('finds JSON worth a modal', () => {
    expect(cellJson('{"a":1}')).toEqual({ a: 1 });
    expect(cellJson([1, 2])).toEqual([1, 2]);
    expect(cellJson('{nope')).toBeUndefined();
    expect(cellJson('plain')).toBeUndefined();
  });

  it('copies rows as tab-separated text', () => {
    const tsv = rowsToTsv(
      [{ name: 'a' }, { name: 'b' }],
      [
        { a: 'x\ty', b: null },
        { a: 1, b: true },
      ],
    );
    expect(tsv).toBe('a\tb\nx y\t<NULL>\n1\tTRUE');
  });
});
