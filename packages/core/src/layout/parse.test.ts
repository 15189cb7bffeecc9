import { describe, expect, it } from 'vitest';
import { exceedsPositionDataLimit, parseLayout, serializeLayout } from './parse.js';
import { chart, gridLayout, row } from './test-support/build.js';

describe('parseLayout', () => {
  it('gives {} for empty, broken or non-object input', () => {
    for (const input of [null, undefined, '', '  ', '{oops', '[1,2]', 42, '"text"'])
      expect(parseLayout(input)).toEqual({});
  });

  it('keeps known components, skips the version key and junk, fills parents', () => {
    const layout = parseLayout(
      JSON.stringify({
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
        GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
        'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1', 'GONE', 'CHART-1', 7], meta: {} },
        'CHART-1': { type: 'CHART', id: 'CHART-1', meta: { chartId: 5, width: 4, height: 50 } },
        'BAD-1': { type: 'SPARKLE', id: 'BAD-1' },
        'BAD-2': 'nope',
      }),
    );
    expect(Object.keys(layout).sort()).toEqual(['CHART-1', 'GRID_ID', 'ROOT_ID', 'ROW-1']);
    expect(layout['ROW-1']!.children).toEqual(['CHART-1']);
    expect(layout['CHART-1']).toEqual({
      id: 'CHART-1',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: { chartId: 5, width: 4, height: 50 },
    });
  });

  it('accepts an object, uses the key when the id is missing and adds a missing ROOT_ID', () => {
    const layout = parseLayout({ GRID_ID: { type: 'GRID', children: [] } });
    expect(layout.GRID_ID!.id).toBe('GRID_ID');
    expect(layout.ROOT_ID!.children).toEqual(['GRID_ID']);
    expect(layout.GRID_ID!.parents).toEqual(['ROOT_ID']);
  });

  it('round-trips through serializeLayout with the version key', () => {
    const layout = gridLayout(row('R', chart('C', 1)));
    const json = serializeLayout(layout);
    expect(JSON.parse(json)).toMatchObject({ DASHBOARD_VERSION_KEY: 'v2', R: { type: 'ROW' } });
    expect(parseLayout(json)).toEqual(layout);
    expect(exceedsPositionDataLimit(layout)).toBe(false);
    expect(exceedsPositionDataLimit(layout, 10)).toBe(true);
  });
});
