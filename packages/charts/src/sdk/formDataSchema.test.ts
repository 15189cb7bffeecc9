import { describe, expect, it } from 'vitest';
import { defaultChartPlugins } from '../plugins.js';

describe('plugin form-data schemas', () => {
  const plugins = defaultChartPlugins();

  it('read minimal form data with every default filled in', () => {
    for (const plugin of plugins) {
      const parsed = plugin.formDataSchema.safeParse({ viz_type: plugin.vizType, datasource: '1__table' });
      expect(parsed.success, plugin.vizType).toBe(true);
    }
  });

  it('read odd saved values (null, text numbers, unknown keys) without an issue', () => {
    const odd = { row_limit: '15', metric: null, groupby: null, show_legend: null, legacy_key: { a: 1 } };
    for (const plugin of plugins) {
      const parsed = plugin.formDataSchema.safeParse({
        viz_type: plugin.vizType,
        datasource: '1__table',
        ...odd,
      });
      expect(parsed.success, plugin.vizType).toBe(true);
      expect(parsed.data?.legacy_key).toEqual({ a: 1 });
    }
  });
});
