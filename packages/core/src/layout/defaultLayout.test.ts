import { describe, expect, it } from 'vitest';
import { buildDefaultLayout } from './defaultLayout.js';

describe('buildDefaultLayout', () => {
  it('is ROOT → GRID with a header for an empty dashboard', () => {
    const layout = buildDefaultLayout([], 'Sales');
    expect(layout.ROOT_ID!.children).toEqual(['GRID_ID']);
    expect(layout.GRID_ID!.children).toEqual([]);
    expect(layout.HEADER_ID!.meta.text).toBe('Sales');
    expect(buildDefaultLayout().HEADER_ID!.meta.text).toBe('[ untitled dashboard ]');
  });

  it('places charts three to a row, width 4 and height 50', () => {
    const layout = buildDefaultLayout([1, 2, 3, 4].map((id) => ({ id, sliceName: `S${id}` })));
    const rows = layout.GRID_ID!.children.map((id) => layout[id]!);
    expect(rows.map((r) => r.type)).toEqual(['ROW', 'ROW']);
    expect(rows.map((r) => r.children.length)).toEqual([3, 1]);
    const first = layout[rows[0]!.children[0]!]!;
    expect(first.id).toBe('CHART-explore-1-1');
    expect(first.meta).toEqual({ chartId: 1, width: 4, height: 50, sliceName: 'S1' });
    expect(first.parents).toEqual(['ROOT_ID', 'GRID_ID', rows[0]!.id]);
  });
});
