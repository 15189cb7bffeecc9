/**
 * Crontab checks for report schedules: Superset validates with croniter (five fields, or six with
 * seconds, or an `@daily`-style alias); the scheduler walks the same expressions with cron-parser.
 */
import { CronExpressionParser } from 'cron-parser';

const ALIASES = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly']);

export function isValidCrontab(value: string): boolean {
  const text = value.trim();
  if (ALIASES.has(text.toLowerCase())) return true;
  const fields = text.split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6) return false;
  try {
    CronExpressionParser.parse(text, { strict: false });
    return true;
  } catch {
    return false;
  }
}

/** Whether `zone` names a time zone the scheduler can compute in (IANA names and their aliases). */
export function isValidTimezone(zone: string): boolean {
  if (!zone || zone.trim() !== zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
