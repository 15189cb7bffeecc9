/**
 * When each chart refreshes on a timed (auto) refresh: charts in timed_refresh_immune_slices are left
 * out, and with stagger_refresh the rest spread evenly over max(20% of the period, stagger_time),
 * never less than 5000 ms (spec §9), instead of all hitting the server at once.
 */
import { MIN_STAGGER_TIME } from './metadata';

export interface RefreshScheduleInput {
  chartIds: readonly number[];
  periodSeconds: number;
  staggerRefresh: boolean;
  staggerTime: number;
  immune: readonly number[];
}

export function timedRefreshSchedule(input: RefreshScheduleInput): { chartId: number; delayMs: number }[] {
  const immune = new Set(input.immune);
  const charts = [...new Set(input.chartIds)].filter((id) => !immune.has(id));
  if (!input.staggerRefresh || charts.length < 2) return charts.map((chartId) => ({ chartId, delayMs: 0 }));
  const spread = Math.max(input.periodSeconds * 1000 * 0.2, input.staggerTime, MIN_STAGGER_TIME);
  const step = spread / (charts.length - 1);
  return charts.map((chartId, i) => ({ chartId, delayMs: Math.round(step * i) }));
}
