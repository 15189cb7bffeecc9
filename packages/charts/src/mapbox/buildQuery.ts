/**
 * The MapBox chart's query (Superset's MapboxViz.query_obj). Without a group by: the raw rows'
 * longitude, latitude, label and radius columns (each once), one point per row. With a group by: one
 * point per group, the group by holding longitude and latitude, and "count" as COUNT(*) per group.
 */
import { getColumnLabel, type QueryColumn, type QueryContext, type QueryMetric } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { dedupe } from '../shared/dedupe.js';
import { mapboxFormDataSchema } from './formData.js';

/** The label "count" means the number of rows of a group. */
export const COUNT_LABEL = 'count';
export const COUNT_METRIC: QueryMetric = {
  expressionType: 'SQL',
  sqlExpression: 'COUNT(*)',
  label: COUNT_LABEL,
};

export function buildMapboxQuery(formData: FormData): QueryContext {
  const fd = parseFormDataWith(mapboxFormDataSchema, formData);
  const label = fd.mapbox_label[0];
  const radius = fd.point_radius === 'Auto' ? undefined : fd.point_radius;
  return buildQueryContext(formData, {
    buildQuery: (base) => {
      const { metrics: _metrics, ...rest } = base;
      if (fd.groupby.length > 0) return [{ ...rest, columns: fd.groupby, metrics: [COUNT_METRIC] }];
      const columns = [fd.all_columns_x, fd.all_columns_y, label === COUNT_LABEL ? undefined : label, radius]
        .filter((c): c is QueryColumn => c !== undefined && c !== '')
        .sort((a, b) => getColumnLabel(a).localeCompare(getColumnLabel(b)));
      // No metrics: a raw query, every row a point.
      return [{ ...rest, columns: dedupe(columns, getColumnLabel) }];
    },
  });
}
