import { describe, expect, it } from 'vitest';
import { cum } from './cum.js';
import { col, day, multipleMetrics } from './test-support/fixtures.js';
import { flatten } from './flatten.js';
import { frameFromColumns, frameToRows } from './frame.js';
import { pivot } from './pivot.js';

const frame = frameFromColumns({ label: ['a', 'b', 'c', 'd'], y: [1, 2, null, 4], z: [3, -1, 5, 2] });

describe('cum', () => {
  it.each([
    ['sum', [1, 3, null, 7]],
    ['prod', [1, 2, null, 8]],
    ['min', [1, 1, null, 1]],
    ['max', [1, 2, null, 4]],
  ])('computes a running %s, keeping missing cells missing', (operator, expected) => {
    expect(col(cum(frame, { operator, columns: { y: 'y' } }), 'y')).toEqual(expected);
  });

  it('adds a new column when mapped to another name', () => {
    const out = cum(frame, { operator: 'min', columns: { z: 'z_min' } });
    expect(frameToRows(out).colnames).toEqual(['label', 'y', 'z', 'z_min']);
    expect(col(out, 'z_min')).toEqual([3, -1, -1, -1]);
  });

  it('accumulates every series of a pivoted frame', () => {
    const pivoted = pivot(multipleMetrics, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' }, count_metric: { operator: 'sum' } },
    });
    const out = flatten(cum(pivoted, { operator: 'sum', columns: { sum_metric: 'sum_metric' } }));
    expect(frameToRows(out).rows[1]).toEqual({
      dttm: day(2),
      'count_metric, UK': 3,
      'count_metric, US': 4,
      'sum_metric, UK': 12,
      'sum_metric, US': 14,
    });
  });

  it('rejects unknown operators and columns', () => {
    expect(() => cum(frame, { operator: 'abc', columns: { y: 'y' } })).toThrow(
      'Invalid cumulative operator: abc',
    );
    expect(() => cum(frame, { operator: 'sum', columns: { abc: 'abc' } })).toThrow(/abc/);
  });
});
