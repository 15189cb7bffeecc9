import { describe, expect, it } from 'vitest';
import { chart, column, gridLayout, markdown, row, tab, tabs } from './test-support/build.js';
import type { DropResult } from './types.js';
import { availableWidth, detailedWidth, dropOverflowsParent, widthFromDrop } from './width.js';

const layout = gridLayout(
  row('FULL', chart('C1', 1, 6), chart('C2', 2, 5)),
  row('R2', chart('C3', 3, 4), column('COL', 6, row('IN', chart('C4', 4, 5)))),
  row('EMPTY'),
  tabs('TS', tab('T1', 'One')),
);
const move = (
  id: string,
  type: 'CHART' | 'COLUMN' | 'MARKDOWN',
  from: string,
  to: string,
  meta = {},
): DropResult => ({
  source: { id: from, index: 0 },
  destination: { id: to, index: 0 },
  dragging: { id, type, meta },
});

describe('detailedWidth', () => {
  it('measures rows by their container and children', () => {
    expect(detailedWidth(layout, layout.FULL)).toEqual({ width: 12, occupiedWidth: 11, minimumWidth: 11 });
    expect(detailedWidth(layout, layout.IN)).toEqual({ width: 6, occupiedWidth: 5, minimumWidth: 5 });
    expect(detailedWidth(layout, layout.EMPTY)).toEqual({ width: 12, occupiedWidth: 0, minimumWidth: 1 });
  });

  it('makes a column as wide as its widest row at least', () => {
    expect(detailedWidth(layout, layout.COL)).toEqual({ width: 6, occupiedWidth: 0, minimumWidth: 5 });
    expect(detailedWidth(layout, layout.C1)).toEqual({ width: 6, occupiedWidth: 6, minimumWidth: 1 });
    expect(detailedWidth(layout, undefined).width).toBeUndefined();
  });
});

describe('widthFromDrop and dropOverflowsParent', () => {
  it('keeps the width when it fits or the move stays in its container', () => {
    expect(widthFromDrop(layout, move('C3', 'CHART', 'R2', 'EMPTY'))).toBe(4);
    expect(widthFromDrop(layout, move('C1', 'CHART', 'FULL', 'FULL'))).toBe(6);
  });

  it('shrinks to the free columns, or gives -1 when nothing fits', () => {
    expect(widthFromDrop(layout, move('C3', 'CHART', 'R2', 'FULL'))).toBe(1);
    const wide = gridLayout(row('A', chart('X', 1, 12)), row('B', chart('Y', 2, 4)));
    expect(widthFromDrop(wide, move('Y', 'CHART', 'B', 'A'))).toBe(-1);
    expect(dropOverflowsParent(wide, move('Y', 'CHART', 'B', 'A'))).toBe(true);
    expect(dropOverflowsParent(layout, move('C3', 'CHART', 'R2', 'EMPTY'))).toBe(false);
  });

  it('refuses a column wider than the room left even at its minimum', () => {
    expect(widthFromDrop(layout, move('COL', 'COLUMN', 'R2', 'FULL'))).toBe(-1);
  });

  it('sizes new components with their default width', () => {
    const drop = { ...move('NEW', 'MARKDOWN', 'NEW_COMPONENTS_SOURCE_ID', 'EMPTY') };
    expect(widthFromDrop(layout, drop)).toBe(4);
    expect(widthFromDrop(layout, { ...drop, destination: { id: 'FULL', index: 0 } })).toBe(1);
  });

  it('uses the dragged width on the grid or in a tab (no width there)', () => {
    expect(widthFromDrop(layout, move('C1', 'CHART', 'FULL', 'GRID_ID'))).toBe(6);
    expect(widthFromDrop(layout, move('C1', 'CHART', 'FULL', 'T1'))).toBe(6);
    expect(
      widthFromDrop(layout, { ...move('C1', 'CHART', 'FULL', 'GRID_ID'), destination: null }),
    ).toBeUndefined();
  });
});

describe('availableWidth', () => {
  it('is the row width minus the siblings, or the container width in a column', () => {
    expect(availableWidth(layout, 'C1')).toBe(7);
    expect(availableWidth(layout, 'C3')).toBe(6);
    expect(availableWidth(layout, 'COL')).toBe(8);
    expect(availableWidth(layout, 'C4')).toBe(6);
    expect(availableWidth(gridLayout(column('K', 5, markdown('M'))), 'M')).toBe(5);
    expect(availableWidth(layout, 'nope')).toBe(12);
  });
});
