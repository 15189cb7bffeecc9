import { z } from 'zod';
import { percentileOfSorted } from './aggregators.js';
import { InvalidPostProcessingError } from './errors.js';
import type { Cell, Frame, FrameColumn } from './frame.js';
import { columnValues, groupRows } from './group.js';
import { parseOptions, requireColumns } from './options.js';
import { coerceNumber } from './values.js';

export const WHISKER_TYPES = ['tukey', 'min/max', 'percentile'] as const;
/** Statistics boxplot adds per metric, as "<metric>__<statistic>" columns, in this order. */
export const BOXPLOT_STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

export const BoxplotOptionsSchema = z.looseObject({
  groupby: z.array(z.string()).nullish(),
  metrics: z.array(z.string()),
  whisker_type: z.enum(WHISKER_TYPES),
  percentiles: z.array(z.number()).nullish(),
});
export type BoxplotOptions = z.input<typeof BoxplotOptionsSchema>;

/** numpy percentile with method="midpoint" (used for the quartiles). */
function midpoint(sorted: readonly number[], q: number): number | null {
  if (!sorted.length) return null;
  const pos = (q / 100) * (sorted.length - 1);
  return ((sorted[Math.floor(pos)] ?? 0) + (sorted[Math.ceil(pos)] ?? 0)) / 2;
}

function statistics(
  values: readonly number[],
  whisker: (s: number[], q1: number, q3: number) => [number, number],
) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) {
    return { mean: null, median: null, max: null, min: null, q1: null, q3: null, count: 0, outliers: [] };
  }
  const q1 = midpoint(sorted, 25) ?? 0;
  const q3 = midpoint(sorted, 75) ?? 0;
  const [low, high] = whisker(sorted, q1, q3);
  return {
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    median: percentileOfSorted(sorted, 50),
    max: high,
    min: low,
    q1,
    q3,
    count: sorted.length,
    // Superset lists the values above the upper whisker first, then those below the lower one.
    outliers: [...values.filter((x) => x > high), ...values.filter((x) => x < low)],
  };
}

/**
 * Box-plot statistics per group: for each metric, mean, median, whiskers (Tukey: the furthest values
 * within 1.5 × IQR of the quartiles; min/max; or the given percentiles), quartiles (midpoint method),
 * count and the outlying values.
 */
export function boxplot(frame: Frame, options: BoxplotOptions): Frame {
  const o = parseOptions('boxplot', BoxplotOptionsSchema, options);
  const groupby = o.groupby ?? [];
  requireColumns('boxplot', frame, [...groupby, ...o.metrics]);
  let whisker: (s: number[], q1: number, q3: number) => [number, number];
  if (o.whisker_type === 'tukey') {
    whisker = (s, q1, q3) => {
      const reach = 1.5 * (q3 - q1);
      const inside = s.filter((x) => x >= q1 - reach && x <= q3 + reach);
      return [inside[0] ?? q1, inside[inside.length - 1] ?? q3];
    };
  } else if (o.whisker_type === 'percentile') {
    const [low, high] = o.percentiles ?? [];
    if (o.percentiles?.length !== 2 || low === undefined || high === undefined || low >= high) {
      throw new InvalidPostProcessingError(
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
        'boxplot',
      );
    }
    whisker = (s) => [percentileOfSorted(s, low) ?? 0, percentileOfSorted(s, high) ?? 0];
  } else {
    whisker = (s) => [s[0] ?? 0, s[s.length - 1] ?? 0];
  }

  const metrics = o.metrics.map((name) => columnValues(frame, name).map(coerceNumber));
  const groups = groupby.length
    ? groupRows(
        groupby.map((name) => columnValues(frame, name)),
        frame.length,
      )
    : frame.length
      ? [{ keys: [] as Cell[], rows: [...Array(frame.length).keys()] }]
      : [];
  const stats = groups.map((g) =>
    metrics.map((values) =>
      statistics(
        g.rows.map((r) => values[r] ?? null).filter((x): x is number => x !== null),
        whisker,
      ),
    ),
  );
  const columns: FrameColumn[] = groupby.map((key, i) => ({
    key,
    values: groups.map((g) => g.keys[i] ?? null),
  }));
  for (const statistic of BOXPLOT_STATISTICS) {
    o.metrics.forEach((metric, m) => {
      columns.push({ key: `${metric}__${statistic}`, values: stats.map((s) => s[m]?.[statistic] ?? null) });
    });
  }
  return { length: groups.length, index: [], columns };
}
