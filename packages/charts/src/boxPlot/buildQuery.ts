/**
 * The box plot: the metrics aggregated by the "distribute across" columns and the dimensions, then
 * Superset's boxplot post-processing turns each dimension group's values into whisker statistics.
 */
import {
  getColumnLabel,
  getMetricLabel,
  type QueryColumn,
  type QueryContext,
  type QueryObject,
} from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { baseAxisColumn, buildQueryContext } from '../shared/buildQueryContext.js';
import { numberOf } from '../shared/formData.js';
import { boxPlotFormDataSchema } from './formData.js';

const PERCENTILES = /^(\d+)\/(\d+) percentiles$/;

/** The boxplot step for the whisker option (Superset's boxplotOperator); an unknown option throws. */
export function boxplotOperator(
  whiskerOptions: string,
  groupby: readonly QueryColumn[],
  metrics: QueryObject['metrics'],
): NonNullable<QueryObject['post_processing']>[number] {
  const match = PERCENTILES.exec(whiskerOptions);
  let whisker: { whisker_type: string; percentiles?: [number, number] };
  if (whiskerOptions === 'Tukey' || !whiskerOptions) whisker = { whisker_type: 'tukey' };
  else if (whiskerOptions === 'Min/max (no outliers)') whisker = { whisker_type: 'min/max' };
  else if (match) whisker = { whisker_type: 'percentile', percentiles: [Number(match[1]), Number(match[2])] };
  else throw new Error(`Unsupported whisker type: ${whiskerOptions}`);
  return {
    operation: 'boxplot',
    options: {
      ...whisker,
      groupby: groupby.map(getColumnLabel),
      metrics: (metrics ?? []).map(getMetricLabel),
    },
  };
}

export function buildBoxPlotQuery(formData: FormData): QueryContext {
  const fd = parseFormDataWith(boxPlotFormDataSchema, formData);
  // Older charts distributed across the time column.
  const legacyTime = typeof formData.granularity_sqla === 'string' ? formData.granularity_sqla : '';
  const distribute = fd.columns.length === 0 && legacyTime ? [legacyTime] : fd.columns;
  const columns = [
    ...distribute.map((col) =>
      typeof col === 'string' && fd.time_grain_sqla && fd.temporal_columns_lookup[col]
        ? baseAxisColumn(col, fd.time_grain_sqla)
        : col,
    ),
    ...fd.groupby,
  ];
  const seriesLimit = numberOf(formData.series_limit);
  return buildQueryContext(formData, {
    buildQuery: (base) => [
      {
        ...base,
        columns,
        series_columns: fd.groupby,
        ...(seriesLimit !== undefined ? { series_limit: seriesLimit } : {}),
        post_processing: [boxplotOperator(fd.whiskerOptions, fd.groupby, base.metrics)],
      },
    ],
  });
}
