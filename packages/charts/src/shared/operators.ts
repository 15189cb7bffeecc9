/**
 * Post-processing steps charts ask the server for (Superset's chart-controls operators), built from
 * form data and the base query object. Each returns undefined when it does not apply.
 */
import {
  getColumnLabel,
  getMetricLabel,
  type PostProcessingStep,
  type QueryColumn,
  type QueryObject,
} from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { getTimeOffsets, isTimeComparison } from './advancedAnalytics.js';
import { ensureIsArray } from './formData.js';

const metricLabels = (query: QueryObject) => (query.metrics ?? []).map(getMetricLabel);

/**
 * Pivot on the x-axis: one row per x value, one column per (metric, series) with the mean of each
 * metric; time-compared metrics ("metric__1 year ago") are pivoted alongside.
 */
export function pivotOperator(
  formData: FormData,
  query: QueryObject,
  xAxis: QueryColumn | undefined,
): PostProcessingStep | undefined {
  const metrics = metricLabels(query);
  if (xAxis === undefined || metrics.length === 0) return undefined;
  const index = [getColumnLabel(xAxis)];
  const offsets = isTimeComparison(formData, query) ? getTimeOffsets(formData) : [];
  const aggregated = [...metrics, ...offsets.flatMap((offset) => metrics.map((m) => `${m}__${offset}`))];
  return {
    operation: 'pivot',
    options: {
      index,
      columns: (query.columns ?? []).map(getColumnLabel).filter((c) => !index.includes(c)),
      aggregates: Object.fromEntries(aggregated.map((m) => [m, { operator: 'mean' }])),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}

/**
 * With one metric and series columns, drop the metric level from column names so series read "boy"
 * instead of "SUM(num), boy" (when truncate_metric is on, as it is by default).
 */
export function renameOperator(
  formData: FormData,
  query: QueryObject,
  xAxis: QueryColumn | undefined,
): PostProcessingStep | undefined {
  const metrics = query.metrics ?? [];
  const series =
    query.series_columns ??
    (query.columns ?? []).filter((c) => xAxis === undefined || getColumnLabel(c) !== getColumnLabel(xAxis));
  const truncate = formData.truncate_metric === undefined ? true : Boolean(formData.truncate_metric);
  const comparison = isTimeComparison(formData, query);
  const derived =
    comparison && ['difference', 'ratio', 'percentage'].includes(String(formData.comparison_type));
  if (metrics.length !== 1 || series.length === 0 || xAxis === undefined || derived || !truncate)
    return undefined;
  const metric = getMetricLabel(metrics[0]!);
  const pairs: [string, string | null][] = [];
  if (comparison) for (const offset of getTimeOffsets(formData)) pairs.push([`${metric}__${offset}`, offset]);
  pairs.push([metric, null]);
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
}

/** Each value as its share of the row (or column) total: contributionMode, or the legacy `contribution` flag. */
export function contributionOperator(
  formData: FormData,
  timeShifts: string[] = [],
): PostProcessingStep | undefined {
  const mode = formData.contributionMode ?? (formData.contribution === true ? 'row' : undefined);
  if (mode !== 'row' && mode !== 'column') return undefined;
  return { operation: 'contribution', options: { orientation: mode, time_shifts: timeShifts } };
}

/** Sorting the x-axis by its own values or by a metric (only without series, as Superset does). */
export function sortOperator(
  formData: FormData,
  query: QueryObject,
  xAxis: QueryColumn | undefined,
): PostProcessingStep | undefined {
  const by = formData.x_axis_sort;
  const ascending = formData.x_axis_sort_asc;
  if (typeof by !== 'string' || typeof ascending !== 'boolean' || ensureIsArray(formData.groupby).length)
    return undefined;
  const xLabel = xAxis === undefined ? undefined : getColumnLabel(xAxis);
  if (by === xLabel) return { operation: 'sort', options: { is_sort_index: true, ascending } };
  if (!metricLabels(query).includes(by)) return undefined;
  return { operation: 'sort', options: { by, ascending } };
}

export const flattenOperator = (): PostProcessingStep => ({ operation: 'flatten' });
