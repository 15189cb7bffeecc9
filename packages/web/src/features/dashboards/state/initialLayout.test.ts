import { GRID_ID, ROOT_ID, chartIdsInLayout, createTopLevelTabs, parseLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { initialActiveTabs, initialLayout, tabsToShow } from './initialLayout';

const positions = JSON.stringify({
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 5, width: 4, height: 50 } },
});

describe('initialLayout', () => {
  it('uses position_json when it has a root', () => {
    const layout = initialLayout(positions, [], 'T');
    expect(chartIdsInLayout(layout)).toEqual([5]);
  });

  it('lays out the charts of a dashboard saved without positions', () => {
    const layout = initialLayout(
      null,
      [
        { id: 1, slice_name: 'a' },
        { id: 2, slice_name: 'b' },
      ],
      'T',
    );
    expect(chartIdsInLayout(layout)).toEqual([1, 2]);
  });

  it('gives an empty root a grid', () => {
    const layout = initialLayout('{"ROOT_ID":{"id":"ROOT_ID","type":"ROOT","children":[]}}', [], 'T');
    expect(layout[ROOT_ID]!.children).toEqual([GRID_ID]);
  });
});

describe('tabsToShow', () => {
  it('lists the tabs above a component', () => {
    const layout = createTopLevelTabs(parseLayout(positions));
    const tabId = layout[layout[ROOT_ID]!.children[0]!]!.children[0]!;
    expect(tabsToShow(layout, 'CHART-1')).toEqual([tabId]);
    expect(tabsToShow(layout, tabId)).toEqual([tabId]);
    expect(tabsToShow(layout, 'nope')).toEqual([]);
  });
});

describe('initialActiveTabs', () => {
  const nested = parseLayout(
    JSON.stringify({
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
      'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'] },
      'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['TABS-in-a'], meta: { text: 'A' } },
      'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['TABS-in-b'], meta: { text: 'B' } },
      'TABS-in-a': { id: 'TABS-in-a', type: 'TABS', children: ['TAB-a1', 'TAB-a2'] },
      'TABS-in-b': { id: 'TABS-in-b', type: 'TABS', children: ['TAB-b1', 'TAB-b2'] },
      'TAB-a1': { id: 'TAB-a1', type: 'TAB', children: [], meta: { text: 'a1' } },
      'TAB-a2': { id: 'TAB-a2', type: 'TAB', children: [], meta: { text: 'a2' } },
      'TAB-b1': { id: 'TAB-b1', type: 'TAB', children: [], meta: { text: 'b1' } },
      'TAB-b2': { id: 'TAB-b2', type: 'TAB', children: [], meta: { text: 'b2' } },
    }),
  );

  it('selects the first tab of every tab set on screen', () => {
    expect(initialActiveTabs(nested, [])).toEqual(['TAB-a', 'TAB-a1']);
  });

  it('follows the preferred tabs, and the first tab of sets they do not name', () => {
    expect(initialActiveTabs(nested, ['TAB-b2'])).toEqual(['TAB-a', 'TAB-a1']);
    expect(initialActiveTabs(nested, ['TAB-b', 'TAB-b2'])).toEqual(['TAB-b', 'TAB-b2']);
    expect(initialActiveTabs(nested, tabsToShow(nested, 'TAB-b2'))).toEqual(['TAB-b', 'TAB-b2']);
  });

  it('is empty without tabs', () => {
    expect(initialActiveTabs(parseLayout(positions), [])).toEqual([]);
  });
});
