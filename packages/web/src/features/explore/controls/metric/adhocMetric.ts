/**
 * Adhoc metrics as explore builds them: Simple (column + aggregate), Custom SQL, or a saved metric
 * of the dataset (kept as its name). Labels follow Superset: "SUM(sales)" unless the user named it.
 */
import {
  ADHOC_METRIC_AGGREGATES,
  getMetricLabel,
  isNumericColumn,
  type AdhocMetric,
  type QueryMetric,
} from '@meridian/core';
import type { DatasetColumn, DatasetMetric } from '../../../../api/explore';
import { newOptionName } from '../../../../components/controls/optionName';

export type MetricAggregate = (typeof ADHOC_METRIC_AGGREGATES)[number];
export const AGGREGATES: readonly MetricAggregate[] = ADHOC_METRIC_AGGREGATES;

export { newOptionName };

/** Numbers are summed by default; other columns are counted. */
export const defaultAggregate = (column: Pick<DatasetColumn, 'type_generic' | 'type'>): MetricAggregate =>
  isNumericColumn(column) ? 'SUM' : 'COUNT_DISTINCT';

const simpleLabel = (aggregate: string, column: string) => `${aggregate}(${column})`;

export function simpleMetric(
  column: Pick<DatasetColumn, 'column_name' | 'type'>,
  aggregate: MetricAggregate,
  label?: string,
): AdhocMetric {
  return {
    expressionType: 'SIMPLE',
    column: { column_name: column.column_name, type: column.type ?? null },
    aggregate,
    sqlExpression: null,
    label: label || simpleLabel(aggregate, column.column_name),
    hasCustomLabel: Boolean(label),
    optionName: newOptionName(),
  };
}

export function sqlMetric(sqlExpression: string, label?: string): AdhocMetric {
  return {
    expressionType: 'SQL',
    sqlExpression,
    column: null,
    aggregate: null,
    label: label || sqlExpression,
    hasCustomLabel: Boolean(label),
    optionName: newOptionName(),
  };
}

export const metricLabel = (metric: QueryMetric): string => getMetricLabel(metric);

/** The shown name: a saved metric's verbose name, else the label. */
export function metricDisplayName(metric: QueryMetric, saved: readonly DatasetMetric[]): string {
  if (typeof metric === 'string') {
    const m = saved.find((s) => s.metric_name === metric);
    return m?.verbose_name || metric;
  }
  return getMetricLabel(metric);
}

export function isValidMetric(metric: QueryMetric | null | undefined): boolean {
  if (metric === null || metric === undefined) return false;
  if (typeof metric === 'string') return metric.trim() !== '';
  if (metric.expressionType === 'SIMPLE') return Boolean(metric.column?.column_name && metric.aggregate);
  return Boolean(metric.sqlExpression?.trim());
}

/** A stable React key for a metric in a list. */
export const metricKey = (metric: QueryMetric, index: number): string =>
  typeof metric === 'string'
    ? `saved:${metric}`
    : (metric.optionName ?? `${index}:${getMetricLabel(metric)}`);

/** The label after an edit: kept if the user named the metric, else derived again. */
export function relabel(metric: AdhocMetric): AdhocMetric {
  if (metric.hasCustomLabel && metric.label) return metric;
  if (metric.expressionType === 'SIMPLE' && metric.column && metric.aggregate)
    return { ...metric, label: simpleLabel(metric.aggregate, metric.column.column_name) };
  if (metric.expressionType === 'SQL') return { ...metric, label: metric.sqlExpression ?? '' };
  return metric;
}
