import { describe, expect, it } from 'vitest';
import { chartTitle, chartsInLayout, parseLayout } from './layout';

const position = JSON.stringify({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'ROW-2'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-a', 'COLUMN-1'], meta: {} },
  'COLUMN-1': { id: 'COLUMN-1', type: 'COLUMN', children: ['CHART-b'], meta: { width: 6 } },
  'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 1, sliceName: 'A', width: 6 } },
  'CHART-b': {
    id: 'CHART-b',
    type: 'CHART',
    children: [],
    meta: { chartId: 2, sliceName: 'B', sliceNameOverride: 'Bee' },
  },
  'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-a'] },
  'CHART-orphan': { id: 'CHART-orphan', type: 'CHART', children: [], meta: { chartId: 9 } },
});

describe('dashboard layout', () => {
  it('finds reachable charts once, in order', () => {
    const charts = chartsInLayout(parseLayout(position));
    expect(charts.map(chartTitle)).toEqual(['A', 'Bee']);
  });
  it('treats missing or broken layouts as empty', () => {
    expect(chartsInLayout(parseLayout(null))).toEqual([]);
    expect(chartsInLayout(parseLayout('{not json'))).toEqual([]);
    expect(chartsInLayout(parseLayout('{}'))).toEqual([]);
  });
});
