/** Times of the report pages: the server's UTC timestamps shown in the browser's time zone. */

/** A timestamp without a zone is UTC (as Superset's API writes them). */
export function parseUtc(value: string): Date {
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
}

/** "2026-11-27 22:47:38 +01:00"-like local time with its offset (Superset's DATETIME_WITH_TIME_ZONE). */
export function formatLocal(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseUtc(value);
  if (Number.isNaN(d.getTime())) return value;
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())} ` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** The time between start and end as "HH:mm:ss.SSS" (the log's Duration); empty while unfinished. */
export function formatDuration(start: string | null | undefined, end: string | null | undefined): string {
  if (!start || !end) return '';
  const ms = parseUtc(end).getTime() - parseUtc(start).getTime();
  if (!Number.isFinite(ms) || ms < 0) return '';
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** The time zones the schedule offers: the browser's list, UTC first. */
export function timezones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}

/** The browser's own time zone (the default of a new schedule). */
export const browserTimezone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
