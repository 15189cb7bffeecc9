import { describe, expect, it } from 'vitest';
import { col } from './test-support/fixtures.js';
import { frameFromColumns, type Frame } from './frame.js';
import { sort } from './sort.js';

const frame = frameFromColumns({
  name: ['b', 'a', 'c', 'd', 'e'],
  n: [2, 1, null, 2, 3],
  m: [1, 2, 3, 4, 5],
});

describe('sort', () => {
  it('sorts by one column, missing values last in both directions', () => {
    expect(col(sort(frame, { by: 'n' }), 'name')).toEqual(['a', 'b', 'd', 'e', 'c']);
    expect(col(sort(frame, { by: 'n', ascending: false }), 'name')).toEqual(['e', 'b', 'd', 'a', 'c']);
  });

  it('sorts by several keys with their own directions (stable)', () => {
    expect(col(sort(frame, { by: ['n', 'm'], ascending: [true, false] }), 'name')).toEqual([
      'a',
      'd',
      'b',
      'e',
      'c',
    ]);
    expect(col(sort(frame, { columns: { n: false, m: true } }), 'name')).toEqual(['e', 'b', 'd', 'a', 'c']);
  });

  it('sorts by the index', () => {
    const indexed: Frame = {
      length: 3,
      index: [{ name: 'ds', values: [new Date(3), new Date(1), new Date(2)] }],
      columns: [{ key: 'v', values: ['c', 'a', 'b'] }],
    };
    expect(col(sort(indexed, { is_sort_index: true }), 'v')).toEqual(['a', 'b', 'c']);
    expect(col(sort(indexed, { is_sort_index: true, ascending: false }), 'v')).toEqual(['c', 'b', 'a']);
    expect(col(sort(indexed, { by: 'ds' }), 'v')).toEqual(['a', 'b', 'c']);
  });

  it('validates its options', () => {
    expect(() => sort(frame, {})).toThrow('either sort_index or sort_values must be specified');
    expect(() => sort(frame, { by: 'zz' })).toThrow('Referenced columns not available in DataFrame: zz');
    expect(() => sort(frame, { by: ['n'], ascending: [true, false] })).toThrow(
      'Length of ascending (2) != length of by (1)',
    );
  });
});
