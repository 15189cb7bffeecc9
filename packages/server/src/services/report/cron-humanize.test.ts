import { describe, expect, it } from 'vitest';
import { humanizeCrontab } from './cron-humanize.js';

describe('crontab_humanized', () => {
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/5 * * * *', 'Every 5 minutes'],
    ['0 * * * *', 'Every hour'],
    ['30 * * * *', 'At 30 minutes past the hour'],
    ['0 */2 * * *', 'Every 2 hours'],
    ['*/15 9-17 * * *', 'Every 15 minutes, between 09:00 AM and 05:59 PM'],
    ['0 9 * * *', 'At 09:00 AM'],
    ['30 14 * * *', 'At 02:30 PM'],
    ['0 0 * * *', 'At 12:00 AM'],
    ['0 12 * * *', 'At 12:00 PM'],
    ['0 9,17 * * *', 'At 09:00 AM and 05:00 PM'],
    ['0 9 * * 1-5', 'At 09:00 AM, Monday through Friday'],
    ['0 9 * * MON-FRI', 'At 09:00 AM, Monday through Friday'],
    ['0 9 * * 1', 'At 09:00 AM, only on Monday'],
    ['0 9 * * 0', 'At 09:00 AM, only on Sunday'],
    ['0 9 * * 1,3', 'At 09:00 AM, only on Monday and Wednesday'],
    ['0 9 1 * *', 'At 09:00 AM, on day 1 of the month'],
    ['0 9 1,15 * *', 'At 09:00 AM, on day 1 and 15 of the month'],
    ['0 9 L * *', 'At 09:00 AM, on the last day of the month'],
    ['0 9 * 1 *', 'At 09:00 AM, only in January'],
    ['0 9 1 1 *', 'At 09:00 AM, on day 1 of the month, only in January'],
    ['0 0 */2 * *', 'At 12:00 AM, every 2 days'],
  ])('%s → %s', (crontab, text) => {
    expect(humanizeCrontab(crontab)).toBe(text);
  });

  it('answers forms it does not describe with the crontab itself', () => {
    expect(humanizeCrontab('@daily')).toBe('@daily');
    expect(humanizeCrontab('0 0 9 * * *')).toBe('0 0 9 * * *');
    expect(humanizeCrontab('0 9 * * 1#2')).toBe('0 9 * * 1#2');
    expect(humanizeCrontab('')).toBe('');
  });
});
