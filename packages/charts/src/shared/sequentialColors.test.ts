import { describe, expect, it } from 'vitest';
import { createSequentialScale, getSequentialColors, sequentialColorAt } from './sequentialColors.js';

describe('sequential colour schemes', () => {
  it('interpolates between stops and clamps outside [0, 1]', () => {
    expect(sequentialColorAt('white_black', 0)).toBe('#ffffff');
    expect(sequentialColorAt('white_black', 1)).toBe('#000000');
    expect(sequentialColorAt('white_black', 0.5)).toBe('#808080');
    expect(sequentialColorAt('white_black', 2)).toBe('#000000');
    expect(sequentialColorAt('blue_white_yellow', 0.5)).toBe('#ffffff');
  });

  it('falls back to the default scheme for an unknown name', () => {
    expect(getSequentialColors('no_such_scheme')).toEqual(getSequentialColors('superset_seq_1'));
  });

  it('scales values over the domain and leaves non-numbers uncoloured', () => {
    const scale = createSequentialScale('white_black', 10, 20);
    expect(scale(10)).toBe('#ffffff');
    expect(scale(20)).toBe('#000000');
    expect(scale(null)).toBeUndefined();
    expect(createSequentialScale('white_black', 5, 5)(5)).toBe('#808080');
  });
});
