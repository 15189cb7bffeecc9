import { describe, expect, it } from 'vitest';
import { TimeRangeParseError } from './errors.js';
import { DEFAULT_TIME_RANGE, parseTimeRange } from './timeRange.js';

// Friday 15 March 2024, 14:30:45.123 UTC.
const NOW = new Date('2024-03-15T14:30:45.123Z');
const d = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** `[since, until]` at midnight UTC of two days. */
const days = (since: string, until: string) => [d(since).toISOString(), d(until).toISOString()];

function range(text: string, now = NOW, options = {}) {
  const r = parseTimeRange(text, now, options);
  return [iso(r.since), iso(r.until)];
}

describe('parseTimeRange', () => {
  it('treats "No filter" (the default) and empty text as unbounded', () => {
    expect(DEFAULT_TIME_RANGE).toBe('No filter');
    expect(parseTimeRange('No filter', NOW)).toEqual({ since: null, until: null });
    expect(parseTimeRange('', NOW)).toEqual({ since: null, until: null });
    expect(parseTimeRange(null, NOW)).toEqual({ since: null, until: null });
  });

  it.each([
    ['Last day', '2024-03-14', '2024-03-15'],
    ['Last week', '2024-03-08', '2024-03-15'],
    ['Last month', '2024-02-15', '2024-03-15'],
    ['Last quarter', '2023-12-15', '2024-03-15'],
    ['Last year', '2023-03-15', '2024-03-15'],
    ['Last 7 days', '2024-03-08', '2024-03-15'],
    ['Last 2 weeks', '2024-03-01', '2024-03-15'],
    ['Next 3 days', '2024-03-15', '2024-03-18'],
    ['previous calendar week', '2024-03-04', '2024-03-11'],
    ['previous calendar month', '2024-02-01', '2024-03-01'],
    ['previous calendar quarter', '2023-10-01', '2024-01-01'],
    ['previous calendar year', '2023-01-01', '2024-01-01'],
    ['Current day', '2024-03-15', '2024-03-16'],
    ['Current week', '2024-03-11', '2024-03-18'],
    ['Current month', '2024-03-01', '2024-04-01'],
    ['Current quarter', '2024-01-01', '2024-04-01'],
    ['Current year', '2024-01-01', '2025-01-01'],
    ['first week of this year', '2024-01-01', '2024-01-08'],
    ['first month of last quarter', '2023-10-01', '2023-11-01'],
  ])('"%s" is [%s, %s) at midnight', (text, since, until) => {
    expect(range(text)).toEqual(days(since, until));
  });

  it('anchors sub-day shorthands on now (whole seconds) instead of midnight', () => {
    expect(range('Last 2 hours')).toEqual(['2024-03-15T12:30:45.000Z', '2024-03-15T14:30:45.000Z']);
    expect(range('Last 30 minutes')).toEqual(['2024-03-15T14:00:45.000Z', '2024-03-15T14:30:45.000Z']);
  });

  it('clamps month arithmetic to the end of the month', () => {
    const r = parseTimeRange('Last month', new Date('2024-03-31T08:00:00Z'));
    expect(iso(r.since)).toBe('2024-02-29T00:00:00.000Z');
  });

  it('reads "A : B" with ISO dates, words, relative phrases and open sides', () => {
    expect(range('2020-01-01 : 2020-02-01')).toEqual(days('2020-01-01', '2020-02-01'));
    expect(range('2020-01-01T10:15:00 : now')).toEqual([
      '2020-01-01T10:15:00.000Z',
      '2024-03-15T14:30:45.000Z',
    ]);
    expect(range('yesterday : tomorrow')).toEqual(days('2024-03-14', '2024-03-16'));
    expect(range('10 seconds ago : now')).toEqual(['2024-03-15T14:30:35.000Z', '2024-03-15T14:30:45.000Z']);
    expect(range('3 days ago : 3 days later')).toEqual(days('2024-03-12', '2024-03-18'));
    expect(range(' : 2020-01-01')).toEqual([null, d('2020-01-01').toISOString()]);
    expect(range('2020-01-01 : ')).toEqual([d('2020-01-01').toISOString(), null]);
  });

  it('evaluates date expressions on either side', () => {
    expect(range('DATEADD(DATETIME("today"), -7, day) : today')).toEqual(days('2024-03-08', '2024-03-15'));
    expect(range('DATETIME("2020-01-01") : DATETRUNC(DATETIME("today"), month)')).toEqual(
      days('2020-01-01', '2024-03-01'),
    );
    expect(range("DATETRUNC(DATETIME('today'), year) : LASTDAY(DATETIME('today'), month)")).toEqual(
      days('2024-01-01', '2024-03-31'),
    );
  });

  it('reads scope phrases on a side (start of, end of, first of, last N)', () => {
    expect(range('start of this month : end of this month')).toEqual(days('2024-03-01', '2024-03-31'));
    expect(range('start of last year : start of this year')).toEqual(days('2023-01-01', '2024-01-01'));
    expect(range('first of the month : today')).toEqual(days('2024-03-01', '2024-03-15'));
    expect(range('last 3 days : this day')).toEqual(days('2024-03-12', '2024-03-15'));
  });

  it('honours relative_start / relative_end', () => {
    expect(range('Last week', NOW, { relativeEnd: 'now' })).toEqual([
      d('2024-03-08').toISOString(),
      '2024-03-15T14:30:45.000Z',
    ]);
    expect(range('Last week : today', NOW, { relativeStart: 'now' })).toEqual([
      '2024-03-08T14:30:45.000Z',
      d('2024-03-15').toISOString(),
    ]);
  });

  it('raises typed errors with clear messages', () => {
    const fail = (text: string) => {
      try {
        parseTimeRange(text, NOW);
      } catch (error) {
        expect(error).toBeInstanceOf(TimeRangeParseError);
        return error as TimeRangeParseError;
      }
      throw new Error(`expected "${text}" to fail`);
    };
    expect(fail('whenever').message).toMatch(/Cannot parse time range \[whenever\]/);
    expect(fail('foo : now').message).toBe('Cannot parse time string [foo]');
    expect(fail('10 days : now')).toMatchObject({ kind: 'ambiguous' });
    expect(fail('10 days : now').message).toBe(
      'Time string is ambiguous. Please specify [10 days ago] or [10 days later].',
    );
    expect(fail('2020-02-01 : 2020-01-01')).toMatchObject({
      kind: 'order',
      message: 'From date cannot be larger than to date',
    });
    expect(fail('DATEADD(DATETIME("today"), x, day) : now').message).toMatch(/expected an integer/);
    expect(fail('HOLIDAY("Christmas") : now')).toMatchObject({ kind: 'unsupported' });
    expect(fail('2020-13-01 : now').message).toBe('Cannot parse time string [2020-13-01]');
  });
});
