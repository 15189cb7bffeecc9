import { describe, expect, it } from 'vitest';
import { contribution } from './contribution.js';
import { col } from './test-support/fixtures.js';
import { frameFromColumns, frameToRows } from './frame.js';

const frame = frameFromColumns({
  label: ['x', 'y', 'z'],
  a: [1, 3, null],
  b: [1, 9, 0],
  c: [8, 8, 0],
  flag: [true, false, true],
});

describe('contribution', () => {
  it('divides by column totals, treating missing cells as 0 and leaving non-numeric columns', () => {
    const out = contribution(frame, { orientation: 'column' });
    expect(col(out, 'a')).toEqual([0.25, 0.75, 0]);
    expect(col(out, 'b')).toEqual([0.1, 0.9, 0]);
    expect(col(out, 'label')).toEqual(['x', 'y', 'z']);
    expect(col(out, 'flag')).toEqual([true, false, true]);
  });

  it('divides by row totals of the selected columns', () => {
    const out = contribution(frame, { orientation: 'row', columns: ['a', 'b'] });
    expect(col(out, 'a')).toEqual([0.5, 0.25, null]);
    expect(col(out, 'b')).toEqual([0.5, 0.75, null]);
    expect(col(out, 'c')).toEqual([8, 8, 0]);
  });

  it('writes to rename_columns and keeps the originals', () => {
    const out = contribution(frame, { columns: ['c'], rename_columns: ['%c'] });
    expect(frameToRows(out).colnames).toEqual(['label', 'a', 'b', 'c', 'flag', '%c']);
    expect(col(out, '%c')).toEqual([0.5, 0.5, 0]);
  });

  it('totals time-shifted columns separately in row orientation', () => {
    const shifted = frameFromColumns({
      m: [1, 2],
      n: [3, 2],
      'm__1 year ago': [10, 1],
      'n__1 year ago': [30, 3],
    });
    const out = contribution(shifted, { orientation: 'row', time_shifts: ['1 year ago'] });
    expect(frameToRows(out).rows).toEqual([
      { m: 0.25, n: 0.75, 'm__1 year ago': 0.25, 'n__1 year ago': 0.75 },
      { m: 0.5, n: 0.5, 'm__1 year ago': 0.25, 'n__1 year ago': 0.75 },
    ]);
  });

  it('uses contribution_totals when given', () => {
    const out = contribution(frame, { columns: ['a', 'b'], contribution_totals: { a: 10, b: 0 } });
    expect(col(out, 'a')).toEqual([0.1, 0.3, 0]);
    expect(col(out, 'b')).toEqual([0, 0, 0]);
  });

  it('rejects non-numeric columns and mismatched renames', () => {
    expect(() => contribution(frame, { columns: ['label'] })).toThrow(
      'Column "label" is not numeric or does not exists in the query results.',
    );
    expect(() => contribution(frame, { columns: ['a'], rename_columns: ['x', 'y'] })).toThrow(
      /rename_columns/,
    );
  });
});
