import { describe, expect, it } from 'vitest';
import { urlWithFiltersKey } from './useFilterStateUrl';

describe('urlWithFiltersKey', () => {
  it('sets or replaces the key and keeps the other parameters and the hash', () => {
    expect(urlWithFiltersKey('http://x/superset/dashboard/3/?edit=true#CHART-1', 'abc')).toBe(
      '/superset/dashboard/3/?edit=true&native_filters_key=abc#CHART-1',
    );
    expect(urlWithFiltersKey('http://x/superset/dashboard/3/?native_filters_key=old&a=1', 'new')).toBe(
      '/superset/dashboard/3/?native_filters_key=new&a=1',
    );
  });

  it('removes the key', () => {
    expect(urlWithFiltersKey('http://x/superset/dashboard/3/?native_filters_key=old&a=1', null)).toBe(
      '/superset/dashboard/3/?a=1',
    );
  });
});
