/**
 * Test builders for chart plugins: transformProps inputs, and the metrics and x-axis columns the
 * plugins' form data and query objects hold.
 */
import type { ChartTransformInput, FormData } from '../sdk/plugin.js';

export interface TransformInputOptions {
  width?: number;
  height?: number;
  datasource?: ChartTransformInput['datasource'];
}

/** What transformProps receives: the form data and its results, a 1×1 chart unless a size is given. */
export function transformInput(
  formData: FormData,
  queriesData: ChartTransformInput['queriesData'],
  { width = 1, height = 1, datasource }: TransformInputOptions = {},
): ChartTransformInput {
  return { formData, queriesData, width, height, ...(datasource ? { datasource } : {}) };
}

/** An adhoc SUM metric of a column, as explore saves it. */
export const sumMetric = (column: string, label: string) => ({
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: column },
  label,
});

/** The x-axis column buildQuery writes: a SQL reference to the column, on its time grain when given. */
export const baseAxisColumn = (column: string, timeGrain?: string) => ({
  ...(timeGrain ? { timeGrain } : {}),
  columnType: 'BASE_AXIS',
  sqlExpression: column,
  label: column,
  expressionType: 'SQL',
  isColumnReference: true,
});

/** A chart's form data on the test dataset 1__table. */
export const formDataOf = (vizType: string, fields: Record<string, unknown>): FormData => ({
  viz_type: vizType,
  datasource: '1__table',
  ...fields,
});
