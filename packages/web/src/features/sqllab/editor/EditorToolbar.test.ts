import { describe, expect, it } from 'vitest';
import { limitOptions } from './EditorToolbar';

describe('limit dropdown', () => {
  it('offers the choices up to the configured maximum and keeps the current value', () => {
    expect(limitOptions(100_000, 1000)).toEqual([10, 100, 1000, 10_000, 100_000]);
    expect(limitOptions(5000, 2500)).toEqual([10, 100, 1000, 2500]);
    expect(limitOptions(1_000_000, 1000)).toContain(1_000_000);
  });
});
