import { describe, expect, it } from 'vitest';
import {
  getTemporalFormatter,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  toDate,
} from './timeFormatter.js';

const utc = (text: string) => new Date(`${text}Z`);

describe('smart_date', () => {
  const f = getTimeFormatter('smart_date');
  it.each([
    ['2020-01-01T00:00:00', '2020'],
    ['2020-03-01T00:00:00', 'March'],
    ['2020-03-08T00:00:00', 'Mar 08'], // a Sunday: first day of a week
    ['2020-03-10T00:00:00', 'Tue 10'],
    ['2020-03-10T13:00:00', '01 PM'],
    ['2020-03-10T13:25:00', '01:25'],
    ['2020-03-10T13:25:07', ':07s'],
    ['2020-03-10T13:25:07.120', '.120ms'],
  ])('%s → %s', (iso, text) => {
    expect(f(utc(iso))).toBe(text);
  });

  it('is the default and accepts epoch milliseconds and ISO text', () => {
    expect(getTimeFormatter()(Date.UTC(2021, 0, 1))).toBe('2021');
    expect(getTimeFormatter('smart_date')('2021-05-01')).toBe('May');
  });

  it('has detailed and verbose variants', () => {
    expect(getTimeFormatter('smart_date_detailed')(utc('2020-03-10T13:25:00'))).toBe('2020-03-10 13:25');
    expect(getTimeFormatter('smart_date_verbose')(utc('2020-03-01T00:00:00'))).toBe('Mar 2020');
  });
});

describe('getTimeFormatter', () => {
  it('applies d3-time-format strings in UTC', () => {
    expect(getTimeFormatter('%Y-%m-%d')(utc('2019-01-14T01:32:10'))).toBe('2019-01-14');
    expect(getTimeFormatter('%Y-%m-%d %H:%M:%S')(Date.UTC(2019, 0, 14, 1, 32, 10))).toBe(
      '2019-01-14 01:32:10',
    );
    expect(getTimeFormatter('%m/%d/%Y')('2019-01-14 01:32:10')).toBe('01/14/2019');
  });

  it('prints missing and unreadable values as they are', () => {
    expect(getTimeFormatter('%Y')(null)).toBe('null');
    expect(getTimeFormatter('%Y')('soon')).toBe('soon');
  });
});

describe('granularity', () => {
  it('picks a format per time grain', () => {
    const d = utc('2020-04-01T00:00:00');
    expect(getTimeFormatterForGranularity('P1D')(d)).toBe('2020-04-01');
    expect(getTimeFormatterForGranularity('P1M')(d)).toBe('Apr 2020');
    expect(getTimeFormatterForGranularity('P3M')(d)).toBe('2020 Q2');
    expect(getTimeFormatterForGranularity('P1Y')(d)).toBe('2020');
    expect(getTimeFormatterForGranularity('PT1H')(utc('2020-04-01T05:00:00'))).toBe('2020-04-01 05:00');
    expect(getTimeFormatterForGranularity(undefined)(d)).toBe('2020-04-01 00:00:00');
  });

  it('makes smart_date follow the grain when there is one', () => {
    const d = utc('2020-04-01T00:00:00');
    expect(getTemporalFormatter('smart_date', 'P3M')(d)).toBe('2020 Q2');
    expect(getTemporalFormatter('smart_date', null)(d)).toBe('April');
    expect(getTemporalFormatter('%Y', 'P3M')(d)).toBe('2020');
  });
});

describe('toDate', () => {
  it('reads naive date text as UTC', () => {
    expect(toDate('2020-01-02')?.toISOString()).toBe('2020-01-02T00:00:00.000Z');
    expect(toDate('2020-01-02 03:04:05')?.toISOString()).toBe('2020-01-02T03:04:05.000Z');
    expect(toDate('1577923200000')?.toISOString()).toBe('2020-01-02T00:00:00.000Z');
    expect(toDate('')).toBeNull();
    expect(toDate(true)).toBeNull();
  });
});
