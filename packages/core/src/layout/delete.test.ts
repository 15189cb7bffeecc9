import { describe, expect, it } from 'vitest';
import { deleteComponent } from './delete.js';
import { chart, column, gridLayout, markdown, row, tab, tabbedLayout, tabs } from './test-support/build.js';

describe('deleteComponent', () => {
  const layout = gridLayout(
    row('R1', chart('C1', 1), column('COL', 4, row('IN', chart('C2', 2)), markdown('M'))),
    row('R2', chart('C3', 3)),
    tabs('TS', tab('T1', 'One', row('R3', chart('C4', 4)))),
  );

  it('removes the component and its whole subtree', () => {
    const next = deleteComponent(layout, 'COL');
    for (const id of ['COL', 'IN', 'C2', 'M']) expect(next[id]).toBeUndefined();
    expect(next.R1!.children).toEqual(['C1']);
  });

  it('removes the row it leaves empty, but keeps a column that still has children', () => {
    const next = deleteComponent(layout, 'C3');
    expect(next.R2).toBeUndefined();
    expect(next.GRID_ID!.children).toEqual(['R1', 'TS']);
    const inColumn = deleteComponent(layout, 'C2');
    expect(inColumn.IN).toBeUndefined();
    expect(inColumn.COL!.children).toEqual(['M']);
  });

  it('removes a TABS whose last tab is deleted', () => {
    const next = deleteComponent(layout, 'T1');
    for (const id of ['TS', 'T1', 'R3', 'C4']) expect(next[id]).toBeUndefined();
    expect(next.GRID_ID!.children).toEqual(['R1', 'R2']);
  });

  it('brings GRID_ID back when the last top-level tab goes', () => {
    const top = tabbedLayout('TOP', tab('TA', 'A', row('RA', chart('CA', 1))));
    const next = deleteComponent(top, 'TA');
    expect(next.ROOT_ID!.children).toEqual(['GRID_ID']);
    expect(next.TOP).toBeUndefined();
    expect(next.GRID_ID!.parents).toEqual(['ROOT_ID']);
  });

  it('ignores unknown ids, the root and the grid', () => {
    expect(deleteComponent(layout, 'nope')).toBe(layout);
    expect(deleteComponent(layout, 'ROOT_ID')).toBe(layout);
    expect(deleteComponent(layout, 'GRID_ID')).toBe(layout);
  });
});
