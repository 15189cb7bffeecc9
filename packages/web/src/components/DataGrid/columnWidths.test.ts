import { describe, expect, it } from 'vitest';
import { columnWidth, MAX_COLUMN_PX, MIN_COLUMN_PX, rowNumberWidth } from './columnWidths';

describe('starting column widths', () => {
  it('fits the longest text of the header and the first rows, within bounds', () => {
    const rows = [{ a: 'x' }, { a: 'a much longer value' }];
    const short = columnWidth({ name: 'a', type: 1 }, [{ a: 'x' }]);
    const long = columnWidth({ name: 'a', type: 1 }, rows);
    // Short values: the header decides.
    expect(short).toBe(columnWidth({ name: 'a', type: 1 }, []));
    expect(short).toBeGreaterThanOrEqual(MIN_COLUMN_PX);
    expect(long).toBeGreaterThan(short);
    expect(columnWidth({ name: 'a', type: 1 }, [{ a: 'y'.repeat(500) }])).toBe(MAX_COLUMN_PX);
    // A long header name counts even when the values are short.
    expect(
      columnWidth({ name: 'a_rather_long_column_name', type: 0 }, [{ a_rather_long_column_name: 1 }]),
    ).toBe(columnWidth({ name: 'a_rather_long_column_name', type: 0 }, []));
  });

  it('measures values as they are displayed', () => {
    // null is shown as <NULL>, wider than the empty value it holds.
    expect(columnWidth({ name: 'n', type: 1 }, [{ n: null }])).toBeGreaterThanOrEqual(MIN_COLUMN_PX);
    expect(columnWidth({ name: 'n', type: 1 }, [{ n: 'z'.repeat(30) }])).toBeGreaterThan(
      columnWidth({ name: 'n', type: 1 }, [{ n: null }]),
    );
  });

  it('widens the row-number column with the number of digits', () => {
    expect(rowNumberWidth(1_000_000)).toBeGreaterThan(rowNumberWidth(99));
    expect(rowNumberWidth(0)).toBe(rowNumberWidth(1));
  });
});

describe('measured column widths', () => {
  it('fits the widest measured value, header or cell, plus padding', () => {
    const measure = (text: string) => text.length * 10;
    const col = { name: 'n', type: 0 };
    const rows = [{ n: 3620987624303 }, { n: 12 }];
    // 13 digits at 10 px and the cell padding: wider than the short header needs.
    expect(columnWidth(col, rows, measure)).toBe(13 * 10 + 26);
    expect(columnWidth(col, rows, measure)).toBeGreaterThan(columnWidth(col, [], measure));
  });

  it('measures with the header weight for the header', () => {
    const seen: [string, boolean][] = [];
    columnWidth({ name: 'flights_count', type: 0 }, [{ flights_count: 4217 }], (t, header) => {
      seen.push([t, header]);
      return t.length;
    });
    expect(seen).toContainEqual(['flights_count', true]);
    expect(seen).toContainEqual(['4217', false]);
  });

  it('estimates without a canvas wide enough for 13 digits at the 12 px font', () => {
    // Inter's digits are about 7.4 px wide at 12 px.
    expect(columnWidth({ name: 'n', type: 0 }, [{ n: 3620987624303 }])).toBeGreaterThanOrEqual(
      Math.ceil(13 * 7.4 + 26),
    );
  });
});
