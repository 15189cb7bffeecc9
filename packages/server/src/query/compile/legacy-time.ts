/**
 * Superset's legacy time-series shape: `is_timeseries` with `granularity` (and
 * `extras.time_grain_sqla`) and no x-axis column, as Superset's frontend builds a time-series chart
 * without an x-axis. The time column, truncated to the grain, is selected first as `__timestamp` and
 * grouped by, so post-processing on `__timestamp` (pivot, rolling, time comparison) finds it.
 */
import { DTTM_ALIAS, type QueryColumn, type ResolvedQueryObject } from '@meridian/core';
import { CompileError } from './compile-error.js';
import type { Compiler } from './compiler.js';

/** Whether the query asks for Superset's `__timestamp` column (compiling checks its granularity). */
export const isLegacyTimeseries = (query: ResolvedQueryObject): boolean => query.is_timeseries;

/** The columns without the `__timestamp` pseudo column (older clients list it; it is selected apart). */
export const withoutTimestamp = (columns: QueryColumn[]): QueryColumn[] =>
  columns.filter((col) => col !== DTTM_ALIAS);

/** `__timestamp`'s SQL, or null when the query is not a legacy time series. */
export function legacyTimestamp(
  c: Compiler,
  query: ResolvedQueryObject,
  field: string,
): { label: string; sql: string } | null {
  if (!isLegacyTimeseries(query)) return null;
  const name = query.granularity;
  // Superset's messages for a time series without (or with an unknown) time column.
  if (!name)
    throw new CompileError(
      `${field}.granularity`,
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );
  if (!c.hasColumn(name))
    throw new CompileError(`${field}.granularity`, `Time column "${name}" does not exist in dataset`);
  return { label: DTTM_ALIAS, sql: c.timeColumnSql(name, 'granularity', query.extras.time_grain_sqla) };
}

/** A filter's column: `__timestamp` stands for the granularity column in a legacy time series. */
export function filterColumn(query: ResolvedQueryObject, col: QueryColumn): QueryColumn {
  return col === DTTM_ALIAS && isLegacyTimeseries(query) && query.granularity ? query.granularity : col;
}
