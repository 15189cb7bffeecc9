import { z } from 'zod';
import { percentileOfSorted, variance } from './aggregators.js';
import { cumulate } from './cum.js';
import { InvalidPostProcessingError } from './errors.js';
import { takeRows, type Cell, type Frame } from './frame.js';
import { parseOptions } from './options.js';
import { transformColumns } from './transform.js';
import { numberCell, toNumber } from './values.js';

/** pandas rolling methods Superset allows, plus "cumsum" (a running total; the window is not used). */
export const ROLLING_TYPES = [
  'count',
  'kurt',
  'max',
  'mean',
  'median',
  'min',
  'quantile',
  'skew',
  'std',
  'sum',
  'var',
  'cumsum',
] as const;
export type RollingType = (typeof ROLLING_TYPES)[number];

/** Superset's documented upper bound for `window`. */
export const MAX_ROLLING_WINDOW = 10_000;

export const RollingOptionsSchema = z.looseObject({
  rolling_type: z.string(),
  /** Source column → target column; the same name replaces the column. */
  columns: z.record(z.string(), z.string()).nullish(),
  window: z.number().int().nullish(),
  rolling_type_options: z.record(z.string(), z.unknown()).nullish(),
  center: z.boolean().nullish(),
  win_type: z.string().nullish(),
  min_periods: z.number().int().min(0).nullish(),
});
export type RollingOptions = z.input<typeof RollingOptionsSchema>;

/** Options each rolling type accepts in `rolling_type_options`. */
const TYPE_OPTIONS: Partial<Record<RollingType, readonly string[]>> = {
  quantile: ['quantile', 'interpolation'],
  std: ['ddof'],
  var: ['ddof'],
};

function moments(xs: readonly number[]) {
  const n = xs.length;
  const m = xs.reduce((a, b) => a + b, 0) / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (const x of xs) {
    const d = x - m;
    m2 += d * d;
    m3 += d * d * d;
    m4 += d * d * d * d;
  }
  return { n, m2: m2 / n, m3: m3 / n, m4: m4 / n };
}

/** Bias-corrected sample skewness and excess kurtosis, as pandas computes them. */
function skew(xs: readonly number[]): number | null {
  const { n, m2, m3 } = moments(xs);
  if (n < 3 || m2 === 0) return n < 3 ? null : 0;
  return (Math.sqrt(n * (n - 1)) / (n - 2)) * (m3 / m2 ** 1.5);
}

function kurt(xs: readonly number[]): number | null {
  const { n, m2, m4 } = moments(xs);
  if (n < 4) return null;
  if (m2 === 0) return 0;
  return ((n - 1) / ((n - 2) * (n - 3))) * ((n + 1) * (m4 / (m2 * m2)) - 3 * (n - 1));
}

function windowStat(
  type: RollingType,
  xs: number[],
  options: Readonly<Record<string, unknown>>,
): number | null {
  switch (type) {
    case 'count':
      return xs.length;
    case 'sum':
      return xs.reduce((a, b) => a + b, 0);
    case 'mean':
      return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
    case 'min':
      return xs.length ? xs.reduce((a, b) => (b < a ? b : a)) : null;
    case 'max':
      return xs.length ? xs.reduce((a, b) => (b > a ? b : a)) : null;
    case 'median':
      return percentileOfSorted(
        xs.sort((a, b) => a - b),
        50,
      );
    case 'quantile':
      return percentileOfSorted(
        xs.sort((a, b) => a - b),
        Number(options['quantile']) * 100,
      );
    case 'std':
    case 'var': {
      const v = variance(xs, typeof options['ddof'] === 'number' ? options['ddof'] : 1);
      return v === null ? null : type === 'std' ? Math.sqrt(v) : v;
    }
    case 'skew':
      return skew(xs);
    case 'kurt':
      return kurt(xs);
    case 'cumsum':
      return null; // handled before windows are built
  }
}

/**
 * A rolling window over the selected columns (pandas `DataFrame.rolling`): each cell aggregates the last
 * `window` rows (centred with `center`), or is missing when fewer than `min_periods` (default: `window`)
 * values are present. As in Superset, the first `min_periods - 1` rows are dropped afterwards.
 */
export function rolling(frame: Frame, options: RollingOptions): Frame {
  const o = parseOptions('rolling', RollingOptionsSchema, options);
  if (!(ROLLING_TYPES as readonly string[]).includes(o.rolling_type)) {
    throw new InvalidPostProcessingError(`Invalid rolling_type: ${o.rolling_type}`, 'rolling');
  }
  const type = o.rolling_type as RollingType;
  const typeOptions = o.rolling_type_options ?? {};
  const allowed = TYPE_OPTIONS[type] ?? [];
  const invalid = type === 'quantile' && typeof typeOptions['quantile'] !== 'number';
  if (invalid || Object.keys(typeOptions).some((key) => !allowed.includes(key))) {
    throw new InvalidPostProcessingError(
      `Invalid options for ${type}: ${JSON.stringify(typeOptions)}`,
      'rolling',
    );
  }
  if (o.win_type) throw new InvalidPostProcessingError(`Unsupported win_type: ${o.win_type}`, 'rolling');
  const window = o.window;
  if (type !== 'cumsum') {
    if (window === null || window === undefined) {
      throw new InvalidPostProcessingError('Undefined window for rolling operation', 'rolling');
    }
    if (window <= 0) throw new InvalidPostProcessingError('Window must be > 0', 'rolling');
    if (window > MAX_ROLLING_WINDOW) {
      throw new InvalidPostProcessingError(`Window must not exceed ${MAX_ROLLING_WINDOW}`, 'rolling');
    }
  }
  const size = window ?? 1;
  const minPeriods = o.min_periods ?? size;
  const lead = o.center ? Math.floor((size - 1) / 2) : 0;

  const compute = (values: readonly Cell[]): Cell[] => {
    if (type === 'cumsum') return cumulate(values, 'sum');
    const nums = values.map(toNumber);
    return nums.map((_, i) => {
      const end = Math.min(i + lead, nums.length - 1);
      const start = Math.max(i + lead - size + 1, 0);
      const xs: number[] = [];
      for (let j = start; j <= end; j++) {
        const x = nums[j];
        if (x !== null && x !== undefined) xs.push(x);
      }
      return xs.length < minPeriods ? null : numberCell(windowStat(type, xs, typeOptions));
    });
  };
  const result = transformColumns('rolling', frame, o.columns ?? {}, compute);
  const trim = o.min_periods ? o.min_periods - 1 : 0;
  return trim > 0
    ? takeRows(
        result,
        [...Array(Math.max(result.length - trim, 0)).keys()].map((i) => i + trim),
      )
    : result;
}
