import { describe, expect, it } from 'vitest';
import { describeRange, frameDefault, guessFrame, joinRange, rangeLabel, splitRange } from './timeRange';

describe('time range picker model', () => {
  it.each([
    ['No filter', 'No filter'],
    ['', 'No filter'],
    ['Last week', 'Last'],
    ['previous calendar month', 'Previous'],
    ['Current year', 'Current'],
    ['2003-01-01 : 2004-01-01', 'Custom'],
    ['2003-01-01T00:00:00 : ', 'Custom'],
    ['DATEADD(DATETIME("today"), -7, day) : today', 'Advanced'],
  ])('recognises the frame of %j as %s', (value, frame) => {
    expect(guessFrame(value)).toBe(frame);
  });

  it('splits, joins and starts frames', () => {
    expect(splitRange('a : b')).toEqual(['a', 'b']);
    expect(joinRange(' 2003-01-01', '')).toBe('2003-01-01 : ');
    expect(frameDefault('Last', 'No filter')).toBe('Last week');
    expect(frameDefault('Advanced', 'Last week')).toBe(' : ');
    expect(rangeLabel('previous calendar year')).toBe('Previous year');
  });

  it('describes the actual bounds, or the parse error', () => {
    const now = new Date('2024-03-15T10:00:00Z');
    expect(describeRange('No filter', now)).toEqual({ text: 'No filter', error: false });
    expect(describeRange('2003-01-01 : 2004-01-01', now, 'order_date').text).toBe(
      '2003-01-01 ≤ order_date < 2004-01-01',
    );
    expect(describeRange('Last week', now).text).toBe('2024-03-08 ≤ col < 2024-03-15');
    expect(describeRange('nonsense', now).error).toBe(true);
  });
});
