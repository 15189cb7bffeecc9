/** The pie: one metric grouped by the dimensions, largest slices first when sort_by_metric is on. */
import type { QueryContext, QueryMetric } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';

export function buildPieQuery(formData: FormData): QueryContext {
  const metric = formData.metric as QueryMetric | undefined;
  const sortByMetric = formData.sort_by_metric === undefined ? true : Boolean(formData.sort_by_metric);
  return buildQueryContext(formData, {
    buildQuery: (base) => [{ ...base, ...(sortByMetric && metric ? { orderby: [[metric, false]] } : {}) }],
  });
}
