import { describe, expect, it } from 'vitest';
import { columnWidthOf, columnsForWidth, heightPx, unitsForHeight, widthPx } from './gridSizing';

describe('grid sizing', () => {
  it('splits the grid into 12 columns with 16 px gutters', () => {
    const col = columnWidthOf(12 * 50 + 11 * 16);
    expect(col).toBe(50);
    expect(widthPx(12, col)).toBe(12 * 50 + 11 * 16);
    expect(widthPx(4, col)).toBe(4 * 50 + 3 * 16);
  });

  it('snaps pixel sizes back to columns and grid units', () => {
    expect(columnsForWidth(widthPx(5, 50) + 10, 50)).toBe(5);
    expect(columnsForWidth(5, 50)).toBe(1);
    expect(heightPx(50)).toBe(400);
    expect(unitsForHeight(403)).toBe(50);
  });
});
