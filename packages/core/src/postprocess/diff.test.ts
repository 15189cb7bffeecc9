import { describe, expect, it } from 'vitest';
import { diff } from './diff.js';
import { col } from './test-support/fixtures.js';
import { frameFromColumns, frameToRows } from './frame.js';

const frame = frameFromColumns({ label: ['a', 'b', 'c', 'd'], y: [1, 3, null, 10], z: [2, 2, 2, 2] });

describe('diff', () => {
  it('differences each row with the row before (in place)', () => {
    expect(col(diff(frame, { columns: { y: 'y' } }), 'y')).toEqual([null, 2, null, null]);
    expect(col(diff(frame, { columns: { z: 'z' } }), 'z')).toEqual([null, 0, 0, 0]);
  });

  it('honours periods, including negative ones, and writes new columns', () => {
    const out = diff(frame, { columns: { y: 'y2', z: 'z' }, periods: -1 });
    expect(frameToRows(out).colnames).toEqual(['label', 'y', 'z', 'y2']);
    expect(col(out, 'y2')).toEqual([-2, null, null, null]);
    expect(col(diff(frame, { columns: { y: 'y' }, periods: 3 }), 'y')).toEqual([null, null, null, 9]);
  });

  it('differences across the selected columns on axis 1', () => {
    const out = diff(frame, { columns: { y: 'y', z: 'z' }, axis: 1 });
    expect(col(out, 'y')).toEqual([null, null, null, null]);
    expect(col(out, 'z')).toEqual([1, -1, null, -8]);
    expect(col(diff(frame, { columns: { y: 'y', z: 'z' }, axis: 'column' }), 'z')).toEqual([1, -1, null, -8]);
  });

  it('validates columns', () => {
    expect(() => diff(frame, { columns: { nope: 'x' } })).toThrow(
      'Referenced columns not available in DataFrame: nope',
    );
    expect(() => diff(frame, { columns: { y: 'y' }, periods: 1.5 })).toThrow(
      /Invalid options for diff: periods/,
    );
  });
});
