/**
 * The time x axis. ECharts spreads the ticks of a time axis over the data's extent; with a single
 * time point the extent is empty, so it invents one around the point and labels several ticks, all
 * formatted as the same date (or as odd hours). A single point instead gets a day either side and
 * one tick, labelled with its own time, under it.
 */

/** The room either side of a single time point. */
export const SINGLE_POINT_PADDING_MS = 24 * 60 * 60 * 1000;

/** The one time the x values hold, or null when they hold none or several. */
export function singleTime(xValues: readonly unknown[]): number | null {
  let only: number | null = null;
  for (const x of xValues) {
    if (typeof x !== 'number' || !Number.isFinite(x)) continue;
    if (only === null) only = x;
    else if (x !== only) return null;
  }
  return only;
}

/** The options of a time x axis over these values, labels written by `format`. */
export function timeAxisOptions(
  xValues: readonly unknown[],
  format: (ms: number) => string,
): Record<string, unknown> {
  const axisLabel = { formatter: (v: number) => format(v), hideOverlap: true };
  const only = singleTime(xValues);
  if (only === null) return { axisLabel };
  return {
    min: only - SINGLE_POINT_PADDING_MS,
    max: only + SINGLE_POINT_PADDING_MS,
    axisLabel: { ...axisLabel, customValues: [only] },
    axisTick: { customValues: [only] },
  };
}
