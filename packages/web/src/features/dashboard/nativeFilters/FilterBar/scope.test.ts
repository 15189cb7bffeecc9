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
  const items = [
    filter('onlyB', { chartsInScope: [2] }),
    filter('onlyA', { chartsInScope: [1] }),
    filter('both', { chartsInScope: [3] }),
    filter('outside', { chartsInScope: [4] }),
    filter('none', { chartsInScope: [] }),
    filter('unknown', {}),
    filter('tabsOnly', { tabsInScope: ['TAB-b'] }),
  ];

  it('puts filters whose charts are all on inactive tabs out of scope', () => {
    const { inScope, outOfScope } = splitByScope(items, layout, ['TAB-a']);
    expect(inScope.map((f) => f.id)).toEqual(['onlyA', 'both', 'outside', 'unknown']);
    expect(outOfScope.map((f) => f.id)).toEqual(['onlyB', 'none', 'tabsOnly']);
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
});
