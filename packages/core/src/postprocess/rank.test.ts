import { describe, expect, it } from 'vitest';
import { col } from './test-support/fixtures.js';
import { frameFromColumns } from './frame.js';
import { percentRank, rank } from './rank.js';

describe('rank', () => {
  it('computes percentile ranks with averaged ties and missing values left out', () => {
    expect(percentRank([10, 30, 20, 20, null])).toEqual([0.25, 1, 0.625, 0.625, null]);
  });

  it('adds a rank column overall or within groups', () => {
    const frame = frameFromColumns({ g: ['a', 'a', 'b', 'b', 'b'], m: [5, 1, 3, 2, 1] });
    expect(col(rank(frame, { metric: 'm' }), 'rank')).toEqual([1, 0.3, 0.8, 0.6, 0.3]);
    expect(col(rank(frame, { metric: 'm', group_by: 'g' }), 'rank')).toEqual([1, 0.5, 1, 2 / 3, 1 / 3]);
  });

  it('validates the metric', () => {
    const frame = frameFromColumns({ m: [1] });
    expect(() => rank(frame, { metric: 'x' })).toThrow('Referenced columns not available in DataFrame: x');
    expect(() => rank(frame, {} as never)).toThrow(/Invalid options for rank: metric/);
  });
});
