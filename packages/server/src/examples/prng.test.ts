import { describe, expect, it } from 'vitest';
import { Rng, WeightedPicker } from './prng.js';

describe('Rng', () => {
  it('repeats the same sequence for the same seed, and another for another seed', () => {
    const draw = (seed: string) => {
      const rng = new Rng(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
    expect(draw('a').every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('draws integers in range and Poisson counts around their mean', () => {
    const rng = new Rng('ints');
    const ints = Array.from({ length: 1000 }, () => rng.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    const counts = Array.from({ length: 2000 }, () => rng.poisson(4));
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBeCloseTo(4, 0);
  });
});

describe('WeightedPicker', () => {
  it('picks in proportion to the weights and never a zero weight', () => {
    const picker = new WeightedPicker(['a', 'b', 'c'], (item) => ({ a: 3, b: 1, c: 0 })[item] ?? 0);
    const rng = new Rng('weights');
    const picks = Array.from({ length: 4000 }, () => picker.pick(rng));
    expect(picks.filter((p) => p === 'a').length / picks.length).toBeCloseTo(0.75, 1);
    expect(picks).not.toContain('c');
    expect(new Set(rng.sample(picker, 2))).toEqual(new Set(['a', 'b']));
  });

  it('refuses an empty or weightless list', () => {
    expect(() => new WeightedPicker([], () => 1)).toThrow();
    expect(() => new WeightedPicker(['a'], () => 0)).toThrow();
  });
});
