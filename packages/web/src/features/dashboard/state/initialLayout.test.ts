import { GRID_ID, ROOT_ID, chartIdsInLayout, createTopLevelTabs, parseLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { initialLayout, tabsToShow } from './initialLayout';

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
