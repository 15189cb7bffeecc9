import { describe, expect, it } from 'vitest';
import { day } from './test-support/fixtures.js';
import { buildLabelMap, flatten, splitFlatColumnName } from './flatten.js';
import { frameFromColumns, frameToRows, type Frame } from './frame.js';

const index = [{ name: '__timestamp', values: [day(1), day(2)] }];

describe('flatten', () => {
  it('leaves a flat frame without index unchanged', () => {
    const frame = frameFromColumns({ foo: [1, 2], bar: [3, 4] });
    expect(flatten(frame)).toEqual(frame);
  });

  it('moves the index into the first columns unless reset_index is false', () => {
    const frame: Frame = { length: 2, index, columns: [{ key: 'foo', values: [1, 2] }] };
    expect(frameToRows(flatten(frame)).colnames).toEqual(['__timestamp', 'foo']);
    expect(flatten(frame, { reset_index: false })).toEqual(frame);
  });

  it('joins levels with ", ", printing labels as Python does and skipping missing levels', () => {
    const frame: Frame = {
      length: 2,
      index,
      columns: [
        { key: ['foo', 1], values: [1, 1] },
        { key: ['foo', true], values: [1, 1] },
        { key: [null, 'two'], values: [1, 1] },
        { key: ['a, b', 'c'], values: [1, 1] },
      ],
    };
    expect(frameToRows(flatten(frame)).colnames).toEqual([
      '__timestamp',
      'foo, 1',
      'foo, True',
      'two',
      'a\\, b, c',
    ]);
  });

  it('drops levels by position or by name', () => {
    const frame: Frame = {
      length: 2,
      index,
      columns: [
        { key: ['a', 'b', 'c', 'f'], values: [1, 1] },
        { key: ['a', 'b', 'd', 'i'], values: [1, 1] },
      ],
      columnLevelNames: ['level1', 'level2', 'level3', 'level4'],
    };
    const expected = ['__timestamp', 'c, f', 'd, i'];
    expect(frameToRows(flatten(frame, { drop_levels: [0, 1] })).colnames).toEqual(expected);
    expect(frameToRows(flatten(frame, { drop_levels: ['level1', 'level2'] })).colnames).toEqual(expected);
    expect(() => flatten(frame, { drop_levels: ['nope'] })).toThrow('Level nope not found');
  });

  it('splits flat names back into labels', () => {
    expect(splitFlatColumnName('SUM(num), boy')).toEqual(['SUM(num)', 'boy']);
    expect(splitFlatColumnName('a\\, b, c')).toEqual(['a, b', 'c']);
    expect(buildLabelMap(['ds', 'a\\, b, c'])).toEqual({ ds: ['ds'], 'a, b, c': ['a, b', 'c'] });
  });
});
