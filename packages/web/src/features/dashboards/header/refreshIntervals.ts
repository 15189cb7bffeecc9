/** Superset's auto-refresh choices (DASHBOARD_AUTO_REFRESH_INTERVALS): seconds and label. */
export const REFRESH_INTERVALS: readonly (readonly [number, string])[] = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];

/** The label of a frequency; one that is not a choice (set in the JSON metadata) reads as seconds. */
export function refreshIntervalLabel(seconds: number): string {
  const choice = REFRESH_INTERVALS.find(([s]) => s === seconds);
  if (choice) return choice[1];
  return `${seconds} seconds`;
}
