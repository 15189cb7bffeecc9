import { describe, expect, it } from 'vitest';
import { dashboardTabs } from './tabs.js';

const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
  'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
  'TAB-a': {
    id: 'TAB-a',
    type: 'TAB',
    children: ['ROW-1', 'TABS-inner'],
    parents: ['ROOT_ID', 'TABS-top'],
    meta: { text: 'Overview' },
  },
  'TAB-b': {
    id: 'TAB-b',
    type: 'TAB',
    children: [],
    parents: ['ROOT_ID', 'TABS-top'],
    meta: { text: 'Details' },
  },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], parents: ['ROOT_ID', 'TABS-top', 'TAB-a'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'TABS-inner': {
    id: 'TABS-inner',
    type: 'TABS',
    children: ['TAB-c'],
    parents: ['ROOT_ID', 'TABS-top', 'TAB-a'],
  },
  'TAB-c': {
    id: 'TAB-c',
    type: 'TAB',
    children: [],
    parents: ['ROOT_ID', 'TABS-top', 'TAB-a', 'TABS-inner'],
    meta: { text: 'Nested' },
  },
};

describe('dashboardTabs', () => {
  it("lists every tab by id and nests inner tabs under their tab, as Superset's Dashboard.tabs", () => {
    expect(dashboardTabs(JSON.stringify(layout))).toEqual({
      all_tabs: { 'TAB-a': 'Overview', 'TAB-b': 'Details', 'TAB-c': 'Nested' },
      tab_tree: [
        {
          value: 'TAB-a',
          title: 'Overview',
          parents: ['ROOT_ID', 'TABS-top'],
          children: [
            {
              value: 'TAB-c',
              title: 'Nested',
              parents: ['ROOT_ID', 'TABS-top', 'TAB-a', 'TABS-inner'],
              children: [],
            },
          ],
        },
        { value: 'TAB-b', title: 'Details', parents: ['ROOT_ID', 'TABS-top'], children: [] },
      ],
    });
  });

  it('answers {} without a layout and empty lists for a layout without tabs', () => {
    expect(dashboardTabs(null)).toEqual({});
    expect(dashboardTabs('{}')).toEqual({});
    const flat = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: [] },
    };
    expect(dashboardTabs(JSON.stringify(flat))).toEqual({ all_tabs: {}, tab_tree: [] });
  });

  it('walks a cyclic layout once', () => {
    const cyclic = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROOT_ID', 'TABS-1'] },
      'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-1'] },
      'TAB-1': { id: 'TAB-1', type: 'TAB', children: ['TABS-1'], meta: { text: 'Only' } },
    };
    expect(dashboardTabs(JSON.stringify(cyclic))).toEqual({
      all_tabs: { 'TAB-1': 'Only' },
      tab_tree: [{ value: 'TAB-1', title: 'Only', children: [] }],
    });
  });
});
