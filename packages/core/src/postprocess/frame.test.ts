import { describe, expect, it } from 'vitest';
import {
  flatColumnName,
  frameFromColumns,
  frameFromRows,
  frameToRows,
  labelText,
  takeRows,
} from './frame.js';
import { oneRowFrame } from './test-support/fixtures.js';
import { coerceNumber, compareForSort, pythonFloat, toEpochMs } from './values.js';

describe('frame', () => {
  it('builds frames from rows (first-seen column order, missing cells null) and back', () => {
    const frame = frameFromRows([{ a: 1 }, { b: 'x', a: 2 }]);
    expect(frame.columns.map((c) => c.key)).toEqual(['a', 'b']);
    expect(frameToRows(frame)).toEqual({
      colnames: ['a', 'b'],
      rows: [
        { a: 1, b: null },
        { a: 2, b: 'x' },
      ],
    });
    expect(frameFromRows([{ a: 1, b: 2 }], ['b']).columns.map((c) => c.key)).toEqual(['b']);
  });

  it('checks column lengths', () => {
    expect(() => frameFromColumns({ a: [1, 2], b: [1] })).toThrow('column "b" has 1 values, expected 2');
  });

  it('writes index levels first and flattens multi-level names', () => {
    const frame = oneRowFrame(['ds', '2020'], [[['m', 'a, b'], 1]]);
    expect(frameToRows(frame)).toEqual({
      colnames: ['ds', 'm, a\\, b'],
      rows: [{ ds: '2020', 'm, a\\, b': 1 }],
    });
    expect(flatColumnName(['m', null, 3])).toBe('m, 3');
  });

  it('prints labels as Python does', () => {
    expect(labelText(new Date('2019-01-01T00:00:00Z'))).toBe('2019-01-01 00:00:00');
    expect(labelText(new Date('2019-01-01T00:00:00.5Z'))).toBe('2019-01-01 00:00:00.500000');
    expect(labelText(false)).toBe('False');
    expect(labelText(null)).toBe('None');
    expect(labelText(1.5)).toBe('1.5');
  });

  it('takes rows in a given order', () => {
    const frame = frameFromColumns({ a: [1, 2, 3] });
    expect(frameToRows(takeRows(frame, [2, 0])).rows).toEqual([{ a: 3 }, { a: 1 }]);
  });
});

describe('values', () => {
  it('formats floats like Python repr', () => {
    expect([2, 0, 2.8, 1e-5, 0.0001, 1e16, 123456789012345, -0.5].map(pythonFloat)).toEqual([
      '2.0',
      '0.0',
      '2.8',
      '1e-05',
      '0.0001',
      '1e+16',
      '123456789012345.0',
      '-0.5',
    ]);
  });

  it('coerces numbers and reads temporal cells as UTC', () => {
    expect([coerceNumber(' 3.5 '), coerceNumber('x'), coerceNumber(10n), coerceNumber(true)]).toEqual([
      3.5,
      null,
      10,
      1,
    ]);
    expect(toEpochMs('2019-01-02')).toBe(Date.UTC(2019, 0, 2));
    expect(toEpochMs('2019-01-02 03:04:05')).toBe(Date.UTC(2019, 0, 2, 3, 4, 5));
    expect(toEpochMs('2019-01-02T03:04:05+01:00')).toBe(Date.UTC(2019, 0, 2, 2, 4, 5));
    expect(toEpochMs('soon')).toBeNull();
  });

  it('sorts missing values last in both directions', () => {
    const values = [3, null, 1, 'b', 'a'];
    expect([...values].sort((a, b) => compareForSort(a, b, true))).toEqual([1, 3, 'a', 'b', null]);
    expect([...values].sort((a, b) => compareForSort(a, b, false))).toEqual(['b', 'a', 3, 1, null]);
  });
});
