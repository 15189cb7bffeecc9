import { describe, expect, it } from 'vitest';
import { keys, oneRowFrame } from './test-support/fixtures.js';
import { flatten } from './flatten.js';
import { frameFromColumns, frameToRows } from './frame.js';
import { rename } from './rename.js';

const pivoted = oneRowFrame(
  ['dttm', '2019-01-01'],
  [
    [['sum_metric', 'UK'], 5],
    [['sum_metric', 'US'], 6],
  ],
  [null, 'country'],
);

describe('rename', () => {
  it('renames plain columns', () => {
    const out = rename(frameFromColumns({ a: [1], b: [2] }), { columns: { a: 'x' } });
    expect(keys(out)).toEqual(['x', 'b']);
  });

  it('renames the metric level of a pivoted frame, or drops it with null', () => {
    expect(keys(rename(pivoted, { columns: { sum_metric: 'total' }, level: 0 }))).toEqual([
      ['total', 'UK'],
      ['total', 'US'],
    ]);
    const truncated = flatten(rename(pivoted, { columns: { sum_metric: null }, level: 0, inplace: true }));
    expect(frameToRows(truncated).colnames).toEqual(['dttm', 'UK', 'US']);
  });

  it('renames another level by position or name', () => {
    expect(keys(rename(pivoted, { columns: { UK: 'United Kingdom' }, level: 1 }))[0]).toEqual([
      'sum_metric',
      'United Kingdom',
    ]);
    expect(keys(rename(pivoted, { columns: { US: 'USA' }, level: 'country' }))[1]).toEqual([
      'sum_metric',
      'USA',
    ]);
  });

  it('refuses unknown labels and renames onto existing labels', () => {
    expect(() => rename(pivoted, { columns: { nope: 'x' } })).toThrow(
      'Referenced columns not available in DataFrame: nope',
    );
    expect(() => rename(frameFromColumns({ a: [1], b: [2] }), { columns: { a: 'b' } })).toThrow(
      'Label already exists',
    );
    expect(() => rename(pivoted, { columns: { UK: 'x' }, level: 'nope' })).toThrow('Level nope not found');
  });

  it('returns the frame unchanged for an empty mapping', () => {
    expect(rename(pivoted, { columns: {} })).toBe(pivoted);
  });
});
