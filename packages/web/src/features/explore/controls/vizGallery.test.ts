import { createDefaultRegistry } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import {
  CHART_LABEL_WEIGHT,
  chartLabel,
  entriesOf,
  searchVizTypes,
  vizRelevance,
  vizTags,
  vizTypeEntries,
  type VizTypeEntry,
} from './vizGallery';

const entry = (vizType: string, more: Partial<VizTypeEntry> = {}): VizTypeEntry => ({
  vizType,
  name: vizType,
  category: 'Other',
  description: '',
  tags: [],
  label: null,
  thumbnail: '',
  ...more,
});

describe('chart labels', () => {
  it('weighs Featured +0.1 and Deprecated -0.1 (spec)', () => {
    expect(CHART_LABEL_WEIGHT).toEqual({ Featured: 0.1, Deprecated: -0.1 });
  });

  it('reads a label from the metadata, else from a Featured or Deprecated tag', () => {
    expect(chartLabel({ tags: ['ECharts'], label: 'Deprecated' })).toBe('Deprecated');
    expect(chartLabel({ tags: ['Featured'] })).toBe('Featured');
    expect(chartLabel({ tags: ['Deprecated', 'Featured'] })).toBe('Deprecated');
    expect(chartLabel({ tags: ['Legacy'], label: 'Popular' })).toBeNull();
  });
});

describe('searchVizTypes', () => {
  it('returns every entry for an empty search', () => {
    const all = [entry('a'), entry('b')];
    expect(searchVizTypes(all, '  ')).toBe(all);
  });

  it('ranks a name match over a tag match over a description match', () => {
    const all = [
      entry('d', { description: 'a bar of sorts' }),
      entry('t', { tags: ['Bar'] }),
      entry('n', { name: 'Bar Chart' }),
    ];
    expect(searchVizTypes(all, 'bar').map((e) => e.vizType)).toEqual(['n', 't', 'd']);
    expect(vizRelevance(all[2]!, 'bar')).toBeCloseTo(4 / 7);
  });

  it('moves Featured up and Deprecated down among equally relevant matches', () => {
    const all = [
      entry('old', { name: 'Line old', label: 'Deprecated' }),
      entry('plain', { name: 'Line plain' }),
      entry('star', { name: 'Line star', label: 'Featured' }),
    ];
    expect(searchVizTypes(all, 'line').map((e) => e.vizType)).toEqual(['star', 'plain', 'old']);
  });

  it('does not let a label outrank a much better match', () => {
    const all = [entry('f', { description: 'pie', label: 'Featured' }), entry('p', { name: 'Pie' })];
    expect(searchVizTypes(all, 'pie').map((e) => e.vizType)).toEqual(['p', 'f']);
  });

  it('leaves out entries that match nothing', () => {
    expect(searchVizTypes([entry('a'), entry('pie')], 'pie').map((e) => e.vizType)).toEqual(['pie']);
  });
});

describe('gallery selectors', () => {
  const all = [
    entry('a', { category: 'Evolution', tags: ['Time', 'Popular'] }),
    entry('b', { category: 'Part of a Whole', tags: ['Popular'] }),
  ];

  it('lists the tags alphabetically, once each', () => {
    expect(vizTags(all)).toEqual(['Popular', 'Time']);
  });

  it('filters by category or tag', () => {
    expect(entriesOf(all, { kind: 'all' })).toHaveLength(2);
    expect(entriesOf(all, { kind: 'category', value: 'Evolution' }).map((e) => e.vizType)).toEqual(['a']);
    expect(entriesOf(all, { kind: 'tag', value: 'Popular' }).map((e) => e.vizType)).toEqual(['a', 'b']);
  });

  it('reads every plugin of the registry with its label', () => {
    const entries = vizTypeEntries(createDefaultRegistry());
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.find((e) => e.vizType === 'heatmap_v2')?.label).toBe('Featured');
  });
});
