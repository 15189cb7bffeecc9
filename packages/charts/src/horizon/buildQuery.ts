/**
 * The horizon chart's query (Superset's HorizonViz: a timeseries query grouped by the dimensions, the
 * series limit ranking the groups). Rows come back flat — time, dimensions, metrics — and
 * transformProps pivots them into one series per metric × group.
 */
import type { QueryContext } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { normalizeOrderBy } from '../shared/buildQueryObject.js';
import { columnsOf, getXAxisColumn } from '../shared/formData.js';

export function buildHorizonQuery(formData: FormData): QueryContext {
  const xAxis = getXAxisColumn(formData);
  const groupby = columnsOf(formData.groupby);
  return buildQueryContext(formData, {
    xAxis,
    buildQuery: (base) => [
      normalizeOrderBy({
        ...base,
        metrics: base.metrics ?? [],
        columns: [...(xAxis !== undefined ? [xAxis] : []), ...groupby],
        series_columns: groupby,
      }),
    ],
  });
}
