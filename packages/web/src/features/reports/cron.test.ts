import { describe, expect, it } from 'vitest';
import { crontabError, describeSchedule, parseCrontab, toCrontab } from './cron';

describe('schedule picker ↔ crontab', () => {
  it('reads a daily and a weekly crontab into the picker and writes them back', () => {
    expect(parseCrontab('0 0 * * *')).toEqual({ kind: 'day', hour: 0, minute: 0 });
    expect(parseCrontab('30 12 * * 1')).toEqual({ kind: 'week', weekday: 1, hour: 12, minute: 30 });
    for (const c of ['0 0 * * *', '30 12 * * 1', '5 23 * * 6']) expect(toCrontab(parseCrontab(c))).toBe(c);
  });

  it('opens anything else as a custom crontab, unchanged', () => {
    for (const c of ['*/15 * * * *', '0 9 1 * *', '0 9 * * 1-5', '0 0,12 * * *', '0 24 * * *']) {
      const s = parseCrontab(c);
      expect(s.kind).toBe('custom');
      expect(toCrontab(s)).toBe(c);
    }
  });

  it('describes a picked schedule in words', () => {
    expect(describeSchedule({ kind: 'day', hour: 9, minute: 5 })).toBe('Every day at 09:05');
    expect(describeSchedule({ kind: 'week', weekday: 1, hour: 12, minute: 0 })).toBe('Every Monday at 12:00');
  });

  it('accepts crontabs and names the bad field', () => {
    for (const c of ['0 0 * * *', '*/15 * * * *', '0 9 * * 1-5', '0 0,12 1 1 0', '0 12 * * mon']) {
      expect(crontabError(c)).toBeNull();
    }
    expect(crontabError('0 0 * *')).toMatch(/five fields/);
    expect(crontabError('61 0 * * *')).toBe('Invalid crontab field: 61');
    expect(crontabError('0 24 * * *')).toBe('Invalid crontab field: 24');
    expect(crontabError('0 0 0 * *')).toBe('Invalid crontab field: 0');
    expect(crontabError('0 0 * * ?')).toBe('Invalid crontab field: ?');
  });
});
