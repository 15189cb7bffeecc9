/** The funnel: one metric by the dimensions (the steps), largest first when sort_by_metric is on. */
import type { QueryContext } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { funnelFormDataSchema } from './formData.js';
import { parseFormDataWith } from '../sdk/formDataSchema.js';

export function buildFunnelQuery(formData: FormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric } = parseFormDataWith(funnelFormDataSchema, formData);
  return buildQueryContext(formData, {
    buildQuery: (base) => [{ ...base, ...(sortByMetric && metric ? { orderby: [[metric, false]] } : {}) }],
  });
}
