import { applyDrop, dropResultFor, parseLayout, type FilterConfigItem } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { movedAcrossFilterScope } from './filterScope';

// Top-level tabs TAB-a (a row with charts 1 and 2) and TAB-b (a row with chart 3).
const layout = parseLayout({
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-a'], meta: { text: 'A' } },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-b'], meta: { text: 'B' } },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'ROW-b': { id: 'ROW-b', type: 'ROW', children: ['CHART-3'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, width: 4, height: 50 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2, width: 4, height: 50 } },
  'CHART-3': { id: 'CHART-3', type: 'CHART', children: [], meta: { chartId: 3, width: 4, height: 50 } },
});

const filter = (id: string, rootPath: string[], excluded: number[] = []): FilterConfigItem => ({
  id,
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: id,
  description: '',
  targets: [],
  controlValues: {},
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath, excluded },
});

const moveChart1ToTabB = () => {
  const drop = dropResultFor(layout, { id: 'CHART-1', type: 'CHART' }, 'CHART-3', 'right')!;
  return applyDrop(layout, drop).layout;
};

describe('movedAcrossFilterScope', () => {
  it('warns when a chart leaves the tab a filter is scoped to', () => {
    const after = moveChart1ToTabB();
    expect(after['ROW-b']!.children).toContain('CHART-1');
    expect(movedAcrossFilterScope(layout, after, 'CHART-1', { f: filter('f', ['TAB-a']) })).toBe(true);
  });

  it('is quiet when every filter reaches the chart before and after (or none does)', () => {
    const after = moveChart1ToTabB();
    expect(movedAcrossFilterScope(layout, after, 'CHART-1', { f: filter('f', ['ROOT_ID']) })).toBe(false);
    expect(movedAcrossFilterScope(layout, after, 'CHART-1', { f: filter('f', ['ROOT_ID'], [1]) })).toBe(
      false,
    );
    expect(movedAcrossFilterScope(layout, after, 'CHART-1', {})).toBe(false);
  });

  it('checks the charts inside a moved container', () => {
    const drop = dropResultFor(layout, { id: 'ROW-a', type: 'ROW' }, 'ROW-b', 'bottom')!;
    const after = applyDrop(layout, drop).layout;
    expect(after['TAB-b']!.children).toEqual(['ROW-b', 'ROW-a']);
    expect(movedAcrossFilterScope(layout, after, 'ROW-a', { f: filter('f', ['TAB-b']) })).toBe(true);
  });

  it('ignores moves inside the same scope', () => {
    const drop = dropResultFor(layout, { id: 'CHART-2', type: 'CHART' }, 'CHART-1', 'left')!;
    const after = applyDrop(layout, drop).layout;
    expect(after['ROW-a']!.children).toEqual(['CHART-2', 'CHART-1']);
    expect(movedAcrossFilterScope(layout, after, 'CHART-2', { f: filter('f', ['TAB-a']) })).toBe(false);
  });
});
