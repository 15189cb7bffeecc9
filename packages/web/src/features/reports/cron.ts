/**
 * The schedule picker of the report dialogs: "Every day at", "Every week on … at" or a custom crontab.
 * A crontab the picker can show is read back into it; anything else opens as a custom crontab.
 */

export type Schedule =
  | { kind: 'day'; hour: number; minute: number }
  | { kind: 'week'; weekday: number; hour: number; minute: number }
  | { kind: 'custom'; crontab: string };

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const int = (s: string, max: number): number | null =>
  /^\d{1,2}$/.test(s) && Number(s) <= max ? Number(s) : null;

/** The picker's reading of a crontab. */
export function parseCrontab(crontab: string): Schedule {
  const parts = crontab.trim().split(/\s+/);
  if (parts.length === 5) {
    const [m = '', h = '', dom, mon, dow = ''] = parts;
    const minute = int(m, 59);
    const hour = int(h, 23);
    if (minute !== null && hour !== null && dom === '*' && mon === '*') {
      if (dow === '*') return { kind: 'day', hour, minute };
      const weekday = int(dow, 6);
      if (weekday !== null) return { kind: 'week', weekday, hour, minute };
    }
  }
  return { kind: 'custom', crontab: crontab.trim() };
}

/** The crontab of a picked schedule. */
export function toCrontab(s: Schedule): string {
  if (s.kind === 'custom') return s.crontab.trim();
  if (s.kind === 'day') return `${s.minute} ${s.hour} * * *`;
  return `${s.minute} ${s.hour} * * ${s.weekday}`;
}

// One field of a crontab: *, a number, a range, a list, each with an optional step; names for
// months and weekdays as cron accepts them.
const FIELD = /^(\*|[0-9a-z]+(-[0-9a-z]+)?)(\/\d+)?(,(\*|[0-9a-z]+(-[0-9a-z]+)?)(\/\d+)?)*$/i;
const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

/** Why a crontab is not one (null when it is): five fields, each in its range. */
export function crontabError(crontab: string): string | null {
  const parts = crontab.trim().split(/\s+/).filter(Boolean);
  if (parts.length !== 5) return 'A crontab has five fields: minute, hour, day of month, month, day of week';
  for (const [i, part] of parts.entries()) {
    if (!FIELD.test(part)) return `Invalid crontab field: ${part}`;
    const [lo, hi] = RANGES[i]!;
    for (const n of part.match(/\d+/g) ?? []) {
      // Steps ("/15") are not values of the field.
      if (part.includes(`/${n}`)) continue;
      if (Number(n) < lo || Number(n) > hi) return `Invalid crontab field: ${part}`;
    }
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A picked schedule in words, as the dialogs show it beside the picker. */
export function describeSchedule(s: Schedule): string {
  if (s.kind === 'day') return `Every day at ${pad(s.hour)}:${pad(s.minute)}`;
  if (s.kind === 'week') return `Every ${WEEKDAYS[s.weekday]} at ${pad(s.hour)}:${pad(s.minute)}`;
  return s.crontab;
}
