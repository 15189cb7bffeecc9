/** What transformProps read first from their input: the typed form data, the first result, the metric. */
import { getColumnLabel, getMetricLabel, type CurrencyFormat, type QueryMetric } from '@meridian/core';
import { getMetricFormatter, type ChartDatasource } from '../sdk/datasource.js';
import { parseFormDataWith, type FormData, type FormDataSchema } from '../sdk/formDataSchema.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import type { ChartDataResult } from './chartData.js';
import { columnsOf } from './formData.js';

/** The first result of a chart-data answer, or an empty one. */
export const firstResult = (queriesData: readonly ChartDataResult[]): ChartDataResult =>
  queriesData[0] ?? { colnames: [], data: [] };

/** The input's form data read through the chart's schema, and its first result. */
export function readChartInput<FD extends FormData>(
  input: ChartTransformInput,
  schema: FormDataSchema<FD>,
): { formData: FD; result: ChartDataResult } {
  return { formData: parseFormDataWith(schema, input.formData), result: firstResult(input.queriesData) };
}

/** The metric's label; without a metric, the first result column that is not one of the dimensions. */
export const metricColumnLabel = (
  metric: QueryMetric | undefined,
  result: ChartDataResult,
  dimensions: readonly string[],
): string =>
  metric !== undefined
    ? getMetricLabel(metric)
    : (result.colnames.find((c) => !dimensions.includes(c)) ?? '');

/** The form data a chart of one metric over dimensions reads (pie, treemap). */
export interface GroupedMetricFormData {
  groupby?: unknown;
  metric?: QueryMetric;
  number_format?: string | null;
  currency_format?: CurrencyFormat | null;
}

/** One metric over dimensions: the dimension columns and labels, the metric's result column and its format. */
export function readGroupedMetric(
  formData: GroupedMetricFormData,
  result: ChartDataResult,
  datasource: ChartDatasource | undefined,
) {
  const groupby = columnsOf(formData.groupby);
  const labels = groupby.map(getColumnLabel);
  const metricLabel = metricColumnLabel(formData.metric, result, labels);
  const format = getMetricFormatter(
    datasource,
    metricLabel,
    formData.number_format,
    formData.currency_format,
  );
  return { groupby, labels, metricLabel, format };
}
