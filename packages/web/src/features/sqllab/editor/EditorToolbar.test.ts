import { describe, expect, it } from 'vitest';
import { limitOptions } from './EditorToolbar';

describe('limit dropdown', () => {
  it('offers powers of ten below the configured maximum, then the maximum', () => {
    expect(limitOptions(100_000, 1000)).toEqual([10, 100, 1000, 10_000, 100_000]);
    expect(limitOptions(5000, 1000)).toEqual([10, 100, 1000, 5000]);
    expect(limitOptions(1_000_000, 1000)).toEqual([10, 100, 1000, 10_000, 100_000, 1_000_000]);
    expect(limitOptions(250_000, 10)).toEqual([10, 100, 1000, 10_000, 100_000, 250_000]);
  });

  it('keeps the current value when it is within the maximum', () => {
    expect(limitOptions(5000, 2500)).toEqual([10, 100, 1000, 2500, 5000]);
    expect(limitOptions(5000, 50_000)).toEqual([10, 100, 1000, 5000]);
  });
});
