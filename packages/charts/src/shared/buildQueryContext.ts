/** Form data → QueryContext: the base query object, the chart's queries, then the x-axis column marked. */
import {
  getColumnLabel,
  type AdhocColumn,
  type QueryColumn,
  type QueryContext,
  type QueryObject,
} from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryObject, type BuildQueryObjectOptions } from './buildQueryObject.js';
import { parseDatasourceKey } from './formData.js';

export interface BuildQueryContextOptions extends BuildQueryObjectOptions {
  /** Turns the base query object into the chart's queries (default: the base object alone). */
  buildQuery?: (base: QueryObject) => QueryObject[];
  /** The x-axis column; it becomes a BASE_AXIS column carrying the time grain. */
  xAxis?: QueryColumn;
}

const sameColumn = (a: QueryColumn, b: QueryColumn) =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.sqlExpression === b.sqlExpression;

/** A dataset column, by name, as a BASE_AXIS adhoc column on the time grain (when given). */
export const baseAxisColumn = (column: string, grain?: string | null): AdhocColumn => ({
  ...(grain ? { timeGrain: grain } : {}),
  columnType: 'BASE_AXIS',
  sqlExpression: column,
  label: column,
  expressionType: 'SQL',
  isColumnReference: true,
});

/**
 * Marks the x-axis column as Superset's normalizeTimeColumn does: an adhoc column of type BASE_AXIS,
 * with the query's time grain (the server truncates it), referring to the dataset column by name.
 */
export function normalizeTimeColumn(query: QueryObject, xAxis: QueryColumn): QueryObject {
  const columns = query.columns ?? [];
  const i = columns.findIndex((c) => sameColumn(c, xAxis));
  if (i < 0) return query;
  const grain = query.extras?.time_grain_sqla;
  const column = columns[i]!;
  const marked: AdhocColumn =
    typeof column === 'string'
      ? baseAxisColumn(column, grain)
      : { ...(grain ? { timeGrain: grain } : {}), columnType: 'BASE_AXIS', ...column };
  const { is_timeseries: _drop, ...rest } = query;
  return { ...rest, columns: columns.map((c, j) => (j === i ? marked : c)) };
}

export function buildQueryContext(formData: FormData, options: BuildQueryContextOptions = {}): QueryContext {
  const base = buildQueryObject(formData, options);
  let queries: QueryObject[] = (options.buildQuery ?? ((q) => [q]))(base).map((q) =>
    q.post_processing ? { ...q, post_processing: q.post_processing.filter(Boolean) } : q,
  );
  const xAxis = options.xAxis;
  if (xAxis !== undefined) queries = queries.map((q) => normalizeTimeColumn(q, xAxis));
  return {
    datasource: parseDatasourceKey(formData.datasource),
    force: Boolean(formData.force),
    queries,
    form_data: formData,
    result_format: (formData.result_format as QueryContext['result_format']) || 'json',
    result_type: (formData.result_type as QueryContext['result_type']) || 'full',
  };
}

export const columnLabels = (columns: readonly QueryColumn[] | null | undefined): string[] =>
  (columns ?? []).map(getColumnLabel);
