/**
 * The world map's query (Superset's WorldMapViz.query_obj): grouped by the country column, the colour
 * metric and the bubble-size metric (once when they are the same), largest first with sort_by_metric.
 */
import type { QueryColumn, QueryContext, QueryMetric } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';

export function buildWorldMapQuery(formData: FormData): QueryContext {
  const entity = formData.entity as QueryColumn | null | undefined;
  const metric = formData.metric as QueryMetric | undefined;
  return buildQueryContext(formData, {
    buildQuery: (base) => [
      {
        ...base,
        columns: entity !== undefined && entity !== null && entity !== '' ? [entity] : [],
        ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
      },
    ],
  });
}
