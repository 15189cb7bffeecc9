import { parseLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { chooseDrop, isSiblingPosition } from './dropTarget';

// GRID (0..1000 × 0..1000) > ROW-1 (0..1000 × 0..400) > CHART-1 (0..300 × 0..400)
const layout = parseLayout({
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, width: 4, height: 50 } },
});
const rect = (top: number, bottom: number, left: number, right: number) => ({ top, bottom, left, right });
const chartRect = { id: 'CHART-1', rect: rect(0, 400, 0, 300) };
const rowRect = { id: 'ROW-1', rect: rect(0, 400, 0, 1000) };
const gridRect = { id: 'GRID_ID', rect: rect(0, 1000, 0, 1000) };
const newChart = { id: 'NEW-CHART-2', type: 'CHART' as const, meta: { chartId: 2 } };

describe('chooseDrop', () => {
  it('puts a chart beside the chart under the pointer', () => {
    const choice = chooseDrop(layout, newChart, { x: 250, y: 200 }, [chartRect, rowRect, gridRect]);
    expect(choice).toMatchObject({ targetId: 'CHART-1', position: 'right' });
    expect(chooseDrop(layout, newChart, { x: 50, y: 200 }, [chartRect, rowRect, gridRect])).toMatchObject({
      targetId: 'CHART-1',
      position: 'left',
    });
  });

  it('prefers a new row when the pointer is at the bottom edge of the row', () => {
    const choice = chooseDrop(layout, newChart, { x: 150, y: 392 }, [chartRect, rowRect, gridRect]);
    expect(choice).toMatchObject({ targetId: 'ROW-1', position: 'bottom' });
  });

  it('appends to the grid below its rows', () => {
    const choice = chooseDrop(layout, newChart, { x: 500, y: 700 }, [gridRect]);
    expect(choice).toMatchObject({ targetId: 'GRID_ID', position: 'bottom' });
  });

  it('falls back from a component that cannot take the drop to its container', () => {
    const header = { id: 'NEW-HEADER', type: 'HEADER' as const };
    const choice = chooseDrop(layout, header, { x: 150, y: 100 }, [chartRect, rowRect, gridRect]);
    expect(choice).toMatchObject({ targetId: 'ROW-1', position: 'top' });
  });

  it('ignores unknown drop areas and reports nothing without candidates', () => {
    expect(chooseDrop(layout, newChart, { x: 1, y: 1 }, [{ id: 'nope', rect: rect(0, 1, 0, 1) }])).toBeNull();
  });
});

describe('isSiblingPosition', () => {
  it('reads top/bottom as beside a row and left/right as beside a chart in a row', () => {
    expect(isSiblingPosition(layout, 'ROW-1', 'bottom')).toBe(true);
    expect(isSiblingPosition(layout, 'ROW-1', 'right')).toBe(false);
    expect(isSiblingPosition(layout, 'CHART-1', 'left')).toBe(true);
  });
});
