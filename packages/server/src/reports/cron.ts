/**
 * A schedule's fire times in a window, read in the schedule's own timezone (Superset's
 * cron_util.cron_schedule_window): "0 9 * * *" in Europe/Paris fires at 09:00 Paris time whatever
 * the season. An unknown timezone falls back to UTC, as Superset does.
 */
import { CronExpressionParser } from 'cron-parser';

const knownZone = (tz: string): string => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
};

/** Fire times t with from < t <= to; an invalid crontab has none (the API validates it on save). */
export function fireTimes(crontab: string, timezone: string, from: Date, to: Date): Date[] {
  let expression;
  try {
    expression = CronExpressionParser.parse(crontab, {
      currentDate: from,
      endDate: to,
      tz: knownZone(timezone),
    });
  } catch {
    return [];
  }
  const out: Date[] = [];
  // A bound on a window's fire times: minute crontabs give at most a few per tick.
  while (out.length < 100 && expression.hasNext()) {
    const at = expression.next().toDate();
    if (at.getTime() > to.getTime()) break;
    if (at.getTime() > from.getTime()) out.push(at);
  }
  return out;
}
