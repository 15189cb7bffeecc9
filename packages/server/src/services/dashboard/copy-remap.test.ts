import { parseLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { remapLayout, remapMetadata } from './copy-remap.js';

const map = new Map([
  [1, { id: 11, uuid: 'u-11' }],
  [2, { id: 12, uuid: 'u-12' }],
]);

describe('remapMetadata', () => {
  it('rewrites every chart reference and keeps the rest', () => {
    const out = remapMetadata(
      {
        color_scheme: 'supersetColors',
        timed_refresh_immune_slices: [1, 3],
        expanded_slices: { '1': true, '3': false },
        filter_scopes: { '2': { region: { scope: ['ROOT_ID'], immune: [1] } } },
        chart_configuration: {
          '1': {
            id: 1,
            crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [2] }, chartsInScope: [2, 3] },
          },
        },
        global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [1] }, chartsInScope: [2] },
        native_filter_configuration: [
          { id: 'NATIVE_FILTER-a', scope: { rootPath: ['ROOT_ID'], excluded: [2] }, chartsInScope: [1, 3] },
          { id: 'NATIVE_FILTER_DIVIDER-b', type: 'DIVIDER' },
        ],
      },
      map,
    );
    expect(out).toEqual({
      color_scheme: 'supersetColors',
      timed_refresh_immune_slices: [11, 3],
      expanded_slices: { '11': true, '3': false },
      filter_scopes: { '12': { region: { scope: ['ROOT_ID'], immune: [11] } } },
      chart_configuration: {
        '11': {
          id: 11,
          crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [12] }, chartsInScope: [12, 3] },
        },
      },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [11] }, chartsInScope: [12] },
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-a', scope: { rootPath: ['ROOT_ID'], excluded: [12] }, chartsInScope: [11, 3] },
        { id: 'NATIVE_FILTER_DIVIDER-b', type: 'DIVIDER' },
      ],
    });
  });

  it('leaves metadata alone without copies', () => {
    const md = { timed_refresh_immune_slices: [1] };
    expect(remapMetadata(md, new Map())).toBe(md);
  });
});

describe('remapLayout', () => {
  it('points chart components at the copies with their uuids', () => {
    const layout = parseLayout({
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-a', 'CHART-b'] },
      'CHART-a': { type: 'CHART', id: 'CHART-a', meta: { chartId: 1, uuid: 'old', width: 4 } },
      'CHART-b': { type: 'CHART', id: 'CHART-b', meta: { chartId: 3, width: 4 } },
    });
    const out = remapLayout(layout, map);
    expect(out['CHART-a']!.meta).toEqual({ chartId: 11, uuid: 'u-11', width: 4 });
    expect(out['CHART-b']).toBe(layout['CHART-b']);
  });
});
