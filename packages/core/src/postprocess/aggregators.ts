import { InvalidPostProcessingError } from './errors.js';
import type { Cell } from './frame.js';
import { compareCells, isMissing, numberCell, toNumber } from './values.js';

/**
 * The numpy functions Superset allows as aggregate operators (pivot, aggregate). As in Superset (where
 * numpy defers to pandas' Series methods), mean/sum/min/max/std/var/prod skip missing values and the
 * nan* variants do too; average/median/percentile return null when a value is missing.
 * std and var are population statistics (ddof 0), like numpy.
 */
export const NUMPY_FUNCTIONS = [
  'average',
  'argmin',
  'argmax',
  'count',
  'count_nonzero',
  'cumsum',
  'cumprod',
  'max',
  'mean',
  'median',
  'nansum',
  'nanmin',
  'nanmax',
  'nanmean',
  'nanmedian',
  'nanpercentile',
  'min',
  'percentile',
  'prod',
  'product',
  'std',
  'sum',
  'var',
] as const;

export type NumpyFunction = (typeof NUMPY_FUNCTIONS)[number];

export const isNumpyFunction = (name: unknown): name is NumpyFunction =>
  typeof name === 'string' && (NUMPY_FUNCTIONS as readonly string[]).includes(name);

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]) => (xs.length ? sum(xs) / xs.length : null);

export function variance(xs: readonly number[], ddof: number): number | null {
  if (xs.length - ddof <= 0) return null;
  const m = sum(xs) / xs.length;
  return xs.reduce((acc, x) => acc + (x - m) ** 2, 0) / (xs.length - ddof);
}

/** numpy's linear-interpolation percentile of ascending `sorted` values; q in [0, 100]. */
export function percentileOfSorted(sorted: readonly number[], q: number): number | null {
  if (!sorted.length) return null;
  const pos = (q / 100) * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] ?? 0;
  const b = sorted[hi] ?? 0;
  return a + (b - a) * (pos - lo);
}

const ascending = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

function extreme(values: readonly Cell[], nums: readonly number[], sign: 1 | -1): Cell {
  const present = values.filter((v) => !isMissing(v));
  if (!present.length) return null;
  if (nums.length === present.length) return nums.reduce((best, x) => ((x - best) * sign > 0 ? x : best));
  return present.reduce((best, v) => (compareCells(v, best) * sign > 0 ? v : best));
}

function quantileOption(options: Readonly<Record<string, unknown>>): number {
  const q = options['q'] ?? options['percentile'];
  if (typeof q !== 'number' || q < 0 || q > 100) {
    throw new InvalidPostProcessingError('percentile needs the option "q", a number between 0 and 100');
  }
  return q;
}

/** Applies a numpy-style aggregate to one group's values. */
export function aggregateValues(
  operator: NumpyFunction,
  values: readonly Cell[],
  options: Readonly<Record<string, unknown>> = {},
): Cell {
  const nums = values.map(toNumber).filter((x): x is number => x !== null);
  const complete = nums.length === values.length;
  switch (operator) {
    case 'sum':
    case 'nansum':
      return sum(nums);
    case 'prod':
    case 'product':
      return nums.reduce((a, b) => a * b, 1);
    case 'mean':
    case 'nanmean':
      return mean(nums);
    case 'average':
      return complete ? mean(nums) : null;
    case 'median':
    case 'nanmedian':
      return operator === 'median' && !complete ? null : percentileOfSorted(ascending(nums), 50);
    case 'percentile':
    case 'nanpercentile':
      return operator === 'percentile' && !complete
        ? null
        : percentileOfSorted(ascending(nums), quantileOption(options));
    case 'min':
    case 'nanmin':
      return extreme(values, nums, -1);
    case 'max':
    case 'nanmax':
      return extreme(values, nums, 1);
    case 'std':
    case 'var': {
      const ddof = typeof options['ddof'] === 'number' ? options['ddof'] : 0;
      const v = variance(nums, ddof);
      return v === null ? null : operator === 'std' ? Math.sqrt(v) : v;
    }
    case 'count':
      return values.filter((v) => !isMissing(v)).length;
    case 'count_nonzero':
      return values.filter((v) => !isMissing(v) && toNumber(v) !== 0).length;
    case 'argmin':
    case 'argmax': {
      if (!complete || !nums.length) return null;
      const sign = operator === 'argmin' ? -1 : 1;
      return nums.reduce((best, x, i) => ((x - (nums[best] ?? x)) * sign > 0 ? i : best), 0);
    }
    case 'cumsum':
    case 'cumprod': {
      let acc = operator === 'cumsum' ? 0 : 1;
      return values.map((v) => {
        const x = toNumber(v);
        if (x === null) return null;
        acc = operator === 'cumsum' ? acc + x : acc * x;
        return numberCell(acc);
      });
    }
  }
}
