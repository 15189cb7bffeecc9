/** Texts of the chart pills: a query's duration ("00:00:01.23") and how long ago data was cached. */

/** "HH:mm:ss.SS" of a duration in milliseconds, as Superset's Timer shows it. */
export function formatDuration(ms: number): string {
  const t = Math.max(0, ms);
  const h = Math.floor(t / 3_600_000);
  const m = Math.floor((t % 3_600_000) / 60_000);
  const s = Math.floor((t % 60_000) / 1000);
  const cs = Math.floor((t % 1000) / 10);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(h)}:${p(m)}:${p(s)}.${p(cs)}`;
}

/** A UTC timestamp from the server ("2024-01-02T03:04:05" with or without a zone) as epoch ms. */
export function parseUtc(text: string): number {
  const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text}Z`;
  return Date.parse(zoned);
}

const ranges: [limitSeconds: number, one: string, unitSeconds: number, unit: string][] = [
  [45 * 60, 'a minute', 60, 'minutes'],
  [22 * 3600, 'an hour', 3600, 'hours'],
  [26 * 86400, 'a day', 86400, 'days'],
  [320 * 86400, 'a month', 30 * 86400, 'months'],
  [Infinity, 'a year', 365 * 86400, 'years'],
];

/** "a few seconds ago", "3 minutes ago", "an hour ago"… (the thresholds of moment's fromNow). */
export function fromNow(then: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return 'a few seconds ago';
  for (const [limit, one, unitSeconds, unit] of ranges) {
    const n = Math.round(seconds / unitSeconds);
    if (seconds < limit || limit === Infinity) return n <= 1 ? `${one} ago` : `${n} ${unit} ago`;
  }
  return 'a few seconds ago';
}
