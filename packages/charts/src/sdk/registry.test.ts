import { describe, expect, it } from 'vitest';
import type { ChartPlugin } from './plugin.js';
import { ChartRegistry } from './registry.js';

const plugin = (vizType: string): ChartPlugin => ({
  vizType,
  metadata: { name: vizType, description: '', category: 'Table', tags: [], thumbnail: '', behaviors: [] },
  buildQuery: (fd) => fd,
  controlPanel: { sections: [] },
  transformProps: ({ queriesData }) => queriesData,
  loadChart: () => Promise.resolve({ default: null }),
});

describe('ChartRegistry', () => {
  it('keeps plugins per instance and refuses duplicates', () => {
    const a = new ChartRegistry().register(plugin('table')).register(plugin('pie'));
    const b = new ChartRegistry();
    expect(a.keys()).toEqual(['table', 'pie']);
    expect(b.has('table')).toBe(false);
    expect(() => a.register(plugin('pie'))).toThrow(/already registered/);
  });
});
