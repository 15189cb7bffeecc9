/**
 * Compile: each query object shaped for its result type (samples and drill to detail read raw rows)
 * and compiled for the engine's dialect.
 */
import type { ResolvedQueryObject } from '@meridian/core';
import { compileQuery, type CompiledQuery } from '../compile.js';
import type { LoadedDatasource } from '../datasource-loader.js';
import { QueryTemplater } from '../templates/query-templater.js';
import type { ChartDataLimits, ChartDataRun } from './types.js';

/** The query object behind each non-aggregate result type. */
export function shapeForResultType(
  q: ResolvedQueryObject,
  type: string,
  ds: LoadedDatasource,
  limits: ChartDataLimits,
): ResolvedQueryObject {
  if (type !== 'samples' && type !== 'drill_detail') return q;
  // Raw rows of the dataset: no metrics, order, post-processing, HAVING or `__timestamp` column.
  const raw: ResolvedQueryObject = {
    ...q,
    columns: ds.datasource.columns.map((c) => c.column_name),
    metrics: null,
    is_timeseries: false,
    orderby: [],
    post_processing: [],
    series_limit: 0,
    extras: { ...q.extras, having: null },
  };
  if (type === 'drill_detail') return raw;
  // Samples: only the dashboard filters applied, a capped row count, no time grain.
  return {
    ...raw,
    row_limit: Math.min(q.row_limit || limits.samplesRowLimit, limits.samplesRowLimit),
    extras: { ...raw.extras, time_grain_sqla: null },
  };
}

/** The templater of one query object: its filters, time range and url_params, the user, the dataset. */
const templaterFor = (run: ChartDataRun, q: ResolvedQueryObject) =>
  new QueryTemplater({
    user: run.user,
    dialect: run.connector.spec.dialect,
    datasource: run.loaded.datasource,
    query: q,
    now: run.now,
    formData: run.context.form_data,
  });

/** The request's query object `i`, compiled with the row limit capped (timed as `compile`). */
export function compileFor(run: ChartDataRun, q: ResolvedQueryObject, i: number): CompiledQuery {
  const { dialect } = run.connector.spec;
  return run.timing.sync('compile', () =>
    compileQuery(run.loaded.datasource, q, {
      dialect,
      family: run.family,
      now: run.now,
      field: `queries[${i}]`,
      maxRowLimit: run.deps.limits.maxRowLimit,
      templater: templaterFor(run, q),
      rls: run.rls,
    }),
  );
}

/**
 * A time-shifted copy of query object `i` (time comparison), compiled as the main query was written;
 * its templates see the shifted time range (from_dttm/to_dttm), as Superset renders each offset query.
 */
export function compileShifted(run: ChartDataRun, shifted: ResolvedQueryObject, i: number): CompiledQuery {
  const { dialect } = run.connector.spec;
  return compileQuery(run.loaded.datasource, shifted, {
    dialect,
    family: run.family,
    now: run.now,
    field: `queries[${i}]`,
    templater: templaterFor(run, shifted),
    rls: run.rls,
  });
}
