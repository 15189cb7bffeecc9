/**
 * "5 minutes ago": how long ago an ISO time was, as Superset words `changed_on_delta_humanized`
 * (humanize.naturaltime). The server answers it; pages recompute it as time passes.
 */
export function naturalTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  const units: [number, string][] = [
    [365 * 86400, 'year'],
    [30 * 86400, 'month'],
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  if (seconds < 1) return 'now';
  for (const [size, name] of units) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      return n === 1 ? `a ${name} ago`.replace('a hour', 'an hour') : `${n} ${name}s ago`;
    }
  }
  return 'now';
}
