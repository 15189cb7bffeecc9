import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../plugins.js';
import { hasVizThumbnail, THUMBNAIL_VIZ_TYPES, vizThumbnail } from './index.js';

/** The types other plugins are adding (issue 20): each has its thumbnail ready. */
const COMING = [
  'mixed_timeseries',
  'pop_kpi',
  'rose',
  'graph_chart',
  'sankey_v2',
  'tree_chart',
  'gantt_chart',
  'country_map',
  'mapbox',
  'ag-grid-table',
];

const svgOf = (uri: string) => decodeURIComponent(uri.replace('data:image/svg+xml;utf8,', ''));

describe('vizThumbnail', () => {
  it('has a thumbnail for every registered viz type and the coming ones', () => {
    const missing = [...createDefaultRegistry().keys(), ...COMING].filter((t) => !hasVizThumbnail(t));
    expect(missing).toEqual([]);
  });

  it('draws a 160×100 SVG card with marks, different per type', () => {
    const svgs = THUMBNAIL_VIZ_TYPES.map((t) => svgOf(vizThumbnail(t)));
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 160 100"/);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect((svg.match(/<(rect|path|circle)/g) ?? []).length).toBeGreaterThan(2);
    }
    // Distinct pictures, apart from the aliases that share one on purpose.
    expect(new Set(svgs).size).toBeGreaterThanOrEqual(THUMBNAIL_VIZ_TYPES.length - 3);
    expect(vizThumbnail('no_such_type')).toBe(vizThumbnail('echarts_timeseries_line'));
  });
});
