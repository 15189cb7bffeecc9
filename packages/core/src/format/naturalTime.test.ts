import { describe, expect, it } from 'vitest';
import { naturalTime } from './naturalTime.js';

const at = Date.parse('2026-01-10T12:00:00Z');
const ago = (seconds: number) => naturalTime(new Date(at - seconds * 1000).toISOString(), at);

describe('naturalTime', () => {
  it('words the time since, as Superset', () => {
    expect(ago(0)).toBe('now');
    expect(ago(1)).toBe('a second ago');
    expect(ago(42)).toBe('42 seconds ago');
    expect(ago(60)).toBe('a minute ago');
    expect(ago(5 * 60 + 10)).toBe('5 minutes ago');
    expect(ago(3600)).toBe('an hour ago');
    expect(ago(3 * 86400)).toBe('3 days ago');
    expect(ago(45 * 86400)).toBe('a month ago');
    expect(ago(800 * 86400)).toBe('2 years ago');
  });

  it('says now for a time in the future (clocks a little apart)', () => {
    expect(ago(-30)).toBe('now');
  });
});
