import { describe, expect, it } from 'vitest';
import { dropResultFor } from './dropResult.js';
import { chart, gridLayout, header, row } from './test-support/build.js';

const layout = gridLayout(row('R1', chart('C1', 1), chart('C2', 2), chart('C3', 3)), header('H1'), row('R2'));

describe('dropResultFor', () => {
  it('is null for forbidden, missing positions or unknown targets', () => {
    expect(dropResultFor(layout, { id: 'C1', type: 'CHART' }, 'C2', 'forbidden')).toBeNull();
    expect(dropResultFor(layout, { id: 'C1', type: 'CHART' }, 'C2', null)).toBeNull();
    expect(dropResultFor(layout, { id: 'C1', type: 'CHART' }, 'nope', 'left')).toBeNull();
  });

  it('places a sibling before or after the target in its parent', () => {
    expect(dropResultFor(layout, { id: 'C3', type: 'CHART' }, 'C1', 'left')).toEqual({
      source: { id: 'R1', type: 'ROW', index: 2 },
      destination: { id: 'R1', type: 'ROW', index: 0 },
      dragging: { id: 'C3', type: 'CHART' },
      position: 'left',
    });
    // moving right within the same list accounts for the removed item
    expect(dropResultFor(layout, { id: 'C1', type: 'CHART' }, 'C3', 'right')?.destination).toEqual({
      id: 'R1',
      type: 'ROW',
      index: 2,
    });
    expect(dropResultFor(layout, { id: 'H1', type: 'HEADER' }, 'R1', 'top')?.destination).toEqual({
      id: 'GRID_ID',
      type: 'GRID',
      index: 0,
    });
  });

  it('appends a child drop and marks new components', () => {
    const result = dropResultFor(layout, { id: 'NEW', type: 'MARKDOWN' }, 'R2', 'left');
    expect(result?.source).toEqual({ id: 'NEW_COMPONENTS_SOURCE_ID', index: 0 });
    expect(result?.destination).toEqual({ id: 'R2', type: 'ROW', index: 0 });
    expect(dropResultFor(layout, { id: 'C1', type: 'CHART' }, 'R1', 'right')?.destination?.index).toBe(2);
  });
});
