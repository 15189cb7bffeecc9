import { describe, expect, it } from 'vitest';
import { TimeRangeParseError } from './errors.js';
import { applyTimeShift, parseHumanDatetime } from './humanDate.js';

const NOW = new Date('2024-03-15T14:30:45.123Z');
const parse = (text: string) => parseHumanDatetime(text, NOW).toISOString();

describe('parseHumanDatetime', () => {
  it('reads the clock words', () => {
    expect(parse('now')).toBe('2024-03-15T14:30:45.000Z');
    expect(parse('Today')).toBe('2024-03-15T00:00:00.000Z');
    expect(parse('yesterday')).toBe('2024-03-14T00:00:00.000Z');
    expect(parse('tomorrow')).toBe('2024-03-16T00:00:00.000Z');
  });

  it('reads relative phrases; day-sized units land on midnight, finer ones keep the time', () => {
    expect(parse('10 seconds ago')).toBe('2024-03-15T14:30:35.000Z');
    expect(parse('2 hours later')).toBe('2024-03-15T16:30:45.000Z');
    expect(parse('3 days ago')).toBe('2024-03-12T00:00:00.000Z');
    expect(parse('3 days later')).toBe('2024-03-18T00:00:00.000Z');
    expect(parse('1 week from now')).toBe('2024-03-22T00:00:00.000Z');
    expect(parse('in 2 months')).toBe('2024-05-15T00:00:00.000Z');
    expect(parse('1 quarter ago')).toBe('2023-12-15T00:00:00.000Z');
    expect(parse('1 year ago')).toBe('2023-03-15T00:00:00.000Z');
  });

  it('reads absolute dates in ISO and common written forms (UTC unless an offset is given)', () => {
    expect(parse('2020-01-05')).toBe('2020-01-05T00:00:00.000Z');
    expect(parse('2020-01-05T10:20:30')).toBe('2020-01-05T10:20:30.000Z');
    expect(parse('2020-01-05 10:20')).toBe('2020-01-05T10:20:00.000Z');
    expect(parse('2020-01-05T10:20:30.250Z')).toBe('2020-01-05T10:20:30.250Z');
    expect(parse('2020-01-05T10:20:30+02:00')).toBe('2020-01-05T08:20:30.000Z');
    expect(parse('2020')).toBe('2020-01-01T00:00:00.000Z');
    expect(parse('2020-07')).toBe('2020-07-01T00:00:00.000Z');
    expect(parse('2020/07/04')).toBe('2020-07-04T00:00:00.000Z');
    expect(parse('20200704')).toBe('2020-07-04T00:00:00.000Z');
    expect(parse('07/04/2020')).toBe('2020-07-04T00:00:00.000Z');
    expect(parse('Jan 5, 2020')).toBe('2020-01-05T00:00:00.000Z');
    expect(parse('5 January 2020 08:00')).toBe('2020-01-05T08:00:00.000Z');
  });

  it('rejects bare periods as ambiguous and unknown text as unparseable', () => {
    expect(() => parseHumanDatetime('7 days', NOW)).toThrow(/ambiguous.*\[7 days ago\] or \[7 days later\]/);
    expect(() => parseHumanDatetime('someday', NOW)).toThrow(TimeRangeParseError);
    expect(() => parseHumanDatetime('2021-02-30', NOW)).toThrow('Cannot parse time string [2021-02-30]');
    expect(() => parseHumanDatetime('2021-02-01T25:00', NOW)).toThrow(TimeRangeParseError);
  });
});

describe('applyTimeShift', () => {
  const base = new Date('2024-02-29T00:00:00Z');
  it('moves into the past unless told "later"', () => {
    expect(applyTimeShift(base, '1 year ago').toISOString()).toBe('2023-02-28T00:00:00.000Z');
    expect(applyTimeShift(base, '28 days ago').toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(applyTimeShift(base, '1 week').toISOString()).toBe('2024-02-22T00:00:00.000Z');
    expect(applyTimeShift(base, '1 month later').toISOString()).toBe('2024-03-29T00:00:00.000Z');
    expect(() => applyTimeShift(base, 'custom')).toThrow('Cannot parse time shift [custom]');
  });
});
