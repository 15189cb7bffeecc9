import { describe, expect, it } from 'vitest';
import { createTopLevelTabs, deleteTopLevelTabs } from './tabs.js';
import { chart, gridLayout, row, tab, tabbedLayout } from './test-support/build.js';

describe('top-level tabs', () => {
  it('moves the grid content into the first tab of a new TABS under ROOT', () => {
    const layout = gridLayout(row('R1', chart('C1', 1)), row('R2', chart('C2', 2)));
    const next = createTopLevelTabs(layout);
    const top = next[next.ROOT_ID!.children[0]!]!;
    expect(top.type).toBe('TABS');
    const firstTab = next[top.children[0]!]!;
    expect(firstTab.children).toEqual(['R1', 'R2']);
    expect(next.GRID_ID!.children).toEqual([]);
    expect(next.C1!.parents).toEqual(['ROOT_ID', top.id, firstTab.id, 'R1']);
    expect(createTopLevelTabs(next)).toBe(next);
  });

  it('removes top-level tabs, putting every tab content back on the grid in order', () => {
    const layout = tabbedLayout(
      'TOP',
      tab('TA', 'A', row('RA', chart('CA', 1))),
      tab('TB', 'B', row('RB', chart('CB', 2))),
    );
    const next = deleteTopLevelTabs(layout);
    expect(next.ROOT_ID!.children).toEqual(['GRID_ID']);
    expect(next.GRID_ID!.children).toEqual(['RA', 'RB']);
    for (const id of ['TOP', 'TA', 'TB']) expect(next[id]).toBeUndefined();
    expect(next.CB!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'RB']);
    expect(deleteTopLevelTabs(next)).toBe(next);
  });

  it('round-trips content through create and delete', () => {
    const layout = gridLayout(row('R1', chart('C1', 1)));
    expect(deleteTopLevelTabs(createTopLevelTabs(layout)).GRID_ID!.children).toEqual(['R1']);
  });
});
