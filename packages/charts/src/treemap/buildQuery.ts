/**
 * The treemap: one metric grouped by the hierarchy (groupby). With a row limit the rows are ordered,
 * by the metric first when sort_by_metric is on, then by the levels, so the limit keeps whole
 * branches of the largest nodes (Superset's order).
 */
import type { OrderByTerm, QueryContext, QueryMetric } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { columnsOf } from '../shared/formData.js';

export function buildTreemapQuery(formData: FormData): QueryContext {
  const metric = formData.metric as QueryMetric | undefined;
  const limited =
    formData.row_limit !== undefined && formData.row_limit !== null && Number(formData.row_limit) !== 0;
  const orderby: OrderByTerm[] = [
    ...(formData.sort_by_metric && metric ? [[metric, false] as OrderByTerm] : []),
    ...columnsOf(formData.groupby).map((column) => [column, true] as OrderByTerm),
  ];
  return buildQueryContext(formData, {
    buildQuery: (base) => [{ ...base, ...(limited && orderby.length ? { orderby } : {}) }],
  });
}
