/**
 * The Gantt x-axis bounds from times of day (Superset's x_axis_time_bounds): the lower bound is that
 * time on the day of the earliest start, the upper one that time on the day of the latest end (UTC).
 * Unset sides leave ECharts to fit the data.
 */
import type { TimeBounds } from './formData.js';

const atTimeOfDay = (dayOf: number, time: string): number => {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const day = new Date(dayOf);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m, s);
};

export function ganttTimeBounds(
  bounds: TimeBounds,
  starts: readonly (number | null)[],
  ends: readonly (number | null)[],
): [number | undefined, number | undefined] {
  const known = (xs: readonly (number | null)[]) => xs.filter((x): x is number => x !== null);
  const s = known(starts);
  const e = known(ends);
  return [
    bounds[0] && s.length ? atTimeOfDay(Math.min(...s), bounds[0]) : undefined,
    bounds[1] && e.length ? atTimeOfDay(Math.max(...e), bounds[1]) : undefined,
  ];
}
