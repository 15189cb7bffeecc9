import { describe, expect, it } from 'vitest';
import { chart, column, gridLayout, row, tab, tabbedLayout, tabs } from './test-support/build.js';
import {
  componentDepth,
  findParentId,
  isSelfOrDescendant,
  subtreeIds,
  topLevelTabs,
  updateParents,
} from './tree.js';

describe('layout tree', () => {
  const layout = gridLayout(
    row('R1', chart('C1', 1), column('COL', 4, row('R2', chart('C2', 2)))),
    tabs('TS', tab('T1', 'One', row('R3', chart('C3', 3)))),
  );

  it('fills parents from ROOT_ID down', () => {
    expect(layout.C2!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'R1', 'COL', 'R2']);
    expect(layout.GRID_ID!.parents).toEqual(['ROOT_ID']);
  });

  it('keeps components whose parents are already right', () => {
    expect(updateParents(layout)).toBe(layout);
    const broken = { ...layout, C1: { ...layout.C1!, parents: [] } };
    const fixed = updateParents(broken);
    expect(fixed.C1!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'R1']);
    expect(fixed.R1).toBe(layout.R1);
  });

  it('finds parents, subtrees and ancestry', () => {
    expect(findParentId(layout, 'C2')).toBe('R2');
    expect(findParentId(layout, 'ROOT_ID')).toBeNull();
    expect(findParentId({ ...layout, C2: { ...layout.C2!, parents: [] } }, 'C2')).toBe('R2');
    expect(subtreeIds(layout, 'R1')).toEqual(['R1', 'C1', 'COL', 'R2', 'C2']);
    expect(isSelfOrDescendant(layout, 'C2', 'R1')).toBe(true);
    expect(isSelfOrDescendant(layout, 'R1', 'R1')).toBe(true);
    expect(isSelfOrDescendant(layout, 'C3', 'R1')).toBe(false);
  });

  it('computes Superset depths: tabs and nested tabs do not deepen, top-level tabs do', () => {
    expect(componentDepth(layout, 'ROOT_ID')).toBe(0);
    expect(componentDepth(layout, 'GRID_ID')).toBe(1);
    expect(componentDepth(layout, 'R1')).toBe(2);
    expect(componentDepth(layout, 'COL')).toBe(3);
    expect(componentDepth(layout, 'R2')).toBe(4);
    expect(componentDepth(layout, 'C2')).toBe(5);
    expect(componentDepth(layout, 'TS')).toBe(2);
    expect(componentDepth(layout, 'T1')).toBe(2);
    expect(componentDepth(layout, 'R3')).toBe(2);
    expect(componentDepth(layout, 'missing')).toBe(-1);
    const top = tabbedLayout('TOP', tab('TA', 'A', row('RA', chart('CA', 1))));
    expect(componentDepth(top, 'TOP')).toBe(1);
    expect(componentDepth(top, 'TA')).toBe(1);
    expect(componentDepth(top, 'RA')).toBe(2);
    expect(topLevelTabs(top)?.id).toBe('TOP');
    expect(topLevelTabs(layout)).toBeUndefined();
  });
});
