import { z } from 'zod';
import { aggregateValues } from './aggregators.js';
import { InvalidPostProcessingError } from './errors.js';
import { columnPositions, type Cell, type Frame, type FrameColumn } from './frame.js';
import { parseOptions } from './options.js';
import { parseResampleRule, type ResampleRule } from './resampleRule.js';
import { fromEpochMs, isMissing, isNumericColumn, toEpochMs } from './values.js';

export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;
export type ResampleMethod = (typeof RESAMPLE_METHODS)[number];
/** The spec's resample rules (§9); any pandas-style rule parseResampleRule reads also works. */
export const RESAMPLE_RULES = ['1T', '1H', '1D', '7D', '1M', '1AS'] as const;
/** Guard against rules that would explode the row count (e.g. "1S" over ten years). */
export const MAX_RESAMPLE_ROWS = 1_000_000;

export const ResampleOptionsSchema = z.looseObject({
  rule: z.string(),
  method: z.string(),
  fill_value: z.number().nullish(),
  /** Query time range; with asfreq and fill_value, empty bins cover the whole range. */
  time_range_start: z.union([z.string(), z.number(), z.date()]).nullish(),
  time_range_end: z.union([z.string(), z.number(), z.date()]).nullish(),
  /** Older form: the time column when the frame has no index. */
  time_column: z.string().nullish(),
});
export type ResampleOptions = z.input<typeof ResampleOptionsSchema>;

/** Index of the last label ≤ t (or, for right-closed bins, the first label ≥ t). */
function binOf(labels: readonly number[], t: number, closedRight: boolean): number {
  let lo = 0;
  let hi = labels.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const label = labels[mid] ?? 0;
    if (closedRight ? label >= t : label <= t) {
      found = mid;
      if (closedRight) hi = mid - 1;
      else lo = mid + 1;
    } else if (closedRight) lo = mid + 1;
    else hi = mid - 1;
  }
  return found;
}

function labelGrid(rule: ResampleRule, from: number, to: number, origin?: number): number[] {
  const labels: number[] = [];
  for (
    let label = rule.bucket(from, origin);
    rule.closedRight ? true : label <= to;
    label = rule.next(label)
  ) {
    labels.push(label);
    if (labels.length > MAX_RESAMPLE_ROWS) {
      throw new InvalidPostProcessingError(
        `Resample rule ${rule.text} would produce too many rows`,
        'resample',
      );
    }
    if (rule.closedRight && label >= to) break;
  }
  return labels;
}

function fillDown(values: Cell[], reverse: boolean): Cell[] {
  const out = [...values];
  let last: Cell = null;
  for (let k = 0; k < out.length; k++) {
    const i = reverse ? out.length - 1 - k : k;
    if (isMissing(out[i])) out[i] = last;
    else last = out[i] ?? null;
  }
  return out;
}

/** pandas' interpolate(): linear between present values by position, the last value carried to the end. */
function interpolate(values: Cell[]): Cell[] {
  const out = [...values];
  let prev = -1;
  for (let i = 0; i < out.length; i++) {
    const v = out[i];
    if (typeof v !== 'number') continue;
    const a = prev >= 0 ? out[prev] : undefined;
    if (typeof a === 'number') {
      for (let k = prev + 1; k < i; k++) out[k] = a + ((v - a) * (k - prev)) / (i - prev);
    }
    prev = i;
  }
  const last = prev >= 0 ? out[prev] : null;
  for (let k = prev + 1; prev >= 0 && k < out.length; k++) out[k] = last ?? null;
  return out;
}

/**
 * The bin labels: a grid from the first to the last time; asfreq with a fill value and a time range
 * (Superset's zero-filling) starts the grid at the range's start and adds the labels up to its end.
 */
function labelsOf(
  rule: ResampleRule,
  firstT: number,
  lastT: number,
  rangeStart: number | null,
  rangeEnd: number | null,
): number[] {
  let labels = labelGrid(rule, firstT, lastT, rangeStart !== null ? rangeStart : undefined);
  if (rangeStart !== null && rangeEnd !== null) {
    let label = rule.bucket(rangeStart, rangeStart);
    if (label < rangeStart) label = rule.next(label);
    const extra: number[] = [];
    for (; label < rangeEnd; label = rule.next(label)) {
      extra.push(label);
      if (extra.length > MAX_RESAMPLE_ROWS) {
        throw new InvalidPostProcessingError(
          `Resample rule ${rule.text} would produce too many rows`,
          'resample',
        );
      }
    }
    labels = [...new Set([...labels, ...extra])].sort((a, b) => a - b);
  }

  return labels;
}

/** The row each label takes its values from (ffill: nearest earlier, bfill: nearest later, else exact). */
function pickedRows(method: ResampleMethod, labels: number[], rows: { t: number; r: number }[]) {
  const exact = new Map(rows.map(({ t, r }) => [t, r]));
  // Labels and rows are both sorted, so the nearest earlier / later row is found with one moving pointer.
  const pick: (number | undefined)[] = [];
  let j = 0;
  for (const label of labels) {
    if (method === 'ffill') {
      while (j < rows.length && (rows[j]?.t ?? Infinity) <= label) j++;
      pick.push(j > 0 ? rows[j - 1]?.r : undefined);
    } else if (method === 'bfill') {
      while (j < rows.length && (rows[j]?.t ?? Infinity) < label) j++;
      pick.push(rows[j]?.r);
    } else {
      pick.push(exact.get(label));
    }
  }

  return pick;
}

/**
 * Resamples a frame indexed by time (after a pivot) to a regular rule: asfreq keeps values that fall
 * on a label (missing elsewhere, or `fill_value`), ffill/bfill take the nearest earlier/later row,
 * linear interpolates, and mean/median/sum aggregate each bin.
 */
export function resample(frame: Frame, options: ResampleOptions): Frame {
  const o = parseOptions('resample', ResampleOptionsSchema, options);
  if (!(RESAMPLE_METHODS as readonly string[]).includes(o.method)) {
    throw new InvalidPostProcessingError(
      `Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`,
      'resample',
    );
  }
  const method = o.method as ResampleMethod;
  const rule = parseResampleRule(o.rule);
  if (!rule) throw new InvalidPostProcessingError(`Invalid resample rule: ${o.rule}`, 'resample');

  let source = frame;
  if (!frame.index.length && o.time_column && columnPositions(frame, o.time_column).length) {
    const [position] = columnPositions(frame, o.time_column);
    const column = frame.columns[position ?? 0] as FrameColumn;
    source = {
      ...frame,
      index: [{ name: o.time_column, values: column.values }],
      columns: frame.columns.filter((_, i) => i !== position),
    };
  }
  const level = source.index.length === 1 ? source.index[0] : undefined;
  const times = level?.values.map(toEpochMs);
  if (!level || !times || times.some((t, i) => t === null && !isMissing(level.values[i]))) {
    throw new InvalidPostProcessingError('Resample operation requires DatetimeIndex', 'resample');
  }
  const rows = times.map((t, r) => ({ t, r })).filter((e): e is { t: number; r: number } => e.t !== null);
  rows.sort((a, b) => a.t - b.t);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return source === frame ? frame : flattenTimeColumn(source, frame);

  const fill = o.fill_value ?? null;
  const rangeStart =
    o.time_range_start === null || o.time_range_start === undefined ? null : toEpochMs(o.time_range_start);
  const rangeEnd =
    o.time_range_end === null || o.time_range_end === undefined ? null : toEpochMs(o.time_range_end);
  const zeroFill = method === 'asfreq' && fill !== null;
  const labels = labelsOf(rule, first.t, last.t, zeroFill ? rangeStart : null, zeroFill ? rangeEnd : null);

  const bins: number[][] = labels.map(() => []);
  for (const { t, r } of rows) bins[binOf(labels, t, rule.closedRight)]?.push(r);
  const pick = pickedRows(method, labels, rows);

  const columns = source.columns.map((column): FrameColumn => {
    let values: Cell[];
    if (method === 'mean' || method === 'median' || method === 'sum') {
      const numeric = isNumericColumn(column.values);
      values = bins.map((bin) =>
        numeric
          ? aggregateValues(
              method,
              bin.map((r) => column.values[r] ?? null),
            )
          : null,
      );
    } else {
      values = pick.map((r) => (r === undefined ? null : (column.values[r] ?? null)));
      if (method === 'ffill' || method === 'bfill') values = fillDown(values, method === 'bfill');
      if (method === 'linear') values = interpolate(values);
      if (fill !== null) values = values.map((v) => (isMissing(v) ? fill : v));
    }
    return { key: column.key, values };
  });
  const like = level.values[first.r];
  const result: Frame = {
    ...source,
    length: labels.length,
    index: [{ name: level.name, values: labels.map((ms) => fromEpochMs(ms, like)) }],
    columns,
  };
  return source === frame ? result : flattenTimeColumn(result, frame);
}

/** Puts a `time_column` that was lifted into the index back where the caller expects it (first column). */
const flattenTimeColumn = (result: Frame, original: Frame): Frame => ({
  ...result,
  index: original.index,
  columns: [...result.index.map((l) => ({ key: l.name, values: l.values })), ...result.columns],
});
