/** The gauge: one metric, one needle per dimension combination; largest first when sorted by metric. */
import type { QueryContext } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { gaugeFormDataSchema } from './formData.js';

export function buildGaugeQuery(formData: FormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric } = parseFormDataWith(gaugeFormDataSchema, formData);
  return buildQueryContext(formData, {
    buildQuery: (base) => [{ ...base, ...(sortByMetric && metric ? { orderby: [[metric, false]] } : {}) }],
  });
}
