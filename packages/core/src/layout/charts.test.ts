import { describe, expect, it } from 'vitest';
import { addChartToLayout, chartComponents, chartIdsInLayout, chartsInScope, tabsInScope } from './charts.js';
import { parseLayout } from './parse.js';
import { chart, column, gridLayout, row, tab, tabbedLayout, tabs } from './test-support/build.js';

const layout = gridLayout(
  row('R1', chart('C1', 1), column('COL', 4, row('IN', chart('C2', 2)))),
  tabs(
    'TS',
    tab('T1', 'One', row('R3', chart('C3', 3), chart('C3b', 3))),
    tab('T2', 'Two', row('R4', chart('C4', 4))),
  ),
);

describe('charts in a layout', () => {
  it('lists chart components and distinct slice ids in reading order', () => {
    expect(chartComponents(layout).map((c) => c.id)).toEqual(['C1', 'C2', 'C3', 'C3b', 'C4']);
    expect(chartIdsInLayout(layout)).toEqual([1, 2, 3, 4]);
    expect(chartIdsInLayout(layout, 'T2')).toEqual([4]);
    expect(chartIdsInLayout({})).toEqual([]);
  });

  it('computes chartsInScope from rootPath and excluded', () => {
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [] })).toEqual([1, 2, 3, 4]);
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [2] })).toEqual([1, 3, 4]);
    expect(chartsInScope(layout, { rootPath: ['T1'], excluded: [] })).toEqual([3]);
    expect(chartsInScope(layout, { rootPath: ['T1', 'T2'], excluded: [4] })).toEqual([3]);
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [] }, [4, 1, 99])).toEqual([4, 1]);
  });

  it('lists the tabs holding given charts', () => {
    expect(tabsInScope(layout, [3])).toEqual(['T1']);
    expect(tabsInScope(layout, [1, 3, 4])).toEqual(['T1', 'T2']);
    expect(tabsInScope(layout, [1])).toEqual([]);
  });
});

describe('addChartToLayout', () => {
  it('appends a row with the chart (width 4, height 50) to the grid', () => {
    const next = addChartToLayout(layout, { chartId: 9, sliceName: 'New' });
    const lastRow = next[next.GRID_ID!.children.at(-1)!]!;
    expect(lastRow.type).toBe('ROW');
    expect(next[lastRow.children[0]!]).toMatchObject({
      id: 'CHART-explore-9-1',
      type: 'CHART',
      meta: { chartId: 9, width: 4, height: 50, sliceName: 'New' },
      parents: ['ROOT_ID', 'GRID_ID', lastRow.id],
    });
  });

  it('leaves a chart already on the dashboard in place', () => {
    expect(addChartToLayout(layout, { chartId: 3 })).toBe(layout);
  });

  it('uses the first top-level tab, and builds a layout from nothing', () => {
    const top = tabbedLayout('TOP', tab('TA', 'A'), tab('TB', 'B'));
    const next = addChartToLayout(top, { chartId: 5 });
    expect(next.TA!.children).toHaveLength(1);
    expect(next.GRID_ID!.children).toEqual([]);
    const empty = addChartToLayout(parseLayout(null), { chartId: 5 });
    expect(empty.ROOT_ID!.children).toEqual(['GRID_ID']);
    expect(chartIdsInLayout(empty)).toEqual([5]);
  });
});
