import type { AdhocColumn, AdhocMetric, QueryColumn, QueryMetric } from './schema.js';

/** The result-column name Superset gives a column: its name, or an adhoc column's label (else its SQL). */
export function getColumnLabel(column: QueryColumn): string {
  if (typeof column === 'string') return column;
  return column.label || column.sqlExpression;
}

/** The result-column name of a metric: a saved metric's name, an adhoc metric's label, else
 * "AGGREGATE(column)" for SIMPLE metrics and the SQL text for SQL metrics (as Superset names them). */
export function getMetricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE')
    return `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
  return metric.sqlExpression ?? '';
}

export const isAdhocColumn = (column: unknown): column is AdhocColumn =>
  typeof column === 'object' && column !== null && typeof (column as AdhocColumn).sqlExpression === 'string';

export const isAdhocMetric = (metric: unknown): metric is AdhocMetric =>
  typeof metric === 'object' &&
  metric !== null &&
  ((metric as AdhocMetric).expressionType === 'SIMPLE' || (metric as AdhocMetric).expressionType === 'SQL');

/** The x-axis column of a query: an adhoc column marked BASE_AXIS. */
export const isBaseAxis = (column: QueryColumn): boolean =>
  typeof column !== 'string' && column.columnType === 'BASE_AXIS';
