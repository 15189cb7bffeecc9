import { describe, expect, it } from 'vitest';
import { baseFormDataSchema } from './formDataSchema.js';
import { definePlugin } from './plugin.js';
import { ChartRegistry } from './registry.js';

const plugin = (vizType: string) =>
  definePlugin(
    vizType,
    {
      metadata: { name: vizType, description: '', category: 'Table', tags: [], thumbnail: '', behaviors: [] },
      controlPanel: { sections: [] },
      formDataSchema: baseFormDataSchema,
      buildQuery: (fd) => ({ datasource: { id: 1, type: 'table' }, queries: [], form_data: fd }),
      transformProps: ({ queriesData }) => queriesData,
    },
    () => Promise.resolve({ default: null }),
  );

describe('ChartRegistry', () => {
  it('keeps plugins per instance and refuses duplicates', () => {
    const a = new ChartRegistry().register(plugin('table')).register(plugin('pie'));
    const b = new ChartRegistry();
    expect(a.keys()).toEqual(['table', 'pie']);
    expect(b.has('table')).toBe(false);
    expect(() => a.register(plugin('pie'))).toThrow(/already registered/);
  });
});

describe('definePlugin', () => {
  it('reads form data with the schema and keeps odd form data drawable', () => {
    const p = plugin('table');
    expect(p.parseFormData({ viz_type: 'table', datasource: '1__table', extra: 1 })).toEqual({
      viz_type: 'table',
      datasource: '1__table',
      extra: 1,
    });
    const odd = { viz_type: 7, datasource: null } as unknown as Parameters<typeof p.parseFormData>[0];
    expect(p.parseFormData(odd)).toEqual(odd);
  });
});
