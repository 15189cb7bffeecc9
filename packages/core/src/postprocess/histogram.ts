import { z } from 'zod';
import { InvalidPostProcessingError } from './errors.js';
import type { Cell, Frame, FrameColumn } from './frame.js';
import { columnValues, groupRows } from './group.js';
import { parseOptions, requireColumns } from './options.js';
import { coerceNumber, isMissing, pythonFloat } from './values.js';

/** Superset's cap on histogram bins (numpy allocates one edge per bin). */
export const MAX_HISTOGRAM_BINS = 1000;

export const HistogramOptionsSchema = z.looseObject({
  column: z.string(),
  groupby: z.array(z.string()).nullish(),
  bins: z.number().nullish(),
  cumulative: z.boolean().nullish(),
  normalize: z.boolean().nullish(),
});
export type HistogramOptions = z.input<typeof HistogramOptionsSchema>;

/** numpy.histogram_bin_edges(values, bins): equal-width edges over [min, max] (±0.5 when all equal). */
export function binEdges(values: readonly number[], bins: number): number[] {
  let lo = values.reduce((a, b) => (b < a ? b : a));
  let hi = values.reduce((a, b) => (b > a ? b : a));
  if (lo === hi) {
    lo -= 0.5;
    hi += 0.5;
  }
  const step = (hi - lo) / bins;
  return [...Array(bins + 1).keys()].map((i) => (i === bins ? hi : lo + i * step));
}

/** numpy.histogram counts: bins are [a, b) except the last, which is [a, b]. */
export function binCounts(values: readonly number[], edges: readonly number[]): number[] {
  const bins = edges.length - 1;
  const counts = new Array<number>(bins).fill(0);
  const lo = edges[0] ?? 0;
  const hi = edges[bins] ?? 0;
  for (const x of values) {
    if (x < lo || x > hi) continue;
    let i = Math.min(Math.floor(((x - lo) / (hi - lo)) * bins), bins - 1);
    if (x < (edges[i] ?? lo)) i--;
    else if (i < bins - 1 && x >= (edges[i + 1] ?? hi)) i++;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/**
 * A histogram of `column`: one column per bin, named "<start> - <end>" with Python's float formatting,
 * holding counts (running totals with `cumulative`, shares of the grand total with `normalize`);
 * one row overall, or one per `groupby` group (the group columns first).
 */
export function histogram(frame: Frame, options: HistogramOptions): Frame {
  const o = parseOptions('histogram', HistogramOptionsSchema, options);
  const bins = o.bins ?? 5;
  if (!Number.isInteger(bins) || bins < 1 || bins > MAX_HISTOGRAM_BINS) {
    throw new InvalidPostProcessingError(
      `\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`,
      'histogram',
    );
  }
  const groupby = o.groupby ?? [];
  requireColumns('histogram', frame, [o.column, ...groupby]);
  const raw = columnValues(frame, o.column);
  const present = [...raw.keys()].filter((r) => !isMissing(raw[r]));
  if (!present.length) return frame;
  const numbers = raw.map(coerceNumber);
  if (present.some((r) => numbers[r] === null)) {
    throw new InvalidPostProcessingError(`Column '${o.column}' contains non-numeric values`, 'histogram');
  }
  const valuesOf = (rows: readonly number[]) => rows.map((r) => numbers[r] ?? 0);
  const edges = binEdges(valuesOf(present), bins);
  const names = edges
    .slice(0, -1)
    .map((edge, i) => `${pythonFloat(edge)} - ${pythonFloat(edges[i + 1] ?? edge)}`);
  const counted = (rows: readonly number[]) => {
    const counts = binCounts(valuesOf(rows), edges);
    if (o.cumulative)
      for (let i = 1; i < counts.length; i++) counts[i] = (counts[i] ?? 0) + (counts[i - 1] ?? 0);
    return counts;
  };

  const presentSet = new Set(present);
  const groups = groupby.length
    ? groupRows(
        groupby.map((name) => columnValues(frame, name)),
        frame.length,
      ).map((g) => ({ keys: g.keys, rows: g.rows.filter((r) => presentSet.has(r)) }))
    : [{ keys: [] as readonly Cell[], rows: present }];
  const table = groups.map((g) => counted(g.rows));
  const total = table.flat().reduce((a, b) => a + b, 0);
  const cell = (n: number): number => (o.normalize ? n / total : n);
  const columns: FrameColumn[] = [
    ...groupby.map((key, i) => ({ key, values: groups.map((g) => g.keys[i] ?? null) })),
    ...names.map((key, b) => ({ key, values: table.map((counts) => cell(counts[b] ?? 0)) })),
  ];
  return { length: groups.length, index: [], columns };
}
