import { describe, expect, it } from 'vitest';
import { queryForce, urlForcesRefresh } from './forceParam';

describe('dashboard ?force=', () => {
  it('forces on true (or 1) only', () => {
    expect(urlForcesRefresh('?force=true')).toBe(true);
    expect(urlForcesRefresh('?native_filters_key=a&force=1')).toBe(true);
    expect(urlForcesRefresh('?force=false')).toBe(false);
    expect(urlForcesRefresh('')).toBe(false);
  });

  it('adds the URL to a refresh request', () => {
    expect(queryForce(false, '?force=true')).toBe(true);
    expect(queryForce(true, '')).toBe(true);
    expect(queryForce(false, '?standalone=1')).toBe(false);
  });
});
