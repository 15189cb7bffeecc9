/** The radar: the metrics by the groups, ordered by the sort metric, else the first metric, descending. */
import type { QueryContext, QueryMetric } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { ensureIsArray } from '../shared/formData.js';

export function buildRadarQuery(formData: FormData): QueryContext {
  const sortBy = ensureIsArray(
    (formData.series_limit_metric ?? formData.timeseries_limit_metric) as QueryMetric | undefined,
  )[0];
  return buildQueryContext(formData, {
    buildQuery: (base) => {
      const first = sortBy ?? base.metrics?.[0];
      return [{ ...base, orderby: first !== undefined ? [[first, false]] : (base.orderby ?? []) }];
    },
  });
}
