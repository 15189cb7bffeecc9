/**
 * The "Advanced analytics" section as post-processing: rolling window or cumulative sum, then time
 * comparison, then resampling — after the pivot and before flatten, in Superset's order.
 */
import { getMetricLabel, type PostProcessingStep, type QueryObject } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { ensureIsArray } from './formData.js';

export const ROLLING_WINDOW_TYPES = ['mean', 'sum', 'std'] as const;

/** Time shifts chosen ("1 year ago", free text too), without blanks. */
export const getTimeOffsets = (formData: FormData): string[] =>
  ensureIsArray(formData.time_compare as string | string[] | undefined).filter(
    (offset): offset is string => typeof offset === 'string' && offset.trim() !== '',
  );

/** A comparison is on when a calculation type and at least one time shift are chosen and there are metrics. */
export function isTimeComparison(formData: FormData, query: QueryObject): boolean {
  const type = formData.comparison_type;
  return (
    typeof type === 'string' &&
    ['values', 'difference', 'percentage', 'ratio'].includes(type) &&
    getTimeOffsets(formData).length > 0 &&
    (query.metrics ?? []).length > 0
  );
}

/** Compared column → source column, e.g. "SUM(x)__1 year ago" → "SUM(x)". */
export function getMetricOffsetsMap(formData: FormData, query: QueryObject): Map<string, string> {
  const map = new Map<string, string>();
  for (const offset of getTimeOffsets(formData)) {
    for (const metric of query.metrics ?? []) {
      const label = getMetricLabel(metric);
      map.set(`${label}__${offset}`, label);
    }
  }
  return map;
}

const intOr = (value: unknown, fallback: number) => {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isInteger(n) ? fallback : n;
};

/** Rolling mean/sum/std over `rolling_periods` rows, or a cumulative sum (rolling_type cumsum). */
export function rollingWindowOperator(
  formData: FormData,
  query: QueryObject,
): PostProcessingStep | undefined {
  const type = formData.rolling_type;
  let columns: [string, string][];
  if (isTimeComparison(formData, query)) {
    const map = getMetricOffsetsMap(formData, query);
    columns = [
      ...[...map.values()].map((m) => [m, m] as [string, string]),
      ...[...map.keys()].map((c) => [c, c] as [string, string]),
    ];
    columns = columns.filter(([a], i) => columns.findIndex(([b]) => b === a) === i);
  } else {
    columns = (query.metrics ?? []).map((m) => [getMetricLabel(m), getMetricLabel(m)]);
  }
  if (type === 'cumsum')
    return { operation: 'cum', options: { operator: 'sum', columns: Object.fromEntries(columns) } };
  if (typeof type === 'string' && (ROLLING_WINDOW_TYPES as readonly string[]).includes(type)) {
    return {
      operation: 'rolling',
      options: {
        rolling_type: type,
        window: intOr(formData.rolling_periods, 1),
        min_periods: intOr(formData.min_periods, 0),
        columns: Object.fromEntries(columns),
      },
    };
  }
  return undefined;
}

/** Difference, percentage change or ratio against the shifted series (values needs no step). */
export function timeCompareOperator(formData: FormData, query: QueryObject): PostProcessingStep | undefined {
  const type = formData.comparison_type;
  if (!isTimeComparison(formData, query) || type === 'values') return undefined;
  const map = getMetricOffsetsMap(formData, query);
  return {
    operation: 'compare',
    options: {
      source_columns: [...map.values()],
      compare_columns: [...map.keys()],
      compare_type: type,
      drop_original_columns: true,
    },
  };
}

/** Regular x values: rule (1T, 1H, 1D, 7D, 1M, 1AS) and fill method; "zerofill" fills with 0. */
export function resampleOperator(formData: FormData): PostProcessingStep | undefined {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : formData.resample_method;
  const rule = formData.resample_rule;
  if (typeof method !== 'string' || !method || typeof rule !== 'string' || !rule) return undefined;
  return { operation: 'resample', options: { method, rule, fill_value: zeroFill ? 0 : null } };
}

/** The advanced-analytics steps in Superset's order: rolling (or cum), compare, resample. */
export function buildAdvancedAnalytics(formData: FormData, query: QueryObject): PostProcessingStep[] {
  return [
    rollingWindowOperator(formData, query),
    timeCompareOperator(formData, query),
    resampleOperator(formData),
  ].filter((step): step is PostProcessingStep => step !== undefined);
}

/** The y-axis format a chart shows: percentages for "percentage change" comparisons (spec §5). */
export function effectiveYAxisFormat(formData: FormData, key = 'y_axis_format'): string | undefined {
  if (formData.comparison_type === 'percentage' && getTimeOffsets(formData).length > 0) return '.1%';
  const format = formData[key];
  return typeof format === 'string' && format ? format : undefined;
}
