/**
 * The word cloud: the metric by the series column, largest first when sort_by_metric is on (and the
 * series ascending when sort_by_series is); no order without a row limit, as Superset's.
 */
import type { OrderByTerm, QueryContext } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { wordCloudFormDataSchema } from './formData.js';

export function buildWordCloudQuery(formData: FormData): QueryContext {
  const fd = parseFormDataWith(wordCloudFormDataSchema, formData);
  const orderby: OrderByTerm[] = [];
  if (fd.sort_by_metric && fd.metric) orderby.push([fd.metric, false]);
  if (fd.sort_by_series && fd.series) orderby.push([fd.series, true]);
  const limited = formData.row_limit !== undefined && formData.row_limit !== null && fd.row_limit !== 0;
  return buildQueryContext(formData, {
    buildQuery: (base) => [{ ...base, ...(limited && orderby.length ? { orderby } : {}) }],
  });
}
