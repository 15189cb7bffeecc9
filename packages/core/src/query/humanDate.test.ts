import { describe, expect, it } from 'vitest';
import { TimeRangeParseError } from './errors.js';
import { applyTimeShift, parseHumanDatetime } from './humanDate.js';

const NOW = new Date('2024-03-15T14:30:45.123Z');
const parse = (text: string) => parseHumanDatetime(text, NOW).toISOString();

/** What parseHumanDatetime reads at NOW, by kind of text: [text, ISO instant]. */
const READINGS: Record<string, [string, string][]> = {
  'reads the clock words': [
    ['now', '2024-03-15T14:30:45.000Z'],
    ['Today', '2024-03-15T00:00:00.000Z'],
    ['yesterday', '2024-03-14T00:00:00.000Z'],
    ['tomorrow', '2024-03-16T00:00:00.000Z'],
  ],
  'reads relative phrases; day-sized units land on midnight, finer ones keep the time': [
    ['10 seconds ago', '2024-03-15T14:30:35.000Z'],
    ['2 hours later', '2024-03-15T16:30:45.000Z'],
    ['3 days ago', '2024-03-12T00:00:00.000Z'],
    ['3 days later', '2024-03-18T00:00:00.000Z'],
    ['1 week from now', '2024-03-22T00:00:00.000Z'],
    ['in 2 months', '2024-05-15T00:00:00.000Z'],
    ['1 quarter ago', '2023-12-15T00:00:00.000Z'],
    ['1 year ago', '2023-03-15T00:00:00.000Z'],
  ],
  'reads absolute dates in ISO and common written forms (UTC unless an offset is given)': [
    ['2020-01-05', '2020-01-05T00:00:00.000Z'],
    ['2020-01-05T10:20:30', '2020-01-05T10:20:30.000Z'],
    ['2020-01-05 10:20', '2020-01-05T10:20:00.000Z'],
    ['2020-01-05T10:20:30.250Z', '2020-01-05T10:20:30.250Z'],
    ['2020-01-05T10:20:30+02:00', '2020-01-05T08:20:30.000Z'],
    ['2020', '2020-01-01T00:00:00.000Z'],
    ['2020-07', '2020-07-01T00:00:00.000Z'],
    ['2020/07/04', '2020-07-04T00:00:00.000Z'],
    ['20200704', '2020-07-04T00:00:00.000Z'],
    ['07/04/2020', '2020-07-04T00:00:00.000Z'],
    ['Jan 5, 2020', '2020-01-05T00:00:00.000Z'],
    ['5 January 2020 08:00', '2020-01-05T08:00:00.000Z'],
  ],
};

describe('parseHumanDatetime', () => {
  describe.each(Object.entries(READINGS))('%s', (_kind, readings) => {
    it.each(readings)('%s', (text, expected) => {
      expect(parse(text)).toBe(expected);
    });
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
