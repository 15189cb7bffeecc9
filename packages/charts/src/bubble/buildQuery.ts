/** The bubble chart: x, y and size metrics per entity (and series), sorted by the chosen metric. */
import type { QueryContext } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { bubbleFormDataSchema } from './formData.js';

export function buildBubbleQuery(formData: FormData): QueryContext {
  const fd = parseFormDataWith(bubbleFormDataSchema, formData);
  const columns = [
    ...(fd.entity !== undefined ? [fd.entity] : []),
    ...(fd.series !== undefined ? [fd.series] : []),
  ];
  // "Sort by" holds a metric, not the order-by terms the base query reads from `orderby`.
  const { orderby: _sortBy, ...rest } = formData;
  const context = buildQueryContext(rest, {
    buildQuery: (base) => [
      {
        ...base,
        columns,
        orderby: fd.orderby !== undefined ? [[fd.orderby, !fd.order_desc]] : undefined,
      },
    ],
  });
  return { ...context, form_data: formData };
}
