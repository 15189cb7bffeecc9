import type { DashboardLayout, FilterConfigItem, NativeFilter } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { chartTabParents, splitByScope } from './scope';

const c = (
  id: string,
  type: string,
  children: string[],
  parents: string[],
  meta: Record<string, unknown> = {},
) => ({
  id,
  type,
  children,
  parents,
  meta,
});

// ROOT > TABS > (TAB-a: chart 1, chart 3) (TAB-b: chart 2, chart 3); chart 4 in a row above the tabs.
const layout = Object.fromEntries(
  [
    c('ROOT_ID', 'ROOT', ['GRID_ID'], []),
    c('GRID_ID', 'GRID', ['ROW-0', 'TABS-1'], ['ROOT_ID']),
    c('ROW-0', 'ROW', ['CHART-4'], ['ROOT_ID', 'GRID_ID']),
    c('CHART-4', 'CHART', [], ['ROOT_ID', 'GRID_ID', 'ROW-0'], { chartId: 4 }),
    c('TABS-1', 'TABS', ['TAB-a', 'TAB-b'], ['ROOT_ID', 'GRID_ID']),
    c('TAB-a', 'TAB', ['CHART-1', 'CHART-3a'], ['ROOT_ID', 'GRID_ID', 'TABS-1']),
    c('TAB-b', 'TAB', ['CHART-2', 'CHART-3b'], ['ROOT_ID', 'GRID_ID', 'TABS-1']),
    c('CHART-1', 'CHART', [], ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-a'], { chartId: 1 }),
    c('CHART-3a', 'CHART', [], ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-a'], { chartId: 3 }),
    c('CHART-2', 'CHART', [], ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-b'], { chartId: 2 }),
    c('CHART-3b', 'CHART', [], ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-b'], { chartId: 3 }),
  ].map((x) => [x.id, x]),
) as unknown as DashboardLayout;

const filter = (id: string, extra: Partial<NativeFilter>): FilterConfigItem =>
  ({ id, type: 'NATIVE_FILTER', filterType: 'filter_select', name: id, ...extra }) as NativeFilter;

describe('chartTabParents', () => {
  it('lists the tabs above every placement of a chart', () => {
    const parents = chartTabParents(layout);
    expect(parents.get(1)).toEqual([['TAB-a']]);
    expect(parents.get(3)).toEqual([['TAB-a'], ['TAB-b']]);
    expect(parents.get(4)).toEqual([[]]);
  });
});

describe('splitByScope', () => {
  const items: FilterConfigItem[] = [
    filter('onlyB', { chartsInScope: [2] }),
    filter('onlyA', { chartsInScope: [1] }),
    filter('both', { chartsInScope: [3] }),
    filter('outside', { chartsInScope: [4] }),
    filter('none', { chartsInScope: [] }),
    filter('unknown', {}),
    // Without a scope the filter applies to every chart (chart 4 is always visible): the stored
    // tabsInScope is not consulted.
    filter('tabsOnly', { tabsInScope: ['TAB-b'] }),
    { id: 'divider', type: 'DIVIDER', title: 'Section', description: '', chartsInScope: [2] },
  ];

  it('puts filters whose charts are all on inactive tabs out of scope', () => {
    const { inScope, outOfScope } = splitByScope(items, layout, ['TAB-a']);
    expect(inScope.map((f) => f.id)).toEqual(['onlyA', 'both', 'outside', 'unknown', 'tabsOnly', 'divider']);
    expect(outOfScope.map((f) => f.id)).toEqual(['onlyB', 'none']);
  });

  it('follows the active tab', () => {
    const { outOfScope } = splitByScope(items, layout, ['TAB-b']);
    expect(outOfScope.map((f) => f.id)).toEqual(['onlyA', 'none']);
  });

  it('keeps everything in scope on a dashboard without tabs', () => {
    const flat = { ...layout };
    for (const k of ['TABS-1', 'TAB-a', 'TAB-b']) delete flat[k];
    expect(splitByScope(items, flat, []).outOfScope).toEqual([]);
  });

  describe('computes the charts from the scope and the layout, not the stored lists', () => {
    const scoped = [
      // Stored chartsInScope/tabsInScope are stale (they point at TAB-a); the scope leaves chart 2.
      filter('stale', {
        scope: { rootPath: ['TAB-b'], excluded: [3] },
        chartsInScope: [1],
        tabsInScope: ['TAB-a'],
      }),
      // No stored lists at all (as in some Superset bundles): the scope leaves chart 1.
      filter('missing', { scope: { rootPath: ['ROOT_ID'], excluded: [2, 3, 4] } }),
      // Every chart under its root excluded: shown only while that root tab is active.
      filter('emptyTab', { scope: { rootPath: ['TAB-b'], excluded: [2, 3] }, chartsInScope: [1] }),
      filter('emptyRoot', { scope: { rootPath: ['ROOT_ID'], excluded: [1, 2, 3, 4] } }),
    ];

    it('on the first tab', () => {
      const { inScope, outOfScope } = splitByScope(scoped, layout, ['TAB-a']);
      expect(inScope.map((f) => f.id)).toEqual(['missing']);
      expect(outOfScope.map((f) => f.id)).toEqual(['stale', 'emptyTab', 'emptyRoot']);
    });

    it('on the second tab', () => {
      const { inScope, outOfScope } = splitByScope(scoped, layout, ['TAB-b']);
      expect(inScope.map((f) => f.id)).toEqual(['stale', 'emptyTab']);
      expect(outOfScope.map((f) => f.id)).toEqual(['missing', 'emptyRoot']);
    });

    it('after a chart moves to another tab (stored list saved before the move)', () => {
      // Chart 2 moved from TAB-b to TAB-a: the filter scoped to TAB-b no longer has any chart.
      const moved = {
        ...layout,
        'TAB-b': { ...layout['TAB-b']!, children: ['CHART-3b'] },
        'TAB-a': { ...layout['TAB-a']!, children: ['CHART-1', 'CHART-3a', 'CHART-2'] },
        'CHART-2': { ...layout['CHART-2']!, parents: ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-a'] },
      } as DashboardLayout;
      const f = filter('moved', { scope: { rootPath: ['TAB-b'], excluded: [3] }, chartsInScope: [2] });
      expect(splitByScope([f], layout, ['TAB-b']).inScope.map((x) => x.id)).toEqual(['moved']);
      expect(splitByScope([f], moved, ['TAB-a']).outOfScope.map((x) => x.id)).toEqual(['moved']);
      expect(splitByScope([f], moved, ['TAB-b']).inScope.map((x) => x.id)).toEqual(['moved']);
    });
  });
});
