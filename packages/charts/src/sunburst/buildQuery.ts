/**
 * The sunburst: the primary (and secondary) metric grouped by the hierarchy, which Superset stores in
 * `columns`; largest first when sort_by_metric is on.
 */
import type { QueryContext, QueryMetric } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';

export function buildSunburstQuery(formData: FormData): QueryContext {
  const metric = formData.metric as QueryMetric | undefined;
  return buildQueryContext(formData, {
    buildQuery: (base) => [
      { ...base, ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}) },
    ],
  });
}
