import { describe, expect, it } from 'vitest';
import { GenericDataType } from './generic-types.js';
import {
  buildRows,
  dedupeColumnNames,
  formatIsoTimestamp,
  parseUtcTimestamp,
  safeBigint,
  toJsonValue,
} from './values.js';

describe('parseUtcTimestamp', () => {
  it.each([
    ['2024-01-02', Date.UTC(2024, 0, 2)],
    ['2024-01-02 03:04:05', Date.UTC(2024, 0, 2, 3, 4, 5)],
    ['2024-01-02T03:04:05.123456', Date.UTC(2024, 0, 2, 3, 4, 5, 123)],
    ['2024-01-02 03:04:05+02', Date.UTC(2024, 0, 2, 1, 4, 5)],
    ['2024-01-02 03:04:05-05:30', Date.UTC(2024, 0, 2, 8, 34, 5)],
    ['2024-01-02T03:04:05Z', Date.UTC(2024, 0, 2, 3, 4, 5)],
    ['0050-06-01', new Date('0050-06-01T00:00:00Z').getTime()],
  ])('%s', (text, ms) => {
    expect(parseUtcTimestamp(text)).toBe(ms);
  });

  it('returns null for other text', () => {
    expect(parseUtcTimestamp('infinity')).toBeNull();
    expect(parseUtcTimestamp('hello')).toBeNull();
    expect(parseUtcTimestamp('2024-01-02x')).toBeNull();
  });
});

describe('JSON-safe values', () => {
  it('keeps safe integers as numbers and others as text', () => {
    expect(safeBigint(42n)).toBe(42);
    expect(safeBigint(9007199254740993n)).toBe('9007199254740993');
    expect(safeBigint(-9007199254740993n)).toBe('-9007199254740993');
  });

  it('converts driver values', () => {
    expect(toJsonValue(Number.NaN)).toBeNull();
    expect(toJsonValue(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toJsonValue(new Date(Date.UTC(2024, 0, 2)))).toBe(Date.UTC(2024, 0, 2));
    expect(toJsonValue(Buffer.from('héllo'))).toBe('héllo');
    expect(toJsonValue(Buffer.from([0xff, 0xfe]))).toBe('[bytes]');
    expect(toJsonValue({ a: [1n, null, undefined] })).toEqual({ a: [1, null, null] });
  });

  it('formats ISO text without offset', () => {
    expect(formatIsoTimestamp(Date.UTC(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02T03:04:05');
    expect(formatIsoTimestamp(Date.UTC(2024, 0, 2, 3, 4, 5, 120))).toBe('2024-01-02T03:04:05.120');
  });
});

describe('rows', () => {
  it('de-duplicates column names like Superset', () => {
    expect(dedupeColumnNames(['a', 'b', 'a', 'a', 'a__1'])).toEqual(['a', 'b', 'a__2', 'a__3', 'a__1']);
  });

  it('builds row objects and formats temporal columns', () => {
    const columns = [
      { name: 'd', type: 'DATE', genericType: GenericDataType.Temporal },
      { name: 'ts', type: 'TIMESTAMP', genericType: GenericDataType.Temporal },
      { name: 'n', type: 'INTEGER', genericType: GenericDataType.Numeric },
    ];
    const day = Date.UTC(2024, 0, 2);
    expect(buildRows(columns, [[day, '2024-01-02 03:04:05', 1]])).toEqual([
      { d: day, ts: Date.UTC(2024, 0, 2, 3, 4, 5), n: 1 },
    ]);
    expect(buildRows(columns, [[day, day, null]], 'iso')).toEqual([
      { d: '2024-01-02', ts: '2024-01-02T00:00:00', n: null },
    ]);
  });
});
