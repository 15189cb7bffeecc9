import { describe, expect, it } from 'vitest';
import { newDividerId, newNativeFilterId, randomId } from './ids.js';

describe('filter ids', () => {
  it('uses Superset prefixes and 21 URL-safe random characters', () => {
    const id = newNativeFilterId();
    expect(id).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{21}$/);
    expect(newDividerId()).toMatch(/^NATIVE_FILTER_DIVIDER-[A-Za-z0-9_-]{21}$/);
    // the server's id rule (dashboard-filters-apply.ts)
    expect(id).toMatch(/^NATIVE_FILTER(_DIVIDER)?-[A-Za-z0-9_-]+$/);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newNativeFilterId()));
    expect(ids.size).toBe(2000);
    expect(randomId(5)).toHaveLength(5);
  });
});
