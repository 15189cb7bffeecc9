import { chartsInScope, parseLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  buildScopeTree,
  chartIdsOfKeys,
  checkedKeysForScope,
  isScopingAll,
  scopeFields,
  scopeFromCharts,
} from './scopeTree';

// ROOT → GRID → [ROW-0 (chart 9), TABS-1 → TAB-1 (charts 1, 2), TAB-2 (chart 3, TABS-2 → TAB-3 (chart 4))]
const layout = parseLayout({
  ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', children: ['ROW-0', 'TABS-1'] },
  'ROW-0': { type: 'ROW', children: ['CHART-9'] },
  'CHART-9': { type: 'CHART', meta: { chartId: 9, sliceName: 'Nine' } },
  'TABS-1': { type: 'TABS', children: ['TAB-1', 'TAB-2'] },
  'TAB-1': { type: 'TAB', children: ['ROW-1'], meta: { text: 'First' } },
  'TAB-2': { type: 'TAB', children: ['ROW-2', 'TABS-2'], meta: { text: 'Second' } },
  'ROW-1': { type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'CHART-1': { type: 'CHART', meta: { chartId: 1 } },
  'CHART-2': { type: 'CHART', meta: { chartId: 2 } },
  'ROW-2': { type: 'ROW', children: ['CHART-3'] },
  'CHART-3': { type: 'CHART', meta: { chartId: 3 } },
  'TABS-2': { type: 'TABS', children: ['TAB-3'] },
  'TAB-3': { type: 'TAB', children: ['ROW-3'], meta: { text: 'Nested' } },
  'ROW-3': { type: 'ROW', children: ['CHART-4'] },
  'CHART-4': { type: 'CHART', meta: { chartId: 4 } },
});
const name = (id: number) => `Chart ${id}`;

describe('buildScopeTree', () => {
  it('shows tabs and charts under "All panels", containers flattened', () => {
    const [root] = buildScopeTree(layout, name);
    expect(root!.title).toBe('All panels');
    const shape = (n: { key: string; children?: unknown[] }): unknown =>
      n.children ? { [n.key]: (n.children as (typeof root)[]).map((c) => shape(c!)) } : n.key;
    expect(shape(root!)).toEqual({
      ROOT_ID: [
        'CHART-9',
        { 'TAB-1': ['CHART-1', 'CHART-2'] },
        { 'TAB-2': ['CHART-3', { 'TAB-3': ['CHART-4'] }] },
      ],
    });
    expect(root!.children![1]!.title).toBe('First');
  });

  it('leaves out a skipped chart and empty tabs', () => {
    const [root] = buildScopeTree(layout, name, 4);
    const tab2 = root!.children!.find((c) => c.key === 'TAB-2')!;
    expect(tab2.children!.map((c) => c.key)).toEqual(['CHART-3']);
    expect(buildScopeTree({}, name)).toEqual([]);
  });
});

describe('scopeFromCharts', () => {
  const check = (selected: number[]) => {
    const scope = scopeFromCharts(layout, selected);
    expect(chartsInScope(layout, scope).sort()).toEqual([...selected].sort());
    return scope;
  };

  it('is "all panels" when every chart is ticked', () => {
    expect(check([1, 2, 3, 4, 9])).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect(isScopingAll(scopeFromCharts(layout, [1, 2, 3, 4, 9]))).toBe(true);
  });

  it('uses whole tabs as roots', () => {
    expect(check([1, 2])).toEqual({ rootPath: ['TAB-1'], excluded: [] });
    expect(check([1, 2, 4])).toEqual({ rootPath: ['TAB-1', 'TAB-3'], excluded: [] });
    expect(check([3, 4])).toEqual({ rootPath: ['TAB-2'], excluded: [] });
  });

  it('excludes the unticked charts of a partly ticked container', () => {
    expect(check([1])).toEqual({ rootPath: ['TAB-1'], excluded: [2] });
    expect(check([9, 1])).toMatchObject({ rootPath: ['ROOT_ID'] });
    expect(check([3])).toEqual({ rootPath: ['TAB-2'], excluded: [4] });
    expect(check([])).toEqual({ rootPath: [], excluded: [] });
  });

  it('round-trips every subset', () => {
    const all = [1, 2, 3, 4, 9];
    for (let mask = 0; mask < 1 << all.length; mask++) {
      const selected = all.filter((_, i) => mask & (1 << i));
      const scope = check(selected);
      expect(chartIdsOfKeys(layout, checkedKeysForScope(layout, scope)).sort()).toEqual(selected.sort());
    }
  });

  it('treats a skipped chart as neither ticked nor excluded', () => {
    const scope = scopeFromCharts(layout, [1, 2, 3, 9], 4);
    expect(scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect(scopeFromCharts(layout, [2], 1)).toEqual({ rootPath: ['TAB-1'], excluded: [] });
  });
});

describe('scopeFields', () => {
  it('computes chartsInScope and tabsInScope', () => {
    expect(scopeFields(layout, { rootPath: ['TAB-2'], excluded: [3] })).toEqual({
      chartsInScope: [4],
      tabsInScope: ['TAB-2', 'TAB-3'],
    });
  });
});
