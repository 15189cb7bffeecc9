import { parseLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { buildCrossFilterMetadata, readCrossFilterScoping } from './crossFilterConfig';

const layout = parseLayout({
  ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { type: 'ROW', children: ['CHART-1', 'CHART-2', 'CHART-3'] },
  'CHART-1': { type: 'CHART', meta: { chartId: 1 } },
  'CHART-2': { type: 'CHART', meta: { chartId: 2 } },
  'CHART-3': { type: 'CHART', meta: { chartId: 3 } },
});

describe('cross-filter scoping', () => {
  it('reads the global scope and per-chart overrides (defaults: all panels, none)', () => {
    expect(readCrossFilterScoping({})).toEqual({
      global: { rootPath: ['ROOT_ID'], excluded: [] },
      custom: {},
    });
    const metadata = {
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [3] }, chartsInScope: [1, 2] },
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2] } },
        '2': { id: 2, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [1] }, chartsInScope: [3] } },
      },
    };
    expect(readCrossFilterScoping(metadata)).toEqual({
      global: { rootPath: ['ROOT_ID'], excluded: [3] },
      custom: { 2: { rootPath: ['ROOT_ID'], excluded: [1] } },
    });
  });

  it('writes every chart, with chartsInScope computed and the chart itself left out', () => {
    const out = buildCrossFilterMetadata(layout, {
      global: { rootPath: ['ROOT_ID'], excluded: [3] },
      custom: { 3: { rootPath: ['ROOT_ID'], excluded: [2] } },
    });
    expect(out.global_chart_configuration).toEqual({
      scope: { rootPath: ['ROOT_ID'], excluded: [3] },
      chartsInScope: [1, 2],
    });
    expect(out.chart_configuration).toEqual({
      '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2] } },
      '2': { id: 2, crossFilters: { scope: 'global', chartsInScope: [1] } },
      '3': { id: 3, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [2] }, chartsInScope: [1] } },
    });
  });
});
