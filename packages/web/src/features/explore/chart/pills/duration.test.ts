import { describe, expect, it } from 'vitest';
import { formatDuration, fromNow, parseUtc } from './duration';

describe('chart pill texts', () => {
  it('formats durations as HH:mm:ss.SS', () => {
    expect(formatDuration(0)).toBe('00:00:00.00');
    expect(formatDuration(1234)).toBe('00:00:01.23');
    expect(formatDuration(3_723_450)).toBe('01:02:03.45');
    expect(formatDuration(-5)).toBe('00:00:00.00');
  });

  it('reads server timestamps as UTC, with or without a zone', () => {
    expect(parseUtc('2024-01-02T03:04:05')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(parseUtc('2024-01-02T03:04:05Z')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(parseUtc('2024-01-02T03:04:05+01:00')).toBe(Date.UTC(2024, 0, 2, 2, 4, 5));
  });

  it('says how long ago, as moment does', () => {
    const now = Date.UTC(2024, 5, 1);
    const ago = (s: number) => fromNow(now - s * 1000, now);
    expect(ago(10)).toBe('a few seconds ago');
    expect(ago(60)).toBe('a minute ago');
    expect(ago(3 * 60)).toBe('3 minutes ago');
    expect(ago(50 * 60)).toBe('an hour ago');
    expect(ago(5 * 3600)).toBe('5 hours ago');
    expect(ago(30 * 3600)).toBe('a day ago');
    expect(ago(3 * 86400)).toBe('3 days ago');
    expect(ago(400 * 86400)).toBe('a year ago');
  });
});
