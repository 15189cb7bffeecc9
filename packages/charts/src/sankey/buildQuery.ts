/**
 * The sankey: the metric per (source, target) pair. With a row limit the rows are ordered (largest
 * first when sort_by_metric is on, then by source and target) so the limit keeps the same links
 * every time, as Superset orders them.
 */
import type { OrderByTerm, QueryContext } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { sankeyFormDataSchema } from './formData.js';

export function buildSankeyQuery(formData: FormData): QueryContext {
  const fd = parseFormDataWith(sankeyFormDataSchema, formData);
  const columns = [fd.source, fd.target].filter((c) => c !== undefined);
  const orderby: OrderByTerm[] = [
    ...(fd.sort_by_metric && fd.metric !== undefined ? [[fd.metric, false] as OrderByTerm] : []),
    ...columns.map((c): OrderByTerm => [c, true]),
  ];
  const limited =
    formData.row_limit !== undefined && formData.row_limit !== null && Number(formData.row_limit) !== 0;
  return buildQueryContext(formData, {
    buildQuery: (base) => [
      { ...base, columns, ...(limited && orderby.length > 0 ? { orderby } : { orderby: undefined }) },
    ],
  });
}
